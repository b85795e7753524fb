// The weekly digest (ADR 039): what goes into one area's digest, who gets one, and the per-week
// send rows that make a run safe to repeat and to resume.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, circulars, groceryStores, newsletterDigestSends, newsletterSubscribers } from "../../db/schema.ts";
import { hasActiveBoost } from "../boosts/active-boost-queries.server.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";

/** A town (its id) or a whole state. */
export type DigestArea = { cityId: number } | { state: string };

const inArea = (area: DigestArea): SQL =>
  "cityId" in area ? eq(groceryStores.cityId, area.cityId) : eq(cities.state, area.state);

const storeColumns = {
  id: groceryStores.id,
  name: groceryStores.name,
  slug: groceryStores.slug,
  address: groceryStores.address,
  citySlug: cities.slug,
  cityName: cities.name,
  state: cities.state,
};

/** Circulars valid on at least one day from `fromDay` to `toDay` (YYYY-MM-DD), newest first. */
export async function digestCirculars(db: Db, area: DigestArea, fromDay: string, toDay: string, limit: number) {
  return db
    .select({
      circularId: circulars.id,
      startDate: circulars.startDate,
      endDate: circulars.endDate,
      hasThumbnail: sql<boolean>`${circulars.thumbnailKey} is not null`,
      store: storeColumns,
    })
    .from(circulars)
    .innerJoin(groceryStores, eq(groceryStores.id, circulars.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(
      and(
        listedStore,
        inArea(area),
        inArray(circulars.status, ["active", "published"]),
        lte(circulars.startDate, toDay),
        gte(circulars.endDate, fromDay),
      ),
    )
    .orderBy(desc(circulars.startDate), asc(groceryStores.name))
    .limit(limit);
}

export async function digestFeaturedStores(db: Db, area: DigestArea, limit: number) {
  return db
    .select(storeColumns)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(and(listedStore, inArea(area), hasActiveBoost))
    .orderBy(asc(groceryStores.name))
    .limit(limit);
}

/** Stores listed since `since`: added then, or approved then after waiting in review. */
export async function digestNewStores(db: Db, area: DigestArea, since: Date, limit: number) {
  const listedAt = sql`coalesce(${groceryStores.reviewedAt}, ${groceryStores.createdAt})`;
  return db
    .select(storeColumns)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(and(listedStore, inArea(area), gte(listedAt, since)))
    .orderBy(desc(listedAt), asc(groceryStores.name))
    .limit(limit);
}

/** Who gets a digest at all: confirmed, never bounced or complained, with a town or a state. */
const recipient = and(
  eq(newsletterSubscribers.status, "confirmed"),
  isNull(newsletterSubscribers.suppressedAt),
  or(isNotNull(newsletterSubscribers.cityId), isNotNull(newsletterSubscribers.state)),
);

/**
 * The next page of recipients (by id, after `afterId`) and, of those, the ones with no send row for
 * the week yet. Two statements a page that each stay proportional to the page: the id order walks
 * the primary key and the send rows are looked up by (subscriber, week). One statement with `not
 * exists` let the planner (PGlite keeps no statistics) scan every subscriber and every send row of
 * the week for each batch: 10,000 digests spent 33 s there. `lastId` is where the next page starts;
 * an empty page means everyone has been seen.
 */
export async function nextDigestRecipients(db: Db, week: string, afterId: string | null, limit: number) {
  const page = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      cityId: newsletterSubscribers.cityId,
      state: newsletterSubscribers.state,
    })
    .from(newsletterSubscribers)
    .where(and(recipient, afterId ? gt(newsletterSubscribers.id, afterId) : undefined))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
  if (page.length === 0) return { recipients: page, lastId: afterId };
  const taken = await db
    .select({ subscriberId: newsletterDigestSends.subscriberId })
    .from(newsletterDigestSends)
    .where(
      and(
        eq(newsletterDigestSends.week, week),
        inArray(
          newsletterDigestSends.subscriberId,
          page.map((s) => s.id),
        ),
      ),
    );
  const seen = new Set(taken.map((t) => t.subscriberId));
  return { recipients: page.filter((s) => !seen.has(s.id)), lastId: page.at(-1)!.id };
}

/**
 * Claims the week's digest for a batch of subscribers before anything is sent: the unique key lets
 * only one run, or one attempt, have each. Returns the claimed rows (those another run already
 * claimed are left out).
 */
