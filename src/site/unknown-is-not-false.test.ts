// Issue #45 item 5 (ADR 060): what a store page tells search engines is only what its data holds. A
// store nobody described (an import: no amenities, hours, phone or ratings) gets no amenity, no
// price range and no promise of hours, phone or ratings; a described store gets exactly what it has.
import { describe, expect, it } from "vitest";
import type { StoreJson } from "../stores/store-json.ts";
import { groceryStoreData } from "./page-structured-data.ts";
import { storeMetaDescription } from "./store-meta-description.ts";

const site = "https://grocers.example";

// An imported USDA record as the import leaves it (Record_ID 242960 of tests/fixtures/snap).
const imported: StoreJson = {
  id: "0b6c2c56-8a53-4f0e-9d62-0a4a4c1f6f10",
  slug: "los-toros-meat-mkt-2",
  name: "Los Toros Meat Mkt #2",
  description: null,
  ownerDescription: null,
  aiGeneratedDescription: null,
  imageUrl: null,
  cityId: 1,
  cityName: "El Monte",
  citySlug: "el-monte-ca",
  state: "CA",
  address: "5225 Peck Rd",
  zipCode: "91732",
  phone: null,
  website: null,
  hours: null,
  rating: null,
  reviewCount: 0,
  googleRating: null,
  googleReviewCount: null,
  googlePlaceId: null,
  upvoteCount: 0,
  isBoosted: false,
  isActive: true,
  ownerId: null,
  foursquareId: null,
  foursquareMetadata: null,
  hasWifi: null,
  hasParking: null,
  petFriendly: null,
  hasLocalProduce: null,
  hasPreparedFoods: null,
  hasOrganicOfferings: null,
  acceptsSnap: true,
  snapAuthorizedOn: null,
  snapConfirmedOn: "2026-06-30",
  isSample: false,
  dataSource: "usda-snap",
  latitude: 34.097252,
  longitude: -118.01152,
  coordinatesPrecision: "address",
  createdAt: "2026-07-01T00:00:00.000Z",
  confirmedAt: "2026-07-01T00:00:00.000Z",
  confirmedBy: "import:usda-snap",
  reviewStatus: "approved",
};

// The same store once its owner described it: Wi-Fi yes, parking no, pets not stated.
const described: StoreJson = {
  ...imported,
  phone: "(626) 555-0142",
  hours: "Mo-Sa 07:00-19:00; Su off",
  rating: 4.6,
  reviewCount: 12,
  hasWifi: true,
  hasParking: false,
  hasLocalProduce: true,
  confirmedBy: "owner",
};

describe("structured data says only what the store's data holds", () => {
  it("lists no amenity and no price range for a store nobody described", () => {
    const data = groceryStoreData(imported, site);
    expect(data).not.toHaveProperty("priceRange");
    expect(data.amenityFeature).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/"value":false|priceRange/);
  });

  it("lists each known amenity with its value, and leaves out the unknown one", () => {
    const data = groceryStoreData(described, site);
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "WiFi", value: true },
      { "@type": "LocationFeatureSpecification", name: "Parking", value: false },
    ]);
    expect(data).not.toHaveProperty("priceRange");
  });
});

describe("the meta description promises only what the page has", () => {
  it("offers directions, and no hours, phone or ratings, for a store with only an address", () => {
    const text = storeMetaDescription(imported);
    expect(text).toBe(
      "Los Toros Meat Mkt #2 is an independent grocery store at 5225 Peck Rd, El Monte, CA. Directions.",
    );
    expect(text).not.toMatch(/hours|phone|ratings/i);
  });

  it("names the hours, phone, ratings and directions the page shows", () => {
    expect(storeMetaDescription(described)).toBe(
      "Los Toros Meat Mkt #2 is an independent grocery store at 5225 Peck Rd, El Monte, CA. Hours, phone, ratings and directions.",
    );
  });

  it("names each thing the page has, and only those", () => {
    expect(storeMetaDescription({ ...imported, phone: "(626) 555-0142" })).toMatch(/\. Phone and directions\.$/);
    expect(storeMetaDescription({ ...imported, hours: "Mo-Fr 08:00-18:00", rating: 4.1, reviewCount: 3 })).toMatch(
      /\. Hours, ratings and directions\.$/,
    );
  });

  it("promises no directions without an address", () => {
    expect(storeMetaDescription({ ...imported, address: " ", phone: "(626) 555-0142" })).toMatch(/\. Phone\.$/);
  });
});
