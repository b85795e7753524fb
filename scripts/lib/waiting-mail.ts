// npm start's part for the delayed outbox (ADR 063): production's scheduled send-waiting-mail runs
// every minute; here every 10 seconds, so a rejection notice lands soon after its undo window.
import type { Db } from "../../db/client.ts";
import { sendDueMail } from "../../src/platform/waiting-mail.server.ts";

const TICK_MS = 10_000;

export function startWaitingMail(db: Db): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueMail(db)
      .catch((error) => console.warn(`waiting mail: ${(error as Error).message}`))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
