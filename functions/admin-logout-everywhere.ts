// POST /api/admin/logout-everywhere - ends every admin session (all browsers) and clears this cookie
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { endEveryAdminSession } from "../src/admin/session.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const ended = await endEveryAdminSession(db, context);
    return json({ ok: true, ended });
  },
});

export const config = { path: "/api/admin/logout-everywhere" };
