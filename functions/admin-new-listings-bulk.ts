// GET /api/admin/new-listings/bulk?cityId= | ?reviewReason= - the preview of a bulk decision: how many
// imported stores wait in the town or for the reason, and the first by name (ADR 063)
// POST /api/admin/new-listings/bulk - { action: "approve" | "reject", cityId | reviewReason,
// rejectionReason?, expectedCount? }: decides every imported store waiting in one town or for one
// reason (ADR 035); answers { decided, ids, actionId } (actionId: for undo)
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { bulkPreviewSchema, bulkReviewSchema, decideMany, previewMany } from "../src/review/bulk-review.server.ts";
import { queueParams } from "../src/review/queue-query.ts";

export default handle({
  GET: admin({
    run: (db, { searchParams }) => previewMany(db, bulkPreviewSchema.parse(queueParams(searchParams))),
  }),
  POST: admin({ body: bulkReviewSchema, run: (db, { body }) => decideMany(db, body) }),
});

export const config = { path: "/api/admin/new-listings/bulk" };
