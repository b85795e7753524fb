import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { siteRebuilds } from "../schema.ts";

const SINGLETON = 1;

/** A request this recent, for a build not yet started, already covers a new change. */
const COALESCE_SECONDS = 1;

/**
 * Marks the static site as stale. While a build is pending from a request under a second old, the
 * row is left alone: that build starts after its quiet period, so it reads this change too, and a
 * burst of votes on many stores no longer queues on this one row (ADR 025). The condition is in
 * the UPDATE's WHERE, so a skipped request takes no row lock; one statement, one round trip.
 */
export async function markSiteStale(db: Db, reason: string): Promise<void> {
  await db.execute(sql`
    with refreshed as (
      update ${siteRebuilds} set requested_at = now(), reason = ${reason}
      where ${siteRebuilds.id} = ${SINGLETON}
        and not (${siteRebuilds.requestedAt} > now() - make_interval(secs => ${COALESCE_SECONDS})
          and (${siteRebuilds.startedAt} is null or ${siteRebuilds.requestedAt} > ${siteRebuilds.startedAt}))
      returning 1
    )
    insert into ${siteRebuilds} (id, requested_at, reason)
    select ${SINGLETON}, now(), ${reason}
    where not exists (select 1 from ${siteRebuilds} where ${siteRebuilds.id} = ${SINGLETON})
    on conflict (id) do nothing`);
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
