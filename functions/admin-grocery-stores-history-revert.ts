// POST /api/admin/grocery-stores/{id}/history/{changeId}/revert - { reason } (required): puts back
// the value an owner change replaced, audited, and mails the owner the reason (ADR 040).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { requireChangeId, revertChange } from "../src/owners/revert-change.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { revertSchema } from "../src/owners/owner-edit-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    // The body's media type and size are checked like every JSON write's, before its addresses.
    const body = await readJson(request);
    const storeId = requireStoreId(context.params.id);
    const changeId = requireChangeId(context.params.changeId);
    const { reason } = revertSchema.parse(body);
    return json({ reverted: await revertChange(db, storeId, changeId, reason) });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/history/:changeId/revert" };
