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
