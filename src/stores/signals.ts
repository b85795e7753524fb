// What a listing may claim about itself (issue 13, honest signals). Venue data counts as verified
// only when it really came from the venue-data service: a venue id on a real listing, never on the
// sample dataset. A listing shows one review count, everywhere, and says where it comes from.
import type { StoreJson } from "./store-json.ts";
import { storeRating } from "./store-view.ts";
import { parseVenueMetadata, type VenueMetadata } from "./venue-metadata.ts";

type SignalFields = Pick<StoreJson, "foursquareId" | "foursquareMetadata" | "isSample" | "rating" | "reviewCount"> &
  Partial<Pick<StoreJson, "googlePlaceId" | "googleRating" | "googleReviewCount">>;

export function hasVerifiedVenueData(store: Pick<StoreJson, "foursquareId" | "isSample">): boolean {
  return !store.isSample && Boolean(store.foursquareId?.trim());
}

const NO_VENUE_DATA = parseVenueMetadata(null);

/** The venue-data service's details, or none: unverified metadata is never shown. */
export function verifiedVenue(
  store: Pick<StoreJson, "foursquareId" | "foursquareMetadata" | "isSample">,
): VenueMetadata {
  return hasVerifiedVenueData(store) ? parseVenueMetadata(store.foursquareMetadata) : NO_VENUE_DATA;
}

export interface ReviewSummary {
  /** 1-5, or null when the listing has no rating. */
  rating: number | null;
  count: number;
  /** Where the rating and count come from, as shoppers read it. */
  source: string;
}

/** The one rating and review count a listing shows, with its source. */
export function reviewSummary(store: SignalFields): ReviewSummary {
  const rating = storeRating(store.rating);
  if (store.isSample) return { rating, count: store.reviewCount, source: "sample data" };
  const venue = verifiedVenue(store);
  if (venue.totalRatings > 0) return { rating, count: venue.totalRatings, source: "Foursquare venue data" };
  // Google's figures, when the review update found the store there (ADR 021) and no venue ratings exist.
  if (store.googlePlaceId?.trim() && (store.googleReviewCount ?? 0) > 0) {
    return {
      rating: storeRating(store.googleRating ?? null),
      count: store.googleReviewCount!,
      source: "Google reviews",
    };
  }
  return { rating, count: store.reviewCount, source: "imported with the listing" };
}
