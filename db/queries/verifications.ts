import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { emailVerifications } from "../schema.ts";

export async function insertVerification(db: Db, row: typeof emailVerifications.$inferInsert): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/** Marks the token used and returns it, in one statement: a token works once even under races. */
export async function useVerification(db: Db, tokenHash: string, purpose: string) {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function lastVerificationSentAt(db: Db, email: string, purpose: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), eq(emailVerifications.purpose, purpose)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** When the last link for this purpose and subject (e.g. one claim) was sent. */
export async function lastVerificationSentFor(db: Db, purpose: string, subjectId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.purpose, purpose), eq(emailVerifications.subjectId, subjectId)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}
