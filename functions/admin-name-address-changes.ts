// GET /api/admin/name-address-changes - owners' proposed name and address changes waiting for review
// (ADR 044), oldest first.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { listPendingChanges } from "../src/server/name-address-review/list-changes.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json({ changes: await listPendingChanges(db) });
  },
});

export const config = { path: "/api/admin/name-address-changes" };
