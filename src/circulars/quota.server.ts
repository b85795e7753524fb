import type { Db } from "../../db/client.ts";
import { countQuotaUsed, getCurrentBoostPeriod } from "./circulars-queries.server.ts";
import { CIRCULAR_QUOTA, type CircularQuota } from "./circulars.ts";

/** Uploads used in the boost period running now; none left without a boost. */
export async function circularQuota(
  db: Db,
  storeId: string,
  boost?: Awaited<ReturnType<typeof getCurrentBoostPeriod>>,
): Promise<CircularQuota> {
  const period = boost ?? (await getCurrentBoostPeriod(db, storeId));
  if (!period) return { quotaUsed: 0, quotaLimit: CIRCULAR_QUOTA, remaining: 0, periodEnd: null, renews: false };
  const quotaUsed = await countQuotaUsed(db, storeId, period);
  return {
    quotaUsed,
    quotaLimit: CIRCULAR_QUOTA,
    remaining: Math.max(0, CIRCULAR_QUOTA - quotaUsed),
    periodEnd: period.periodEnd.toISOString(),
    renews: period.kind === "subscription",
  };
}
