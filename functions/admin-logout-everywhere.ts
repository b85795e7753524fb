// POST /api/admin/logout-everywhere - ends every admin session (all browsers) and clears this cookie
import { admin } from "../src/admin/admin-handler.server.ts";
import { endEveryAdminSession } from "../src/admin/session.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({ run: async (db, { context }) => ({ ok: true, ended: await endEveryAdminSession(db, context) }) }),
});

export const config = { path: "/api/admin/logout-everywhere" };
