// GET /api/admin/circulars - every current and scheduled circular, with its store, uploader,
// thumbnail and file (admin only; ADR 037).
import { admin } from "../src/admin/admin-handler.server.ts";
import { listAdminCirculars } from "../src/circulars/admin-circulars.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db) => listAdminCirculars(db) }) });

export const config = { path: "/api/admin/circulars" };
