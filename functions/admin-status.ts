// GET /api/admin/status - { isAdmin }: whether this browser holds a valid admin session
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { hasAdminSession } from "../src/admin/session.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => json({ isAdmin: await hasAdminSession(await getDb(), context) }),
});

export const config = { path: "/api/admin/status" };
