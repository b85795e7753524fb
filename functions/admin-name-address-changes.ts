// GET /api/admin/name-address-changes - owners' proposed name and address changes waiting for review
// (ADR 044), oldest first.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { listPendingChanges } from "../src/review/list-changes.server.ts";

export default handle({ GET: admin({ run: async (db) => ({ changes: await listPendingChanges(db) }) }) });

export const config = { path: "/api/admin/name-address-changes" };
