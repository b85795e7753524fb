// Records one event from POST /api/analytics/track. Whatever happens here, the caller answers 202:
// a beacon cannot act on an answer, and analytics must never disturb a page.
import type { Db } from "../../db/client.ts";
import { insertEvent } from "./analytics-queries.server.ts";
import { hitRateLimit } from "../platform/rate-limits-queries.server.ts";
import { isBot } from "./bots.server.ts";
import type { TrackEvent } from "./event-schema.server.ts";

/**
 * Far above what people on one network produce by browsing (a school or an office included), low
 * enough that a script looping on the endpoint stops moving the admin figures after an hour's worth.
 */
export const EVENTS_PER_NETWORK_PER_HOUR = 1000;

export type TrackOutcome = "recorded" | "bot" | "over_limit";

export async function trackEvent(
  db: Db,
  event: TrackEvent,
  client: { userAgent: string | null; networkHash: string },
): Promise<TrackOutcome> {
  if (isBot(client.userAgent)) return "bot";
  const { count } = await hitRateLimit(db, `analytics:${client.networkHash}`, 3600);
  if (count > EVENTS_PER_NETWORK_PER_HOUR) return "over_limit";
  await insertEvent(db, event);
  return "recorded";
}
