// GET /api/admin/new-listings: the new listings waiting for review, in the queue's order, and the
// towns and reasons imported stores wait in, for deciding them many at once (ADR 035).
import type { Db } from "../../../db/client.ts";
import { countReviewQueue, listReviewQueue, reviewQueueGroups } from "../../../db/queries/review-queue.ts";
import type { NewListingQueueJson } from "../../shared/api/new-listing.ts";
import { storeHref } from "../../shared/stores/store-view.ts";
import { serializeAdminStore } from "../admin/stores/serialize.ts";

export async function loadReviewQueue(db: Db): Promise<NewListingQueueJson> {
  const [rows, total, groups] = await Promise.all([listReviewQueue(db), countReviewQueue(db), reviewQueueGroups(db)]);
  return {
    listings: rows.map((row) => ({
      ...serializeAdminStore(row),
      spamReasons: row.spamReasons,
      listerEmail: row.listerEmail,
      url: storeHref(row),
      reviewReason: row.reviewReason,
      dataSource: row.dataSource,
      sourceName: row.sourceName,
    })),
    total,
    groups,
  };
}
