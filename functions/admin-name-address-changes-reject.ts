// POST /api/admin/name-address-changes/{id}/reject - { reason } (required): turn an owner's proposed
// name or address down; the owner is mailed the reason and the editor's link (ADR 044).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { rejectNameAddressChange } from "../src/server/name-address-review/reject-change.ts";
import { requireChangeId } from "../src/server/name-address-review/require-pending.ts";
import { rejectNameAddressSchema } from "../src/shared/owner-editing/name-address-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const id = requireChangeId(context.params.id);
    const { reason } = rejectNameAddressSchema.parse(body);
    return json({ change: await rejectNameAddressChange(db, id, reason) });
  },
});

export const config = { path: "/api/admin/name-address-changes/:id/reject" };
