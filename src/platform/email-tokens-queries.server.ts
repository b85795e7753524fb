import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailVerifications } from "../../db/schema.ts";

export async function insertVerification(db: Db, row: typeof emailVerifications.$inferInsert): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/**
 * Marks the token used and returns it, in one statement: a token works once even under races. With
 * `subjectId`, a token for another subject is left untouched (issue #43: a store's link tried on
 * another store's URL stays valid for its own store).
 */
export async function useVerification(db: Db, tokenHash: string, purpose: string, subjectId?: string) {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        eq(emailVerifications.purpose, purpose),
        subjectId === undefined ? undefined : eq(emailVerifications.subjectId, subjectId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Spends every link for this purpose still open for the address: one followed link settles it. */
export async function spendOpenVerifications(db: Db, email: string, purpose: string): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.email, email),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
      ),
    );
}

/** The token's verification if it would still work, without using it: a link's page shows it. */
export async function findUsableVerification(db: Db, tokenHash: string, purpose: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    );
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

/** How many links for this purpose went to the address since `since`. */
export async function countVerificationsSince(db: Db, email: string, purpose: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        eq(emailVerifications.purpose, purpose),
        gt(emailVerifications.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The hashes of the address's proofs of this purpose (and subject) that still work. */
export async function liveVerificationHashes(
  db: Db,
  email: string,
  purpose: string,
  subjectId: string | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: emailVerifications.tokenHash })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        eq(emailVerifications.purpose, purpose),
        subjectId === undefined ? isNull(emailVerifications.subjectId) : eq(emailVerifications.subjectId, subjectId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.tokenHash);
}

/** Ends a proof before its time, as if used: it no longer works. */
export async function retireVerification(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)));
}
