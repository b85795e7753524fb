// Each Stripe event changes state at most once: its id is claimed (unique) in the same transaction
// as the change, so a redelivery or a duplicate finds it taken and changes nothing.
import type Stripe from "stripe";
import type { Db, Tx } from "../../db/client.ts";
import { claimWebhookEvent } from "./boosts-queries.server.ts";

export interface Outcome {
  /** "applied", "duplicate" (seen before), or "ignored" (nothing of ours). */
  result: "applied" | "duplicate" | "ignored";
  /** Public pages show the boost state: a change asks for a rebuild. */
  rebuild?: boolean;
  /** Work to do after the commit (mail). */
  after?: () => Promise<void>;
}

export async function applyOnce(
  db: Db,
  event: Stripe.Event,
  change: (tx: Tx) => Promise<Omit<Outcome, "result"> | "ignored">,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return { result: "duplicate" as const };
    const outcome = await change(tx);
    return outcome === "ignored" ? { result: "ignored" as const } : { result: "applied" as const, ...outcome };
  });
}
