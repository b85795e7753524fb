// POST /api/admin/grocery-stores/{id}/reopen - { reason? }: undoes 'closed for good' (ADR 045): the
// store is back in every list at the next rebuild. Audited. Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { reopenStore } from "../src/server/stores/close-store.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { optionalReasonSchema } from "../src/shared/suggestions/suggestion-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const id = requireStoreId(context.params.id);
    const { reason } = optionalReasonSchema.parse(body);
    await reopenStore(db, id, reason ?? null);
    return json({ closedAt: null });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/reopen" };
