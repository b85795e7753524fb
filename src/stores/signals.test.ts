import { describe, expect, it } from "vitest";
import { hasVerifiedVenueData, reviewSummary, verifiedVenue } from "./signals.ts";

const metadata = JSON.stringify({ stats: { total_ratings: 389 }, categories: [{ name: "Grocery Store" }] });
const base = { rating: 4.4, reviewCount: 8, foursquareId: "4b5c1f", foursquareMetadata: metadata, isSample: false };

describe("honest signals", () => {
  it("calls venue data verified only for a real listing with a venue id", () => {
    expect(hasVerifiedVenueData(base)).toBe(true);
    expect(hasVerifiedVenueData({ ...base, isSample: true })).toBe(false);
    expect(hasVerifiedVenueData({ ...base, foursquareId: null })).toBe(false);
    expect(hasVerifiedVenueData({ ...base, foursquareId: "  " })).toBe(false);
  });

  it("shows no venue details without verification", () => {
    expect(verifiedVenue(base).categories).toEqual(["Grocery Store"]);
    expect(verifiedVenue({ ...base, isSample: true }).categories).toEqual([]);
    expect(verifiedVenue({ ...base, foursquareId: null }).totalRatings).toBe(0);
  });

  it("gives one review count with its source", () => {
    expect(reviewSummary(base)).toEqual({ rating: 4.4, count: 389, source: "Foursquare venue data" });
    expect(reviewSummary({ ...base, foursquareId: null })).toEqual({
      rating: 4.4,
      count: 8,
      source: "imported with the listing",
    });
    expect(reviewSummary({ ...base, isSample: true })).toEqual({
      rating: 4.4,
      count: 8,
      source: "sample data",
    });
    expect(reviewSummary({ ...base, rating: null, foursquareMetadata: null }).rating).toBeNull();
  });

  it("uses Google's rating and count when the store was found there and has no venue ratings", () => {
    const google = { googlePlaceId: "ChIJN1t_tDeuEmsRUsoyG83frY4", googleRating: 4.6, googleReviewCount: 128 };
    expect(reviewSummary({ ...base, ...google, foursquareId: null })).toEqual({
      rating: 4.6,
      count: 128,
      source: "Google reviews",
    });
    expect(reviewSummary({ ...base, ...google }).source).toBe("Foursquare venue data");
    expect(reviewSummary({ ...base, ...google, isSample: true }).source).toBe("sample data");
    expect(reviewSummary({ ...base, ...google, googlePlaceId: null, foursquareId: null }).source).toBe(
      "imported with the listing",
    );
  });
});
