// The delayed outbox (ADR 063): mail a review decision sends waits in pending_mails until it is due,
// so undoing the decision can cancel it first.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { pendingMails } from "../../db/schema.ts";

export interface WaitingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertWaitingMail(tx: Tx | Db, mail: WaitingMail, sendAfter: Date, reviewActionId?: string) {
  await tx.insert(pendingMails).values({ ...mail, sendAfter, reviewActionId: reviewActionId ?? null });
}

const unsent = and(isNull(pendingMails.sentAt), isNull(pendingMails.cancelledAt));

/** Cancels what a review decision left waiting; returns how many were cancelled. */
export async function cancelWaitingMails(tx: Tx, reviewActionId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(pendingMails)
    .set({ cancelledAt: at })
    .where(and(unsent, eq(pendingMails.reviewActionId, reviewActionId)))
    .returning({ id: pendingMails.id });
  return rows.length;
}

/** The mails due at `now`, locked so two runs never send one twice (SKIP LOCKED: the other run takes others). */
export function lockDueMails(tx: Tx, now: Date, limit: number) {
  return tx
    .select()
    .from(pendingMails)
    .where(and(unsent, lte(pendingMails.sendAfter, now), sql`${pendingMails.attempts} < 5`))
    .orderBy(pendingMails.sendAfter)
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markMailSent(tx: Tx, id: string, at: Date) {
  await tx.update(pendingMails).set({ sentAt: at }).where(eq(pendingMails.id, id));
}

export async function markMailFailed(tx: Tx, id: string, error: string) {
  await tx
    .update(pendingMails)
    .set({ attempts: sql`${pendingMails.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(pendingMails.id, id));
}
