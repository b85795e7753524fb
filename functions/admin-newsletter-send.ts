// POST /api/admin/newsletter/send - 'Send this week's digest now': runs this week's digest for about
// 8 s and answers { week, sent, skipped, failed, interrupted, done }; the screen calls again while
// done is false. It is the scheduled run itself (ADR 039), so nobody is mailed twice in a week.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { runWeeklyDigest } from "../src/newsletter/digest/run.server.ts";

// Inside Netlify's 10 s limit for synchronous functions, with room to answer.
const SEND_SLICE_MS = 8_000;

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await runWeeklyDigest(db, { deadline: Date.now() + SEND_SLICE_MS }));
  },
});

export const config = { path: "/api/admin/newsletter/send" };
