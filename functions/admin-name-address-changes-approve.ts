// POST /api/admin/name-address-changes/{id}/approve - apply an owner's proposed name or address: new
// slug, the old address 301s to the new one, audited, the owner mailed (ADR 044).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { approveNameAddressChange } from "../src/review/approve-change.server.ts";
import { requireChangeId } from "../src/review/require-pending.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await approveNameAddressChange(db, requireChangeId(context.params.id)));
  },
});

export const config = { path: "/api/admin/name-address-changes/:id/approve" };
