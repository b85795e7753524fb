// GET  /api/admin/grocery-stores/{id}/merge?survivorId= - what merging this listing into that one
//      would do to their owners (the dialog shows it before the admin decides).
// POST /api/admin/grocery-stores/{id}/merge - { survivorId, reason, duplicateOwner? }: merge this
//      duplicate listing into the one that stays (ADR 044). A merge moves no right by itself (ADR 059).
//      Audited; the site rebuilds.
import { admin } from "../src/admin/admin-handler.server.ts";
import { ADMIN_ACTOR } from "../src/admin/audit.server.ts";
import { mergePreviewQuerySchema, mergeRequestSchema } from "../src/admin/merge-schema.ts";
import { mergeStores, previewMergeOwners } from "../src/admin/merge-stores.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  GET: admin({
    params: { id: requireStoreId },
    query: mergePreviewQuerySchema,
    run: (db, { params, query }) => previewMergeOwners(db, query.survivorId, params.id),
  }),
  POST: admin({
    params: { id: requireStoreId },
    body: mergeRequestSchema,
    run: (db, { params, body: { survivorId, reason, duplicateOwner } }) =>
      mergeStores(db, { survivorId, duplicateId: params.id, actor: ADMIN_ACTOR, reason, duplicateOwner }),
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/merge" };
