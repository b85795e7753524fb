// Analytics events in, the admin report out. No cookie, device or network value is ever stored
// with an event (docs/decisions/009-analytics-events.md).
import { and, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, cities, groceryStores } from "../../db/schema.ts";

export interface NewEvent {
  eventType: string;
  page?: string | null;
  cityId?: number | null;
  groceryStoreId?: string | null;
  metadata?: string | null;
  searchQuery?: string | null;
}

/**
 * Stores the event unless it names a city or store that does not exist: a stale or forged id is
 * dropped quietly instead of failing on the foreign key.
 */
export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  const cityId = event.cityId ?? null;
  const storeId = event.groceryStoreId ?? null;
  await db.execute(sql`
    insert into ${analyticsEvents} (event_type, page, city_id, grocery_store_id, metadata, search_query)
    select ${event.eventType}, ${event.page ?? null}, ${cityId}::int, ${storeId}::uuid, ${event.metadata ?? null},
           ${event.searchQuery ?? null}
    where (${cityId}::int is null or exists (select 1 from ${cities} where ${cities.id} = ${cityId}::int))
      and (${storeId}::uuid is null
           or exists (select 1 from ${groceryStores} where ${groceryStores.id} = ${storeId}::uuid))`);
}

/** Several searches in one statement (src/analytics/record-search.server.ts batches them). */
export async function insertSearches(db: Db, queries: string[]): Promise<void> {
  if (!queries.length) return;
  await db.insert(analyticsEvents).values(queries.map((searchQuery) => ({ eventType: "search", searchQuery })));
}

const isPageView = eq(analyticsEvents.eventType, "page_view");

export async function countPageViews(db: Db): Promise<number> {
  const [row] = await db.select({ views: count() }).from(analyticsEvents).where(isPageView);
  return Number(row?.views ?? 0);
}

/** Each distinct search text of the last `days` days with how often it was searched (popular searches). */
export async function searchCounts(db: Db, days: number): Promise<{ query: string; searches: number }[]> {
  const rows = await db
    .select({ query: analyticsEvents.searchQuery, searches: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.eventType, "search"),
        sql`${analyticsEvents.searchQuery} <> ''`,
        sql`${analyticsEvents.createdAt} > now() - make_interval(days => ${days})`,
      ),
    )
    .groupBy(analyticsEvents.searchQuery);
  return rows.map((r) => ({ query: r.query!, searches: Number(r.searches) }));
}

/** The most recent distinct search texts, newest first. */
export async function recentSearchQueries(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ query: analyticsEvents.searchQuery, lastAt: max(analyticsEvents.createdAt) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, "search"), sql`${analyticsEvents.searchQuery} <> ''`))
    .groupBy(analyticsEvents.searchQuery)
    .orderBy(desc(max(analyticsEvents.createdAt)), analyticsEvents.searchQuery)
    .limit(limit);
  return rows.map((r) => r.query!);
}

const viewCount = sql<number>`count(*)::int`;

/** Stores with the most page views (deleted stores left out). */
export async function mostViewedStores(db: Db, limit: number) {
  return db
    .select({ id: groceryStores.id, name: groceryStores.name, cityName: cities.name, viewCount })
    .from(analyticsEvents)
    .innerJoin(groceryStores, eq(groceryStores.id, analyticsEvents.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(and(isPageView, isNull(groceryStores.deletedAt)))
    .groupBy(groceryStores.id, cities.name)
    .orderBy(desc(viewCount), groceryStores.name, groceryStores.id)
    .limit(limit);
}

/** Cities whose own page was viewed most. */
export async function mostViewedCities(db: Db, limit: number) {
  return db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, viewCount })
    .from(analyticsEvents)
    .innerJoin(cities, eq(cities.id, analyticsEvents.cityId))
    .where(isPageView)
    .groupBy(cities.id)
    .orderBy(desc(viewCount), cities.name, cities.id)
    .limit(limit);
}

/** Narrows the page views charted per day to one city's page or one store's page. */
export type PageViewScope = { cityId: number } | { storeId: string };

/**
 * Page views per UTC day for the last `days` days, today included, with empty days as 0. With a
 * scope, only views of that city's own page (as the top-cities list counts them) or of that
 * store's page.
 */
export async function pageViewsByDay(
  db: Db,
  days: number,
  scope?: PageViewScope,
): Promise<Array<{ date: string; views: number }>> {
  // Part of the join condition, not a WHERE: the empty days must survive the left join.
  const scoped = !scope
    ? sql``
    : "cityId" in scope
      ? sql`and e.city_id = ${scope.cityId}::int`
      : sql`and e.grocery_store_id = ${scope.storeId}::uuid`;
  // Every driver (pg, PGlite, Neon) answers a raw query with its rows under `rows`.
  const result = (await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, count(e.id)::int as views
    from generate_series(
      (now() at time zone 'UTC')::date - ${days - 1}::int,
      (now() at time zone 'UTC')::date,
      interval '1 day'
    ) as d(day)
    left join ${analyticsEvents} e
      on e.event_type = 'page_view'
     and e.created_at >= (d.day at time zone 'UTC')
     and e.created_at < ((d.day + interval '1 day') at time zone 'UTC')
     ${scoped}
    group by d.day
    order by d.day`)) as unknown as { rows: Array<{ date: string; views: number | string }> };
  return result.rows.map((r) => ({ date: r.date, views: Number(r.views) }));
}

/** Whether the scope names a city or a store that exists (a deleted store still has its history). */
export async function pageViewScopeExists(db: Db, scope: PageViewScope): Promise<boolean> {
  const rows =
    "cityId" in scope
      ? await db.select({ id: cities.id }).from(cities).where(eq(cities.id, scope.cityId)).limit(1)
      : await db
          .select({ id: groceryStores.id })
          .from(groceryStores)
          .where(eq(groceryStores.id, scope.storeId))
          .limit(1);
  return rows.length > 0;
}
