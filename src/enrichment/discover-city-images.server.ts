// POST /api/admin/cities/discover-images: for towns still showing the colour swatch, the lead
// image of their Wikipedia article with its licence and author (wikipedia.ts). One call handles a
// batch (a synchronous function has 60 s), biggest towns first, 500 ms apart; the admin runs it
// again for the rest. A town without a usable image is not asked again for 30 days.
import type { Db } from "../../db/client.ts";
import { updateCity } from "../towns/cities-queries.server.ts";
import {
  countCitiesNeedingImages,
  listCitiesNeedingImages,
  markCityImageChecked,
} from "./enrichment-queries.server.ts";
import { stateName } from "../towns/us-states.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { REQUEST_GAP_MS, pause } from "./pace.server.ts";
import { UpstreamError } from "./upstream.server.ts";
import { findCityImage } from "./wikipedia.server.ts";

export const CITY_BATCH = 20;
/** A synchronous function has 60 s (Netlify); the batch stops well before. */
const BATCH_BUDGET_MS = 40_000;

export interface DiscoverResult {
  updatedCount: number;
  processed: number;
  /** Towns still without an image that were not searched yet (run again). */
  remaining: number;
  message: string;
}

export async function discoverCityImages(db: Db, options: { gapMs?: number } = {}): Promise<DiscoverResult> {
  const gapMs = options.gapMs ?? REQUEST_GAP_MS;
  const deadline = Date.now() + BATCH_BUDGET_MS;
  const batch = await listCitiesNeedingImages(db, CITY_BATCH);
  let updatedCount = 0;
  let processed = 0;
  let stoppedBy: UpstreamError | undefined;
  for (const [index, city] of batch.entries()) {
    if (Date.now() > deadline) break;
    if (index > 0) await pause(gapMs);
    let image;
    try {
      image = await findCityImage(city.name, stateName(city.state) ?? city.state);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // Rate limits and outages affect every town alike: stop, and leave the rest for later.
      stoppedBy = error;
      break;
    }
    processed++;
    await db.transaction(async (tx) => {
      await markCityImageChecked(tx, city.id);
      if (!image) return;
      const values = {
        imageUrl: image.imageUrl,
        imageSource: "wikipedia",
        imageLicense: image.license,
        imageAuthor: image.author,
        imageAttributionUrl: image.attributionUrl,
      };
      await updateCity(tx, city.id, values);
      await recordAudit(tx, {
        actor: ADMIN_ACTOR,
        action: "city.image.discover",
        entityType: "city",
        entityId: String(city.id),
        before: { imageUrl: city.imageUrl, imageSource: city.imageSource },
        after: values,
      });
    });
    if (image) updatedCount++;
  }
  if (stoppedBy && processed === 0) {
    throw new ApiError("bad_gateway", `Failed to discover images: ${stoppedBy.message}`);
  }
  if (updatedCount > 0) await requestRebuild(db, `city images discovered: ${updatedCount}`);
  const remaining = await countCitiesNeedingImages(db);
  const stopped = stoppedBy ? ` Stopped early: ${stoppedBy.message}` : "";
  const more = remaining > 0 ? ` ${remaining} towns still to search: run it again.` : "";
  return {
    updatedCount,
    processed,
    remaining,
    message: `Found Wikipedia images for ${updatedCount} of ${processed} towns searched.${stopped}${more}`,
  };
}
