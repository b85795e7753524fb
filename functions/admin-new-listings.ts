// GET /api/admin/new-listings?page=&pageSize=&sort=age|confidence|town&state=&town=&reason=&band= - one page of
// the new listings waiting for review, with the count per filter value (ADR 024, 063)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { loadReviewQueue } from "../src/review/review-queue.server.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await loadReviewQueue(db, new URL(request.url).searchParams));
  },
});

export const config = { path: "/api/admin/new-listings" };
