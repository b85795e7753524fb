// POST /api/admin/name-address-changes/{id}/reject - { reason } (required): turn an owner's proposed
// name or address down; the owner is mailed the reason and the editor's link (ADR 044).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { rejectNameAddressChange } from "../src/review/reject-change.server.ts";
import { requireChangeId } from "../src/review/require-pending.server.ts";
import { rejectNameAddressSchema } from "../src/owners/name-address-schema.ts";

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
