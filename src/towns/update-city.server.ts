// Admin edits to a city's description and image: validated, audited, then the public pages catch up.
import { z } from "zod";
import { isPublicWebUrl, publicWebUrlMessage } from "../platform/public-url.ts";
import { text } from "../platform/text.ts";
import type { Db } from "../../db/client.ts";
import { getCityById, updateCity } from "./cities-queries.server.ts";
import { CITY_NOT_FOUND } from "./find-city.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";

export const cityDescriptionSchema = z.object({
  description: text({ error: "Please enter a description" })
    .trim()
    .max(4000, "Description must be at most 4000 characters."),
});

export const cityImageSchema = z.object({
  imageUrl: text({ error: "Please enter an image URL" })
    .trim()
    .min(1, "Please enter an image URL")
    .max(1000, "Image URL must be at most 1000 characters.")
    .refine(isPublicWebUrl, publicWebUrlMessage("Image URL")),
});

export function parseCityId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(CITY_NOT_FOUND);
  return id;
}

async function changeCity(
  db: Db,
  id: number,
  values: {
    description?: string | null;
    imageUrl?: string;
    imageSource?: string;
    imageLicense?: null;
    imageAuthor?: null;
    imageAttributionUrl?: null;
  },
) {
  const before = await getCityById(db, id);
  if (!before) throw notFound(CITY_NOT_FOUND);
  await db.transaction(async (tx) => {
    await updateCity(tx, id, values);
    const keys = Object.keys(values) as Array<keyof typeof before.city>;
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "city.update",
      entityType: "city",
      entityId: String(id),
      before: Object.fromEntries(keys.map((k) => [k, before.city[k]])),
      after: values,
    });
  });
  await requestRebuild(db, `city edited: ${id}`);
  return (await getCityById(db, id))!;
}

export const updateCityDescription = (db: Db, id: number, description: string) =>
  changeCity(db, id, { description: description || null });

/**
 * An image an admin sets by hand is "custom" (spec: any source other than the known ones); the
 * attribution of a discovered image no longer applies to it.
 */
export const updateCityImage = (db: Db, id: number, imageUrl: string) =>
  changeCity(db, id, {
    imageUrl,
    imageSource: "custom",
    imageLicense: null,
    imageAuthor: null,
    imageAttributionUrl: null,
  });
