import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { siteRebuilds } from "../schema.ts";

const SINGLETON = 1;

/** Marks the static site as stale. Many calls in a row cost one row update each, nothing more. */
export async function markSiteStale(db: Db, reason: string): Promise<void> {
  await db
    .insert(siteRebuilds)
    .values({ id: SINGLETON, requestedAt: sql`now()`, reason })
    .onConflictDoUpdate({ target: siteRebuilds.id, set: { requestedAt: sql`now()`, reason } });
}

export interface RebuildState {
  requestedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export async function getRebuildState(db: Db): Promise<RebuildState> {
  const [row] = await db.select().from(siteRebuilds).where(eq(siteRebuilds.id, SINGLETON));
  return row ?? { requestedAt: null, startedAt: null, finishedAt: null };
}

export async function markRebuildStarted(db: Db, at: Date): Promise<void> {
  await db
    .insert(siteRebuilds)
    .values({ id: SINGLETON, startedAt: at })
    .onConflictDoUpdate({ target: siteRebuilds.id, set: { startedAt: at } });
}

export async function markRebuildFinished(db: Db, at: Date): Promise<void> {
  await db.update(siteRebuilds).set({ finishedAt: at }).where(eq(siteRebuilds.id, SINGLETON));
}
