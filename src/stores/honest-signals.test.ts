// Issue 13, honest signals, as a shopper and a search engine read the profile: no verification
// claims on sample listings, and one review count with its source.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoreJson } from "./store-json.ts";
import { groceryStoreData } from "../site/page-structured-data.ts";
import StoreProfile from "./StoreProfile.tsx";

const venueMetadata = JSON.stringify({
  stats: { total_ratings: 389, total_photos: 12, total_tips: 3 },
  tips: [{ text: "Great bakery" }],
  categories: [{ name: "Grocery Store" }],
  social_media: { instagram: "prairiepantry" },
});

const store: StoreJson = {
  id: "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b",
  slug: "prairie-pantry",
  name: "Prairie Pantry",
  description: "A family-run grocery.",
  ownerDescription: null,
  aiGeneratedDescription: "Shoppers visit Prairie Pantry for everyday groceries.",
  imageUrl: null,
  cityId: 1,
  cityName: "Mankato",
  citySlug: "mankato-mn",
  state: "MN",
  address: "12 North Main Street",
  zipCode: "56001",
  phone: "(507) 555-0100",
  website: null,
  hours: null,
  rating: 4.4,
  reviewCount: 8,
  googleRating: null,
  googleReviewCount: null,
  googlePlaceId: null,
  upvoteCount: 0,
  isBoosted: false,
  isActive: true,
  ownerId: null,
  foursquareId: "4b5c1f9af964a520",
  foursquareMetadata: venueMetadata,
  hasWifi: false,
  hasParking: false,
  petFriendly: false,
  hasLocalProduce: false,
  hasPreparedFoods: false,
  hasOrganicOfferings: false,
  acceptsSnap: false,
  isSample: false,
  latitude: null,
  coordinatesPrecision: null,
  longitude: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  confirmedAt: "2026-11-03T12:00:00.000Z",
  confirmedBy: "owner",
  reviewStatus: "approved",
  snapAuthorizedOn: null,
  snapConfirmedOn: null,
};

const page = (s: StoreJson) => renderToStaticMarkup(createElement(StoreProfile, { store: s })).replace(/<!-- -->/g, "");
const reviewCounts = (html: string) => [...html.matchAll(/(\d+) (?:reviews?|ratings?)\b/g)].map((m) => m[1]);
const site = "https://grocers.example";

describe("honest signals on the store profile", () => {
  it("claims verified venue data for a real listing that has it, with one review count and its source", () => {
    const html = page(store);
    expect(html).toContain("Venue verified");
    expect(html).toContain("Enhanced with verified business data");
    expect(new Set(reviewCounts(html))).toEqual(new Set(["389"]));
    expect(html).toContain("Foursquare venue data");
    expect(groceryStoreData(store, site).aggregateRating).toMatchObject({ ratingValue: 4.4, reviewCount: 389 });
  });

  it("claims nothing verified on a sample listing, even with venue fields filled in", () => {
    const sample = { ...store, isSample: true };
    const html = page(sample);
    expect(html).not.toContain("Venue verified");
    expect(html).not.toContain("Enhanced with verified business data");
    expect(html).not.toContain("Great bakery");
    expect(new Set(reviewCounts(html))).toEqual(new Set(["8"]));
    expect(html).toContain("sample data");
    const data = groceryStoreData(sample, site);
    expect(data.aggregateRating).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain("instagram");
  });

  it("says when the details were last confirmed and by whom", () => {
    expect(page(store)).toContain("Details last confirmed Nov 3, 2026 by the owner.");
  });

  it("uses the listing's own count, said to be imported, without venue data", () => {
    const html = page({ ...store, foursquareId: null });
    expect(html).not.toContain("Venue verified");
    expect(new Set(reviewCounts(html))).toEqual(new Set(["8"]));
    expect(html).toContain("imported with the listing");
  });
});
