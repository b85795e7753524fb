// POST /api/admin/newsletter/send - 'Send this week's digest now': runs this week's digest for about
// 8 s and answers { week, sent, skipped, failed, interrupted, done }; the screen calls again while
// done is false. It is the scheduled run itself (ADR 039), so nobody is mailed twice in a week.
import { admin } from "../src/admin/admin-handler.server.ts";
import { runWeeklyDigest } from "../src/newsletter/digest/run.server.ts";
import { handle } from "../src/platform/handler.server.ts";

// Inside Netlify's 10 s limit for synchronous functions, with room to answer.
const SEND_SLICE_MS = 8_000;

export default handle({
  POST: admin({ run: (db) => runWeeklyDigest(db, { deadline: Date.now() + SEND_SLICE_MS }) }),
});

export const config = { path: "/api/admin/newsletter/send" };
