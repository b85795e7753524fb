// The one definition of an active boost: paid for ("active") and its period not over yet. "Boosted"
// is derived from the boosts table at read time with it, so a boost that ran out is never shown as
// featured, whether or not anything noticed it expire. Every query that asks "is this boost running"
// uses this fragment, so the rule cannot drift between the badge, the checkout and the circulars.
import { sql, type SQL } from "drizzle-orm";
import { boosts, groceryStores } from "../../db/schema.ts";

/** "Now", or a fixed instant (tests check the exact boundary). */
const instant = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** The boost row in scope is running at `at` (default now). A status alone is not enough: a paid
 *  period ends without any event, and a one-time boost keeps "active" after its 30 days. */
export const boostIsActive = (at?: Date): SQL<boolean> =>
  sql<boolean>`(${boosts.status} = 'active' and ${boosts.currentPeriodEnd} > ${instant(at)})`;

/** The grocery store in scope has an active boost right now. */
export const hasActiveBoost: SQL<boolean> = sql<boolean>`exists (
  select 1 from ${boosts}
  where ${boosts.groceryStoreId} = ${groceryStores.id}
    and ${boostIsActive()}
)`;
