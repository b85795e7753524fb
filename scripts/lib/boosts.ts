// npm start's part for boosts: test-mode payments when there are no Stripe keys, and the boost
// lifecycle (scheduled every 5 minutes in production) run every minute in this process.
import type { Db } from "../../db/client.ts";
import { runBoostLifecycle } from "../../src/boosts/lifecycle.server.ts";
import { startTestPayments } from "./test-payments.ts";

const LIFECYCLE_MS = 60_000;

export async function startBoosts(options: { port: number; dataRoot: string; db: Db }): Promise<void> {
  await startTestPayments(options);
  const tick = () =>
    runBoostLifecycle(options.db).catch((error) => console.warn(`boost lifecycle: ${(error as Error).message}`));
  setInterval(tick, LIFECYCLE_MS).unref();
}
