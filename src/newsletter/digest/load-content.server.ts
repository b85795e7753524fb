// Gathers one area's digest for the week of `now`: the circulars valid from today to Sunday, the
// featured stores, and the stores listed in the last 7 days. Caps keep a state-wide digest short;
// the "More grocers" link leads to the rest.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  digestCirculars,
  digestFeaturedStores,
  digestNewStores,
  type DigestArea,
} from "../newsletter-digest-queries.server.ts";
import { cities } from "../../../db/schema.ts";
import { areaLabel } from "../area.ts";
import { cityHref } from "../../stores/store-view.ts";
import type { DigestContent } from "./content.server.ts";
import { digestDays } from "./week.server.ts";

const MAX_CIRCULARS = 12;
const MAX_FEATURED = 6;
const MAX_NEW = 12;
const NEW_WITHIN_MS = 7 * 86_400_000;

/** The content, or null when the area is a town that no longer exists. */
export async function loadDigestContent(db: Db, area: DigestArea, now: Date): Promise<DigestContent | null> {
  let label: string;
  let areaPath: string;
  if ("cityId" in area) {
    const [city] = await db.select().from(cities).where(eq(cities.id, area.cityId));
    if (!city) return null;
    label = areaLabel({ cityName: city.name, state: city.state });
    areaPath = cityHref(city.slug);
  } else {
    label = areaLabel({ state: area.state });
    areaPath = `/cities#state-${area.state.toLowerCase()}`;
  }
  const { from, to } = digestDays(now);
  const [circulars, featured, newStores] = await Promise.all([
    digestCirculars(db, area, from, to, MAX_CIRCULARS),
    digestFeaturedStores(db, area, MAX_FEATURED),
    digestNewStores(db, area, new Date(now.getTime() - NEW_WITHIN_MS), MAX_NEW),
  ]);
  return { areaLabel: label, areaPath, circulars, featured, newStores };
}
