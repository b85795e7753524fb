import type { Db } from "../../db/client.ts";
import { getCityBySlug, type CityWithCounts } from "./cities-queries.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { citySlugSchema } from "./city-slug.server.ts";

export const CITY_NOT_FOUND = "City not found. Please check the URL and try again.";

export async function findCity(db: Db, rawSlug: string | undefined): Promise<CityWithCounts> {
  const slug = citySlugSchema.safeParse(rawSlug ?? "");
  const row = slug.success ? await getCityBySlug(db, slug.data) : undefined;
  if (!row) throw notFound(CITY_NOT_FOUND);
  return row;
}
