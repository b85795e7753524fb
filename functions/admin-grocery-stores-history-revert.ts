// POST /api/admin/grocery-stores/{id}/history/{changeId}/revert - { reason } (required): puts back
// the value an owner change replaced, audited, and mails the owner the reason (ADR 040).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { requireChangeId, revertChange } from "../src/server/owner-editing/revert-change.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { revertSchema } from "../src/shared/owner-editing/owner-edit-schema.ts";

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
