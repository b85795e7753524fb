// GET  /api/grocery-stores - the admin store list (admin session required), as /api/admin/grocery-stores
// POST /api/grocery-stores - list a new store (free), pending an admin's review; answers 201 { id, url }
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { listStoresForAdmin } from "../src/admin/list-stores.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { guardPublicSubmission } from "../src/platform/public-submission.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { createStore } from "../src/stores/create-store.server.ts";
import { listingSchema } from "../src/stores/listing-schema.ts";

const LISTINGS_PER_HOUR = 5;

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await listStoresForAdmin(db, new URL(request.url).searchParams));
  },
  POST: async (request: Request, context: Context) => {
    const listing = listingSchema.parse(await readJson(request));
    const db = await getDb();
    const network = await guardPublicSubmission(db, request, context, {
      nectar: listing.nectar,
      kind: "listing",
      perHour: LISTINGS_PER_HOUR,
      tooManyMessage: "Too many listings from your network in the last hour. Please try again later.",
    });
    return json(await createStore(db, listing, network), { status: 201 });
  },
});

export const config = { path: "/api/grocery-stores" };
