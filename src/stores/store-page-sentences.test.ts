// Issue #49, every sentence true on the store page: who features a boosted store, where to extend a
// boost, the owner's words for amenities, no boost offer on a listing waiting for review, and the day
// a person confirmed the details in the store's own time zone.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoreJson } from "./store-json.ts";
import StoreProfile from "./StoreProfile.tsx";

const store: StoreJson = {
  id: "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b",
  slug: "prairie-pantry",
  name: "Prairie Pantry",
  description: "A grocery on Main Street.",
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
  foursquareMetadata: null,
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

const page = (s: StoreJson, featuredByOwner = false) =>
  renderToStaticMarkup(createElement(StoreProfile, { store: s, featuredByOwner })).replace(/<!-- -->/g, "");

describe("the store page says only what the product knows", () => {
  it("says its owner features a boosted store only when its owner bought the boost", () => {
    const boosted = { ...store, isBoosted: true };
    expect(page(boosted)).not.toContain("Its owner features it");
    expect(page(boosted)).toContain("It is featured on Small Town Grocers");
    expect(page(boosted, true)).toContain("Its owner features it on Small Town Grocers.");
  });

  it("puts Extend in the active-boost panel", () => {
    const html = page({ ...store, isBoosted: true });
    expect(html).toContain(`<a href="/boost-profile/${store.id}?extend">Extend this boost</a>`);
  });

  it("uses the owner's word Wi-Fi, and no amenity nobody stated", () => {
    expect(page({ ...store, hasWifi: true })).toContain("Wi-Fi");
    expect(page({ ...store, hasWifi: true })).not.toContain("Free WiFi");
    expect(page({ ...store, hasWifi: null } as unknown as StoreJson)).not.toContain("Wi-Fi");
  });

  it("offers no boost on a listing waiting for review", () => {
    const html = page({ ...store, reviewStatus: "pending" });
    expect(html).not.toContain("/boost-profile/");
    expect(html).toContain("It can be boosted once our team has reviewed it.");
  });

  it("gives the day the details were confirmed in the store's time zone", () => {
    // 02:30 UTC on Nov 4 is still Nov 3 in Mankato, MN.
    expect(page({ ...store, confirmedAt: "2026-11-04T02:30:00.000Z" })).toContain(
      "Details last confirmed Nov 3, 2026 by the owner.",
    );
  });

  it("shows this week's circular before the store's photo, on the first screen", () => {
    const html = renderToStaticMarkup(
      createElement(StoreProfile, { store, deals: createElement("section", { id: "deals" }, "This week") }),
    );
    expect(html.indexOf('id="deals"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="deals"')).toBeLessThan(html.indexOf("profile-photo"));
  });

  it("builds About This Store from the current record, and leaves it out where the owner wrote one", () => {
    const renamed = {
      ...store,
      name: "Prairie Pantry & Deli",
      ownerDescription: null,
      aiGeneratedDescription: "Shoppers visit Old Name for everyday groceries. Highlights include organic produce.",
      hasLocalProduce: true,
      hasOrganicOfferings: false,
    };
    const html = page(renamed);
    expect(html).not.toContain("Old Name");
    expect(html).not.toContain("organic");
    expect(html).toContain(
      "Prairie Pantry &amp; Deli is a grocery store in Mankato, MN. Its listing says it offers local produce.",
    );
    const owned = page({ ...renamed, ownerDescription: "Our family has run this store since 1952." });
    expect(owned).not.toContain("About This Store");
  });
});
