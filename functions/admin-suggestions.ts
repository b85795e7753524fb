// GET /api/admin/suggestions - shoppers' suggested edits waiting for a decision (ADR 045). Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { waitingSuggestions } from "../src/server/suggestions/admin-queue.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await waitingSuggestions(db));
  },
});

export const config = { path: "/api/admin/suggestions" };
