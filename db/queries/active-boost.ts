// "Boosted" is derived from the boosts table at read time, so a boost that ran out is never shown
// as featured, whether or not anything noticed it expire.
import { sql, type SQL } from "drizzle-orm";
import { boosts, groceryStores } from "../schema.ts";

export const hasActiveBoost: SQL<boolean> = sql<boolean>`exists (
  select 1 from ${boosts}
  where ${boosts.groceryStoreId} = ${groceryStores.id}
    and ${boosts.status} = 'active'
    and ${boosts.currentPeriodEnd} > now()
)`;
