import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminSessions } from "../../db/schema.ts";

/** A live session with this key, made under the password with this fingerprint. */
export async function isAdminSessionValid(db: Db, tokenHash: string, passwordFingerprint: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        eq(adminSessions.passwordFingerprint, passwordFingerprint),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function createAdminSession(
  db: Db,
  tokenHash: string,
  expiresAt: Date,
  passwordFingerprint: string,
): Promise<void> {
  await db.insert(adminSessions).values({ tokenHash, expiresAt, passwordFingerprint });
}

/** Revokes, for good, every live session made under another password; returns how many. */
export async function revokeOtherPasswordsSessions(db: Db, passwordFingerprint: string): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(adminSessions.revokedAt),
        or(isNull(adminSessions.passwordFingerprint), ne(adminSessions.passwordFingerprint, passwordFingerprint)),
      ),
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}

export async function revokeAdminSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(adminSessions.tokenHash, tokenHash));
}

/** Revokes every live session; returns how many there were. */
export async function revokeEveryAdminSession(db: Db): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(isNull(adminSessions.revokedAt))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}
