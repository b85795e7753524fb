// A render worker's towns (ADR 051): a full build's keyed pages are all pages of one town (its
// stores, its list, its deals), so a worker reads only its towns, with their stores, and renders
// exactly their pages.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** The condition on a town id column: one of these towns, or any without a list. */
export function inTowns(townId: AnyColumn, towns: number[] | undefined): SQL | undefined {
  // One text parameter, not one per town: tens of thousands of towns pass PostgreSQL's 65,535.
  return towns && sql`${townId} = any(string_to_array(${towns.join(",")}, ',')::int[])`;
}
