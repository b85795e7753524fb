// GET /api/admin/newsletter - { thisWeek, areas, lastDigest }: subscribers per town or state and the
// latest digest week's outcome (sent, skipped as empty, failed), for the admin's Newsletter tab
import { admin } from "../src/admin/admin-handler.server.ts";
import { newsletterOverview } from "../src/newsletter/admin-overview.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db) => newsletterOverview(db) }) });

export const config = { path: "/api/admin/newsletter" };