export async function claimDigestSends(
  db: Db,
  week: string,
  subscribers: Array<{ id: string; cityId: number | null; state: string | null }>,
): Promise<Map<string, number>> {
  if (subscribers.length === 0) return new Map();
  const rows = await db
    .insert(newsletterDigestSends)
    .values(subscribers.map((s) => ({ subscriberId: s.id, week, cityId: s.cityId, state: s.state, status: "sending" })))
    .onConflictDoNothing()
    .returning({ id: newsletterDigestSends.id, subscriberId: newsletterDigestSends.subscriberId });
  return new Map(rows.map((r) => [r.subscriberId, r.id]));
}

/** Records the outcome of claimed sends, one statement per outcome. */
export async function finishDigestSends(db: Db, ids: number[], status: "sent" | "skipped" | "failed", error?: string) {
  if (ids.length === 0) return;
  await db
    .update(newsletterDigestSends)
    .set({ status, error: error ?? null, finishedAt: sql`now()` })
    .where(inArray(newsletterDigestSends.id, ids));
}

/**
 * Claims a crashed run left behind: the mail may or may not have gone out, and sending it again
 * could mail someone twice, so they end as failed ("interrupted") and are not retried this week.
 */
export async function failInterruptedSends(db: Db, week: string, claimedBefore: Date): Promise<number> {
  const rows = await db
    .update(newsletterDigestSends)
    .set({ status: "failed", error: "interrupted while sending", finishedAt: sql`now()` })
    .where(
      and(
        eq(newsletterDigestSends.week, week),
        eq(newsletterDigestSends.status, "sending"),
        sql`${newsletterDigestSends.createdAt} < ${claimedBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: newsletterDigestSends.id });
  return rows.length;
}

export type DigestWeekStats = { week: string; sent: number; skipped: number; failed: number; sending: number };

/** Counts per status of the latest week that has any send row, or of `week` when given. */
export async function digestWeekStats(db: Db, week?: string): Promise<DigestWeekStats | null> {
  const target =
    week ??
    (
      await db
        .select({ week: newsletterDigestSends.week })
        .from(newsletterDigestSends)
        .orderBy(desc(newsletterDigestSends.week))
        .limit(1)
    )[0]?.week;
  if (!target) return null;
  const rows = await db
    .select({ status: newsletterDigestSends.status, count: sql<number>`count(*)::int` })
    .from(newsletterDigestSends)
    .where(eq(newsletterDigestSends.week, target))
    .groupBy(newsletterDigestSends.status);
  const count = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return {
    week: target,
    sent: count("sent"),
    skipped: count("skipped"),
    failed: count("failed"),
    sending: count("sending"),
  };
}

/** Subscribers per area, for the admin view: confirmed recipients, waiting, suppressed. */
export async function subscribersPerArea(db: Db) {
  return db
    .select({
      citySlug: cities.slug,
      cityName: cities.name,
      state: sql<string | null>`coalesce(${cities.state}, ${newsletterSubscribers.state})`,
      confirmed: sql<number>`(count(*) filter (where ${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.suppressedAt} is null))::int`,
      pending: sql<number>`(count(*) filter (where ${newsletterSubscribers.status} = 'pending'))::int`,
      suppressed: sql<number>`(count(*) filter (where ${newsletterSubscribers.suppressedAt} is not null))::int`,
    })
    .from(newsletterSubscribers)
    .leftJoin(cities, eq(cities.id, newsletterSubscribers.cityId))
    .where(inArray(newsletterSubscribers.status, ["confirmed", "pending"]))
    .groupBy(cities.slug, cities.name, cities.state, newsletterSubscribers.state)
    .orderBy(sql`3 nulls last`, asc(cities.name));
}

/**
 * How many subscribers the town's next digest reaches: its own subscribers and those of its whole
 * state. A count only; the owner's screen never sees an address.
 */
export async function digestReachOfTown(db: Db, cityId: number): Promise<number> {
  const [row] = await db
    .select({ reach: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(
      and(
        recipient,
        or(
          eq(newsletterSubscribers.cityId, cityId),
          and(
            isNull(newsletterSubscribers.cityId),
            sql`${newsletterSubscribers.state} = (select ${cities.state} from ${cities} where ${cities.id} = ${cityId})`,
          ),
        ),
      ),
    );
  return row?.reach ?? 0;
}
