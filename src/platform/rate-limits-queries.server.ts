import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";

/**
 * Counts one hit for `key` in a fixed window and returns the count so far and when the window
 * ends. One atomic upsert, so concurrent function instances never under-count.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return { count: row!.count, resetsAt: new Date(row!.windowStart.getTime() + windowSeconds * 1000) };
}

/** Takes back one hit for `key` (never below zero), for an action that turned out not to count. */
export async function refundRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
