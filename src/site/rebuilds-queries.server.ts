import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteRebuilds } from "../../db/schema.ts";

const SINGLETON = 1;

/** A request this recent, for a build not yet started, already covers a new change. */
export const REBUILD_COALESCE_SECONDS = 1;

// The rule lives in the mark_site_stale function (migration 0013). A vote does not call it: it notes
// votes_changed_at itself (cast_upvote, migration 0020; ADR 042).

/**
 * Marks the static site as stale. While a build is pending from a request under a second old, the
 * row is left alone: that build starts after its quiet period, so it reads this change too, and a
 * burst of votes on many stores does not queue on this one row (ADR 025). One round trip.
 */
export async function markSiteStale(db: Db, reason: string): Promise<void> {
  await db.execute(
    sql`select mark_site_stale(${reason}::text, make_interval(secs => ${REBUILD_COALESCE_SECONDS}::integer))`,
  );
}

export interface RebuildState {
  /** The last content change (requestRebuild). */
  requestedAt: Date | null;
  /** The first vote since the last build started: vote counts differ from the built ones. */
  votesChangedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export async function getRebuildState(db: Db): Promise<RebuildState> {
  const [row] = await db.select().from(siteRebuilds).where(eq(siteRebuilds.id, SINGLETON));
  return row ?? { requestedAt: null, votesChangedAt: null, startedAt: null, finishedAt: null };
}

export async function markRebuildStarted(db: Db, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Waits for votes still open that skipped noting votes_changed_at because a note was pending
    // (migrations 0014 and 0020): the build marked here reads the data after they commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_rebuilds'))`);
    await tx
      .insert(siteRebuilds)
      .values({ id: SINGLETON, startedAt: at })
      .onConflictDoUpdate({ target: siteRebuilds.id, set: { startedAt: at } });
  });
}

export async function markRebuildFinished(db: Db, at: Date): Promise<void> {
  await db.update(siteRebuilds).set({ finishedAt: at }).where(eq(siteRebuilds.id, SINGLETON));
}
