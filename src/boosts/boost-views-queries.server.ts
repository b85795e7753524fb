// The sample behind the boost pages' "more profile views" figure (ADR 038): store-page views in the
// last 30 days, featured stores against the other listed stores of the same towns.
import { sql } from "drizzle-orm";
import type { ViewSample } from "./view-lift.ts";
import type { Db } from "../../db/client.ts";
import { hasActiveBoost } from "./active-boost-queries.server.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";
import { analyticsEvents, groceryStores } from "../../db/schema.ts";

export async function boostViewSample(db: Db, windowDays: number): Promise<ViewSample> {
  // "Featured" is the store's state now (boosted at build time): a store boosted for part of the
  // window counts as featured for all of it, which understates the lift rather than inflating it.
  // Every driver (pg, PGlite, Neon) answers a raw query with its rows under `rows`.
  const result = (await db.execute(sql`
    with s as (
      select ${groceryStores.cityId} as city_id, ${hasActiveBoost} as featured,
        (select count(*) from ${analyticsEvents} e
          where e.grocery_store_id = ${groceryStores.id} and e.event_type = 'page_view'
            and e.created_at > now() - make_interval(days => ${windowDays}::int)) as views
      from ${groceryStores} where ${listedStore}
    ),
    towns as (select city_id from s group by city_id having bool_or(featured) and bool_or(not featured))
    select featured, count(*)::int as stores, coalesce(sum(views), 0)::int as views,
           count(distinct city_id)::int as towns
      from s where city_id in (select city_id from towns) group by featured`)) as unknown as {
    rows: Array<{ featured: boolean; stores: number | string; views: number | string; towns: number | string }>;
  };
  const part = (featured: boolean) => result.rows.find((r) => r.featured === featured);
  const [f, o] = [part(true), part(false)];
  return {
    featured: { stores: Number(f?.stores ?? 0), views: Number(f?.views ?? 0) },
    other: { stores: Number(o?.stores ?? 0), views: Number(o?.views ?? 0) },
    towns: Number(f?.towns ?? 0),
  };
}
