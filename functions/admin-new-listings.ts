// GET /api/admin/new-listings?page=&pageSize=&sort=age|confidence|town&state=&town=&reason=&band= - one page of
// the new listings waiting for review, with the count per filter value (ADR 024, 063)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { loadReviewQueue } from "../src/server/listings/review-queue.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await loadReviewQueue(db, new URL(request.url).searchParams));
  },
});

export const config = { path: "/api/admin/new-listings" };
