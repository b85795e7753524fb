// Turns the area a form sent (a town slug or a state code) into what a subscriber row stores.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SubscriberArea } from "./newsletter-queries.server.ts";
import { cities } from "../../db/schema.ts";
import type { NewsletterArea } from "./area.ts";
import { ApiError } from "../platform/errors.server.ts";

/** undefined when the form named no area (the home page before the visitor chose). */
export async function resolveArea(db: Db, area: NewsletterArea): Promise<SubscriberArea | undefined> {
  if (area.citySlug) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, area.citySlug));
    if (!city)
      throw new ApiError("validation_failed", "That town is not on the site.", {
        fields: { citySlug: "That town is not on the site." },
      });
    return { cityId: city.id, state: null };
  }
  if (area.state) return { cityId: null, state: area.state };
  return undefined;
}
