// GET /api/admin/new-listings: one page of the new listings waiting for review, sorted and filtered
// as asked, with the count per filter value, and the towns and reasons imported stores wait in, for
// deciding them many at once (ADR 035, 063).
import type { Db } from "../../db/client.ts";
import {
  FORM_LISTING_REASON,
  countReviewQueue,
  listReviewQueue,
  reviewQueueFacets,
  reviewQueueGroups,
} from "./review-queue-queries.server.ts";
import { countShopperAnswers } from "../stores/shopper-answers-queries.server.ts";
import { sourceRecordsOfStores } from "../imports/source-records-queries.server.ts";
import type { NewListingQueueJson } from "./new-listing-json.ts";
import { BAND_LABEL, CONFIDENCE_BANDS } from "./confidence.ts";
import { newListingsQuerySchema } from "./new-listings-query.ts";
import { queueParams } from "./queue-query.ts";
import { storeHref } from "../stores/store-view.ts";
import { serializeAdminStore } from "../admin/serialize-admin-store.server.ts";
import { zipInScope } from "../scope/scope.server.ts";

export async function loadReviewQueue(db: Db, search: URLSearchParams): Promise<NewListingQueueJson> {
  const { page, pageSize, sort, ...filters } = newListingsQuerySchema.parse(queueParams(search));
  const [rows, counts, facets, groups] = await Promise.all([
    listReviewQueue(db, { filters, sort, page, pageSize }),
    countReviewQueue(db, filters),
    reviewQueueFacets(db, filters),
    reviewQueueGroups(db),
  ]);
  const ids = rows.map((row) => row.id);
  const [answers, records] = await Promise.all([countShopperAnswers(db, ids), sourceRecordsOfStores(db, ids)]);
  return {
    items: rows.map((row) => ({
      ...serializeAdminStore(row),
      spamReasons: row.spamReasons,
      listerEmail: row.listerEmail,
      url: storeHref(row),
      reviewReason: row.reviewReason,
      dataSource: row.dataSource,
      sourceName: row.sourceName,
      confidence: row.confidence,
      shopperAnswers: answers.get(row.id) ?? { yes: 0, notGrocery: 0, closed: 0 },
      scope: zipInScope(row.zipCode.slice(0, 5)).reason,
      sourceRecords: (records.get(row.id) ?? []).map((r) => ({
        source: r.source,
        recordId: r.recordId,
        storeType: r.storeType,
        name: r.name,
        address: r.address,
        authorizedOn: r.authorizedOn,
        endedOn: r.endedOn,
        decision: r.decision,
        reason: r.reason,
      })),
    })),
    ...counts,
    page,
    pageSize,
    sort,
    facets: {
      state: facets.states.map((f) => ({ value: f.state, label: f.state, count: f.count })),
      town: facets.towns.map((f) => ({ value: String(f.cityId), label: `${f.name}, ${f.state}`, count: f.count })),
      reason: facets.reasons.map((f) => ({
        value: f.reason ?? FORM_LISTING_REASON,
        label: f.reason ?? "Listed through the form",
        count: f.count,
      })),
      band: CONFIDENCE_BANDS.map((band) => ({
        value: band,
        label: BAND_LABEL[band],
        count: facets.bands.find((f) => f.band === band)?.count ?? 0,
      })),
    },
    groups,
  };
}
