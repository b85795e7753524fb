// POST /api/admin/new-listings/undo - { actionId }: undoes a review decision (single or bulk) within
// its undo window; the stores wait for review again and the decision's waiting mails are cancelled
// (ADR 063). Answers { restored, skipped, mailsCancelled }.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { undoReview, undoSchema } from "../src/review/undo-review.server.ts";

export default handle({ POST: admin({ body: undoSchema, run: (db, { body }) => undoReview(db, body.actionId) }) });

export const config = { path: "/api/admin/new-listings/undo" };
