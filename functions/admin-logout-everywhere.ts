// POST /api/admin/logout-everywhere - ends every admin session (all browsers) and clears this cookie
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { endEveryAdminSession } from "../src/server/admin/session.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const ended = await endEveryAdminSession(db, context);
    return json({ ok: true, ended });
  },
});

export const config = { path: "/api/admin/logout-everywhere" };
