// GET /api/admin/suggestions - shoppers' suggested edits waiting for a decision (ADR 045). Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { waitingSuggestions } from "../src/review/admin-queue.server.ts";

export default handle({ GET: admin({ run: (db) => waitingSuggestions(db) }) });

export const config = { path: "/api/admin/suggestions" };
