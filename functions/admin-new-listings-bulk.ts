// GET /api/admin/new-listings/bulk?cityId= | ?reviewReason= - the preview of a bulk decision: how many
// imported stores wait in the town or for the reason, and the first by name (ADR 063)
// POST /api/admin/new-listings/bulk - { action: "approve" | "reject", cityId | reviewReason,
// rejectionReason?, expectedCount? }: decides every imported store waiting in one town or for one
// reason (ADR 035); answers { decided, ids, actionId } (actionId: for undo)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { bulkPreviewSchema, bulkReviewSchema, decideMany, previewMany } from "../src/review/bulk-review.server.ts";
import { queueParams } from "../src/review/queue-query.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const query = bulkPreviewSchema.parse(queueParams(new URL(request.url).searchParams));
    return json(await previewMany(db, query));
  },
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = bulkReviewSchema.parse(await readJson(request));
    return json(await decideMany(db, body));
  },
});

export const config = { path: "/api/admin/new-listings/bulk" };
