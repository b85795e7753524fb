// The admin's Newsletter view: subscribers per town or state, and the latest digest week's outcome.
import type { Db } from "../../db/client.ts";
import { digestWeekStats, subscribersPerArea } from "./newsletter-digest-queries.server.ts";
import type { NewsletterOverview } from "./newsletter-json.ts";
import { areaLabel } from "./area.ts";
import { isoWeek } from "./digest/week.server.ts";

export async function newsletterOverview(db: Db, now = new Date()): Promise<NewsletterOverview> {
  const rows = await subscribersPerArea(db);
  return {
    thisWeek: isoWeek(now),
    areas: rows.map((row) => ({ ...row, label: areaLabel(row) })),
    lastDigest: await digestWeekStats(db),
  };
}
