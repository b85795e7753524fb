// GET  /api/admin/grocery-stores/{id}/merge?survivorId= - what merging this listing into that one
//      would do to their owners (the dialog shows it before the admin decides).
// POST /api/admin/grocery-stores/{id}/merge - { survivorId, reason, duplicateOwner? }: merge this
//      duplicate listing into the one that stays (ADR 044). A merge moves no right by itself (ADR 059).
//      Audited; the site rebuilds.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { ADMIN_ACTOR } from "../src/admin/audit.server.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { mergeStores, previewMergeOwners } from "../src/admin/merge-stores.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { mergePreviewQuerySchema, mergeRequestSchema } from "../src/admin/merge-schema.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const duplicateId = requireStoreId(context.params.id);
    const { survivorId } = mergePreviewQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return json(await previewMergeOwners(db, survivorId, duplicateId));
  },
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const duplicateId = requireStoreId(context.params.id);
    const { survivorId, reason, duplicateOwner } = mergeRequestSchema.parse(body);
    return json(await mergeStores(db, { survivorId, duplicateId, actor: ADMIN_ACTOR, reason, duplicateOwner }));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/merge" };
