// Scheduled (every 10 minutes): the newsletter's clock (src/newsletter/digest/newsletter-tick.server.ts).
// Scheduled functions stop after 30 s on Netlify, so each run works for 25 s and the next one takes
// over where it stopped: the per-week send rows make that safe (ADR 039). The digest itself is due
// from Thursday 13:00 UTC; npm start runs the same tick in its own process.
import { getDb } from "../db/client.ts";
import { describeTick, newsletterTick } from "../src/newsletter/digest/newsletter-tick.server.ts";

const WORK_MS = 25_000;

export default async () => {
  const result = await newsletterTick(await getDb(), { deadline: Date.now() + WORK_MS });
  console.log(describeTick(result));
  return new Response(null, { status: 204 });
};

export const config = { schedule: "*/10 * * * *" };
