// POST /api/admin/name-address-changes/{id}/approve - apply an owner's proposed name or address: new
// slug, the old address 301s to the new one, audited, the owner mailed (ADR 044).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { approveNameAddressChange } from "../src/server/name-address-review/approve-change.ts";
import { requireChangeId } from "../src/server/name-address-review/require-pending.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await approveNameAddressChange(db, requireChangeId(context.params.id)));
  },
});

export const config = { path: "/api/admin/name-address-changes/:id/approve" };
