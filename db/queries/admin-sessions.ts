import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { adminSessions } from "../schema.ts";

export async function isAdminSessionValid(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function createAdminSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(adminSessions).values({ tokenHash, expiresAt });
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
