// GET /api/admin/suggestions - shoppers' suggested edits waiting for a decision (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { waitingSuggestions } from "../src/review/admin-queue.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await waitingSuggestions(db));
  },
});

export const config = { path: "/api/admin/suggestions" };
