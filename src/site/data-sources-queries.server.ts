// Where the listed stores came from, counted (the /data page states its sources with these, issue #25).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";

export interface SourceCountRow {
  isSample: boolean;
  /** The import that added the store ('usda-snap', 'osm', ...); null when listed on the site. */
  dataSource: string | null;
  stores: number;
  /** Of those, stores with a verified owner (an approved claim). */
  owned: number;
}

export async function countStoresBySource(db: Db): Promise<SourceCountRow[]> {
  const rows = await db
    .select({
      isSample: groceryStores.isSample,
      dataSource: groceryStores.dataSource,
      stores: sql<number>`count(*)::int`,
      owned: sql<number>`count(${groceryStores.ownerId})::int`,
    })
    .from(groceryStores)
    .where(listedStore)
    .groupBy(groceryStores.isSample, groceryStores.dataSource);
  return rows.map((r) => ({ ...r, stores: Number(r.stores), owned: Number(r.owned) }));
}
