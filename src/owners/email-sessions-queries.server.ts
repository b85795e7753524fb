import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailSessions } from "../../db/schema.ts";

export async function createEmailSession(db: Db, tokenHash: string, email: string, expiresAt: Date): Promise<void> {
  await db.insert(emailSessions).values({ tokenHash, email, expiresAt });
}

/** The address a live session acts for, if any. */
export async function emailOfSession(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: emailSessions.email })
    .from(emailSessions)
    .where(and(eq(emailSessions.tokenHash, tokenHash), gt(emailSessions.expiresAt, sql`now()`)));
  return row?.email;
}
