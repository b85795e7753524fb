// GET /api/admin/name-address-changes - owners' proposed name and address changes waiting for review
// (ADR 044), oldest first.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { listPendingChanges } from "../src/review/list-changes.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json({ changes: await listPendingChanges(db) });
  },
});

export const config = { path: "/api/admin/name-address-changes" };
