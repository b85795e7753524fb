// The review confidence (0-100) of a store waiting for review, as one SQL expression so the queue
// sorts, filters and counts by it (ADR 063). Today it reads only what the store row holds; the
// import's source records (issue #46 item 1) plug in HERE, and nowhere else: the queue, its bands and
// the card's evidence all read `reviewConfidence`.
import { sql, type SQL } from "drizzle-orm";
import { BAND_MIN, type ConfidenceBand } from "../../src/shared/review-queue/confidence.ts";
import { groceryStores } from "../schema.ts";

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
))::int`;

/** The band as SQL, for counting per band. Bounds inlined: GROUP BY must see the same text as SELECT. */
export const reviewConfidenceBand: SQL<ConfidenceBand> = sql<ConfidenceBand>`case
  when ${reviewConfidence} >= ${sql.raw(String(BAND_MIN.high))} then 'high'
  when ${reviewConfidence} >= ${sql.raw(String(BAND_MIN.medium))} then 'medium'
  else 'low' end`;
