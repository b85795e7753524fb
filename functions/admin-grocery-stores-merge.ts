// POST /api/admin/grocery-stores/{id}/merge - { survivorId, reason }: merge this duplicate listing
// into the one that stays (ADR 044). Votes, owner, boosts and circulars move to the survivor; this
// listing's addresses answer 301 there. Audited; the site rebuilds.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { ADMIN_ACTOR } from "../src/server/admin/audit.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { mergeStores } from "../src/server/store-merge/merge-stores.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { mergeRequestSchema } from "../src/shared/admin/merge-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const duplicateId = requireStoreId(context.params.id);
    const { survivorId, reason } = mergeRequestSchema.parse(body);
    return json(await mergeStores(db, { survivorId, duplicateId, actor: ADMIN_ACTOR, reason }));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/merge" };
