// POST /api/admin/new-listings/undo - { actionId }: undoes a review decision (single or bulk) within
// its undo window; the stores wait for review again and the decision's waiting mails are cancelled
// (ADR 063). Answers { restored, skipped, mailsCancelled }.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { undoReview, undoSchema } from "../src/server/listings/undo-review.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const { actionId } = undoSchema.parse(await readJson(request));
    return json(await undoReview(db, actionId));
  },
});

export const config = { path: "/api/admin/new-listings/undo" };
