// POST /api/admin/new-listings/undo - { actionId }: undoes a review decision (single or bulk) within
// its undo window; the stores wait for review again and the decision's waiting mails are cancelled
// (ADR 063). Answers { restored, skipped, mailsCancelled }.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { undoReview, undoSchema } from "../src/review/undo-review.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const { actionId } = undoSchema.parse(await readJson(request));
    return json(await undoReview(db, actionId));
  },
});

export const config = { path: "/api/admin/new-listings/undo" };
