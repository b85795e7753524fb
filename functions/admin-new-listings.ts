// GET /api/admin/new-listings?page=&pageSize=&sort=age|confidence|town&state=&town=&reason=&band= - one page of
// the new listings waiting for review, with the count per filter value (ADR 024, 063)
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { loadReviewQueue } from "../src/review/review-queue.server.ts";

export default handle({ GET: admin({ run: (db, { searchParams }) => loadReviewQueue(db, searchParams) }) });

export const config = { path: "/api/admin/new-listings" };
