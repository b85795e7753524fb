// GET /api/admin/new-listings - the new listings waiting for review: oldest first, flagged spam last
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { loadReviewQueue } from "../src/server/listings/review-queue.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await loadReviewQueue(db));
  },
});

export const config = { path: "/api/admin/new-listings" };
