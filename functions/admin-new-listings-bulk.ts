// POST /api/admin/new-listings/bulk - { action: "approve" | "reject", cityId | reviewReason,
// rejectionReason? }: decides every imported store waiting in one town or for one reason (ADR 035)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { bulkReviewSchema, decideMany } from "../src/server/listings/bulk-review.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = bulkReviewSchema.parse(await readJson(request));
    return json(await decideMany(db, body));
  },
});

export const config = { path: "/api/admin/new-listings/bulk" };
