// npm start's part for the newsletter: the same tick as production's scheduled function
// (functions/newsletter-weekly-digest.ts), every 10 minutes in this process, never two at once.
import type { Db } from "../../db/client.ts";
import { describeTick, newsletterTick } from "../../src/newsletter/digest/newsletter-tick.server.ts";

const TICK_MS = 10 * 60_000;
// The first tick soon after start, so a digest due while the product was stopped goes out.
const FIRST_TICK_MS = 60_000;

export function startNewsletter(db: Db): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await newsletterTick(db);
      if (result.asked || result.digest?.sent || result.digest?.failed) console.log(describeTick(result));
    } catch (error) {
      console.warn(`newsletter: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), FIRST_TICK_MS);
  const timer = setInterval(() => void tick(), TICK_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
