// POST /api/admin/logout - ends the admin session on the server and clears the cookie
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { endAdminSession } from "../src/admin/session.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    await endAdminSession(await getDb(), context);
    return json({ ok: true });
  },
});

export const config = { path: "/api/admin/logout" };
