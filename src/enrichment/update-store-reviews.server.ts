// POST /api/admin/coffee-shops/{id}/update-reviews: one store's venue data (Foursquare) and Google
// rating, asked of whichever services have keys, written in one transaction with an audit row.
// The listing's shown rating follows the honest-signals rule (shared/stores/signals.ts): the
// venue-data service's rating when it has ratings, else Google's.
import type { Db } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreById, type StoreRow } from "../stores/stores-queries.server.ts";
import type { NewGroceryStore } from "../../db/schema.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { findVenue, type Venue } from "./foursquare.server.ts";
import { findPlace, type Place } from "./google-places.server.ts";
import { requireReviewKeys, type ReviewKeys } from "./review-sources.server.ts";
import { UpstreamError, type UpstreamFailure } from "./upstream.server.ts";

export const FOURSQUARE_CONFIRMATION: ConfirmedBy = "import:Foursquare venue data";
export const GOOGLE_CONFIRMATION: ConfirmedBy = "import:Google Places";

type Outcome<T> = { found: T | null } | { error: UpstreamError };

async function ask<T>(
  key: string | undefined,
  fetchIt: (key: string) => Promise<T | null>,
): Promise<Outcome<T> | null> {
  if (!key) return null;
  try {
    return { found: await fetchIt(key) };
  } catch (error) {
    if (error instanceof UpstreamError) return { error };
    throw error;
  }
}

/** Every configured service failed; `kinds` says how (a refused key stops a bulk run). */
export class ReviewsFailedError extends ApiError {
  constructor(
    message: string,
    readonly kinds: UpstreamFailure[],
  ) {
    super("bad_gateway", message);
  }
}

export interface ReviewUpdate {
  message: string;
  /** True when at least one service matched the store and its data was written. */
  updated: boolean;
}

function describe(venue: Venue | null, place: Place | null): string[] {
  const parts: string[] = [];
  if (venue) {
    parts.push(
      venue.rating === null
        ? `Foursquare venue found (no rating yet, ${venue.totalRatings} ratings)`
        : `Foursquare ${venue.rating.toFixed(1)} from ${venue.totalRatings} ratings`,
    );
  }
  if (place) {
    parts.push(
      place.rating === null
        ? "Google place found (no rating yet)"
        : `Google ${place.rating.toFixed(1)} from ${place.reviewCount} reviews`,
    );
  }
  return parts;
}

function changes(store: StoreRow, venue: Venue | null, place: Place | null): Partial<NewGroceryStore> {
  const values: Partial<NewGroceryStore> = {};
  if (venue) {
    values.foursquareId = venue.id;
    values.foursquareMetadata = venue.metadata;
  }
  if (place) {
    values.googlePlaceId = place.id;
    values.googleRating = place.rating;
    values.googleReviewCount = place.reviewCount;
  }
  if (venue && venue.rating !== null && venue.totalRatings > 0) {
    values.rating = venue.rating;
    values.reviewCount = venue.totalRatings;
  } else if (place && place.rating !== null && place.reviewCount > 0 && !hasVenueRatings(store, venue)) {
    values.rating = place.rating;
    values.reviewCount = place.reviewCount;
  }
  if (venue || place) {
    values.confirmedAt = new Date();
    values.confirmedBy = venue ? FOURSQUARE_CONFIRMATION : GOOGLE_CONFIRMATION;
  }
  return values;
}

/** Venue ratings already on the listing win over Google's (one rating, one source). */
function hasVenueRatings(store: StoreRow, venue: Venue | null): boolean {
  if (venue) return venue.totalRatings > 0 && venue.rating !== null;
  return Boolean(store.foursquareId) && store.confirmedBy === FOURSQUARE_CONFIRMATION;
}

export async function updateStoreReviewsFor(db: Db, store: StoreRow, keys: ReviewKeys): Promise<ReviewUpdate> {
  if (store.isSample) {
    throw new ApiError("conflict", "This is a made-up sample listing: there are no real reviews to fetch for it.");
  }
  const near = `${store.cityName}, ${store.state}`;
  const [fsq, google] = await Promise.all([
    ask(keys.foursquare, (key) =>
      findVenue(key, { name: store.name, latitude: store.latitude, longitude: store.longitude, near }),
    ),
    ask(keys.google, (key) =>
      findPlace(key, {
        name: store.name,
        address: `${store.address}, ${near} ${store.zipCode}`,
        latitude: store.latitude,
        longitude: store.longitude,
      }),
    ),
  ]);
  const outcomes = [fsq, google].filter((o) => o !== null);
  const failures = outcomes.flatMap((o) => ("error" in o ? [o.error] : []));
  const errors = failures.map((e) => e.message);
  if (failures.length === outcomes.length) {
    throw new ReviewsFailedError(
      `Failed to update reviews: ${errors.join(" ")}`,
      failures.map((e) => e.kind),
    );
  }
  const venue = fsq && "found" in fsq ? fsq.found : null;
  const place = google && "found" in google ? google.found : null;
  const values = changes(store, venue, place);
  const found = describe(venue, place);
  const problems = errors.length ? ` ${errors.join(" ")}` : "";
  if (found.length === 0) {
    return {
      updated: false,
      message: `No venue matching "${store.name}" was found near ${near}; nothing changed.${problems}`,
    };
  }
  await db.transaction(async (tx) => {
    await updateStoreRow(tx, store.id, values);
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "store.reviews.update",
      entityType: "grocery_store",
      entityId: store.id,
      before: Object.fromEntries(Object.keys(values).map((k) => [k, store[k as keyof StoreRow]])),
      after: values,
    });
  });
  return { updated: true, message: `Reviews updated for ${store.name}: ${found.join("; ")}.${problems}` };
}

export async function updateStoreReviews(db: Db, id: string): Promise<ReviewUpdate> {
  const keys = requireReviewKeys();
  const store = await getStoreById(db, id);
  if (!store) throw notFound(STORE_NOT_FOUND);
  const result = await updateStoreReviewsFor(db, store, keys);
  if (result.updated) await requestRebuild(db, `reviews updated: ${id}`);
  return result;
}
