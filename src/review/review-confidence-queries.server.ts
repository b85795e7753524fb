// The review confidence (0-100) of a store waiting for review, as one SQL expression so the queue
// sorts, filters and counts by it (ADR 063): what the store row holds and the import's own signals
// from its source records (ADR 061), here and nowhere else: the queue, its bands and the card's
// evidence all read `reviewConfidence`.
import { sql, type SQL } from "drizzle-orm";
import { BAND_MIN, type ConfidenceBand } from "./confidence.ts";
import { groceryStores, storeSourceRecords } from "../../db/schema.ts";

const s = groceryStores;

export const reviewConfidence: SQL<number> = sql<number>`least(100, greatest(0,
  50
  -- the spam rules flagged a listing from the form
  - case when jsonb_array_length(${s.spamReasons}) > 0 then 40 else 0 end
  -- the source placed the store itself, not its ZIP code or town
  + case when ${s.coordinatesPrecision} = 'address' then 10 else 0 end
  -- a licensed banner (IGA, ...) is an independent grocer by the import's own rule (ADR 017)
  + case when ${s.banner} is not null then 15 else 0 end
  -- shoppers who said "yes, open" from distinct networks (ADR 063)
  + 10 * least(${s.shopperYesCount}, 3)
  -- USDA's type of the store's newest record: a grocery type says grocer, a convenience store or
  -- a non-grocery type says otherwise (ADR 035's store types)
  + coalesce((
      select case
        when r.store_type ilike '%grocery store%' or r.store_type in ('Supermarket', 'Super Store') then 15
        when r.store_type ilike 'convenience%' or r.store_type ilike '%specialty%' then -15
        else 0 end
      from ${storeSourceRecords} r
      where r.grocery_store_id = ${s.id} and r.source = 'usda-snap'
      order by r.authorized_on desc nulls last, r.id desc
      limit 1
    ), 0)
  -- the newest USDA record's authorisation ended: the store may have closed
  - case when ${s.mayHaveClosedOn} is not null then 20 else 0 end
))::int`;

/** The band as SQL, for counting per band. Bounds inlined: GROUP BY must see the same text as SELECT. */
export const reviewConfidenceBand: SQL<ConfidenceBand> = sql<ConfidenceBand>`case
  when ${reviewConfidence} >= ${sql.raw(String(BAND_MIN.high))} then 'high'
  when ${reviewConfidence} >= ${sql.raw(String(BAND_MIN.medium))} then 'medium'
  else 'low' end`;
