// GET /api/admin/enrichment/status: what the Reviews tab and /admin/update-images show: which
// review services have keys, how many stores and towns still need images, the latest bulk runs.
import type { Db } from "../../db/client.ts";
import {
  countCitiesNeedingImages,
  countReviewableStores,
  countStoresNeedingImages,
  latestJob,
} from "./enrichment-queries.server.ts";
import type { EnrichmentStatusJson } from "./enrichment-json.ts";
import { REQUEST_GAP_MS } from "./pace.server.ts";
import { REVIEWS_NOT_CONFIGURED, reviewKeys } from "./review-sources.server.ts";
import { serializeJob } from "./serialize-job.server.ts";

export async function enrichmentStatus(db: Db): Promise<EnrichmentStatusJson> {
  const keys = reviewKeys();
  const [storeCount, needingImages, citiesNeedingImages, reviewsJob, imagesJob] = await Promise.all([
    countReviewableStores(db),
    countStoresNeedingImages(db),
    countCitiesNeedingImages(db),
    latestJob(db, "reviews"),
    latestJob(db, "images"),
  ]);
  return {
    reviews: {
      foursquare: Boolean(keys.foursquare),
      google: Boolean(keys.google),
      notConfigured: keys.foursquare || keys.google ? null : REVIEWS_NOT_CONFIGURED,
      storeCount,
      job: reviewsJob ? serializeJob(reviewsJob) : null,
    },
    images: { needingImages, requestGapMs: REQUEST_GAP_MS, job: imagesJob ? serializeJob(imagesJob) : null },
    cityImages: { needingImages: citiesNeedingImages },
  };
}
