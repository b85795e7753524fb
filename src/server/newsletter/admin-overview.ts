// The admin's Newsletter view: subscribers per town or state, and the latest digest week's outcome.
import type { Db } from "../../../db/client.ts";
import { digestWeekStats, subscribersPerArea } from "../../../db/queries/newsletter-digest.ts";
import type { NewsletterOverview } from "../../shared/api/newsletter.ts";
import { areaLabel } from "../../shared/newsletter/area.ts";
import { isoWeek } from "./digest/week.ts";

export async function newsletterOverview(db: Db, now = new Date()): Promise<NewsletterOverview> {
  const rows = await subscribersPerArea(db);
  return {
    thisWeek: isoWeek(now),
    areas: rows.map((row) => ({ ...row, label: areaLabel(row) })),
    lastDigest: await digestWeekStats(db),
  };
}
