// GET  /api/grocery-stores - the admin store list (admin session required), as /api/admin/grocery-stores
// POST /api/grocery-stores - list a new store (free), pending an admin's review; answers 201 { id, url }
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { listStoresForAdmin } from "../src/server/admin/stores/list-stores.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { guardPublicSubmission } from "../src/server/http/public-submission.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { createStore } from "../src/server/stores/create-store.ts";
import { listingSchema } from "../src/shared/stores/listing-schema.ts";

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
