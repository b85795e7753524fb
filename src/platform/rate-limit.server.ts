// Refuses a caller past `limit` actions per window with a 429 that says when to come back.
import type { Db } from "../../db/client.ts";
import { hitRateLimit } from "./rate-limits-queries.server.ts";
import { ApiError } from "./errors.server.ts";

export async function enforceRateLimit(
  db: Db,
  options: { key: string; limit: number; windowSeconds: number; message: string },
): Promise<void> {
  const { count, resetsAt } = await hitRateLimit(db, options.key, options.windowSeconds);
  if (count > options.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
    throw new ApiError("rate_limited", options.message, { retryAfterSeconds });
  }
}
