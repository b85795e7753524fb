import { describe, expect, it } from "vitest";
import type { StoreJson } from "../stores/store-json.ts";
import {
  applyCityQuery,
  decodeCityStores,
  encodeCityStores,
  parseShownPages,
  parseCityQuery,
  showingText,
  toggleFilter,
  cityPageCount,
  cityPageSlice,
  CITY_PAGE_SIZE,
  writeShownPages,
  writeCityQuery,
  type CityQuery,
} from "./city-stores.ts";
import { clipText } from "../stores/store-view.ts";

const city = { name: "Mankato", slug: "mankato-mn", state: "MN" };

function store(overrides: Partial<StoreJson>): StoreJson {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    slug: "store",
    name: "Store",
    description: "A grocer.",
    ownerDescription: null,
    aiGeneratedDescription: null,
    imageUrl: null,
    cityId: 1,
    cityName: city.name,
    citySlug: city.slug,
    state: city.state,
    address: "1 Main St",
    zipCode: "56001",
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
    // An imported store: nobody has stated its amenities (ADR 060).
    hasWifi: null,
    hasParking: null,
    petFriendly: null,
    hasLocalProduce: null,
    hasPreparedFoods: null,
    hasOrganicOfferings: null,
    acceptsSnap: false,
    snapAuthorizedOn: null,
    snapConfirmedOn: null,
    isSample: false,
    latitude: 44.16,
    longitude: -94.0,
    coordinatesPrecision: "zip",
    createdAt: "2026-01-01T00:00:00.000Z",
    confirmedAt: "2026-01-01T00:00:00.000Z",
    confirmedBy: "import",
    reviewStatus: "approved",
    ...overrides,
  };
}

// The build's ranking: boosted first, then votes, then rating.
const ranked = [
  store({
    id: "a",
    name: "Zenith Market",
    isBoosted: true,
    upvoteCount: 2,
    rating: 3.9,
    reviewCount: 10,
    acceptsSnap: true,
  }),
  store({
    id: "b",
    name: "apple Co-op",
    upvoteCount: 9,
    rating: 4.8,
    reviewCount: 5,
    hasOrganicOfferings: true,
    acceptsSnap: true,
    hours: "Mon-Sun 8am-8pm",
  }),
  store({
    id: "c",
    name: "Main Street Grocery",
    upvoteCount: 9,
    rating: 4.8,
    reviewCount: 50,
    hasLocalProduce: true,
    hours: "Mon-Sun 6am-7am",
  }),
  store({
    id: "d",
    name: "Bluff Foods",
    upvoteCount: 0,
    rating: null,
    hasPreparedFoods: true,
    hasLocalProduce: true,
    acceptsSnap: true,
  }),
];
const stores = decodeCityStores(JSON.parse(JSON.stringify(encodeCityStores(city, ranked))));
const ids = (query: CityQuery, now = new Date("2026-03-04T18:00:00Z")) =>
  applyCityQuery(stores, query, now).map((s) => s.id);

describe("the compact stores.json part", () => {
  it("round-trips what a card shows", () => {
    const [first] = stores;
    expect(first).toMatchObject({
      id: "a",
      name: "Zenith Market",
      cityName: "Mankato",
      citySlug: "mankato-mn",
      state: "MN",
      isBoosted: true,
      acceptsSnap: true,
      // Not known to have it: the file carries only what a store is known to offer (ADR 060).
      hasLocalProduce: null,
      rating: 3.9,
      reviewCount: 10,
      upvoteCount: 2,
      schedule: null,
    });
    expect(stores[1]!.schedule?.timeZone).toBe("America/Chicago");
  });

  it("never says a store lacks an offering: one stated as no and one unknown both read as not known to have it", () => {
    const said = decodeCityStores(
      encodeCityStores(city, [
        store({ id: "no", hasOrganicOfferings: false }),
        store({ id: "unknown", hasOrganicOfferings: null }),
      ]),
    );
    expect(said.map((s) => s.hasOrganicOfferings)).toEqual([null, null]);
    expect(applyCityQuery(said, { filters: ["organic"], sort: "featured" }, new Date())).toEqual([]);
  });

  it("sends the review count the card shows, not the venue metadata it came from", () => {
    const venue = store({
      foursquareId: "fsq1",
      reviewCount: 3,
      foursquareMetadata: JSON.stringify({ stats: { total_ratings: 120 } }),
    });
    const [tuple] = encodeCityStores(city, [venue]).stores;
    expect(tuple![7]).toBe(120);
    expect(JSON.stringify(tuple)).not.toContain("fsq1");
  });

  it("refuses a file of another version", () => {
    expect(() => decodeCityStores({ v: 2 } as never)).toThrow();
  });

  it("clips long descriptions at a word", () => {
    const long = "word ".repeat(100).trim();
    const clipped = clipText(long);
    expect(clipped.length).toBeLessThanOrEqual(181);
    expect(clipped.endsWith("word…")).toBe(true);
    expect(clipText("short")).toBe("short");
  });
});

describe("filters and sorts", () => {
  it("keeps the build's ranking by default", () => {
    expect(ids({ filters: [], sort: "featured" })).toEqual(["a", "b", "c", "d"]);
  });

  it("combines filters with AND", () => {
    expect(ids({ filters: ["snap"], sort: "featured" })).toEqual(["a", "b", "d"]);
    expect(ids({ filters: ["snap", "local"], sort: "featured" })).toEqual(["d"]);
    expect(ids({ filters: ["snap", "local", "organic"], sort: "featured" })).toEqual([]);
    expect(ids({ filters: ["prepared"], sort: "featured" })).toEqual(["d"]);
  });

  it("computes 'Open now' in each store's zone; unknown hours are never open", () => {
    // 18:00 UTC is noon in Minnesota: b (8am-8pm) is open, c (6-7am) is not, a and d have no hours.
    expect(ids({ filters: ["open"], sort: "featured" })).toEqual(["b"]);
    // 13:30 UTC is 7:30 AM there: nobody is open.
    expect(ids({ filters: ["open"], sort: "featured" }, new Date("2026-03-04T13:30:00Z"))).toEqual([]);
    // 12:30 UTC is 6:30 AM: only c.
    expect(ids({ filters: ["open"], sort: "featured" }, new Date("2026-03-04T12:30:00Z"))).toEqual(["c"]);
  });

  it("sorts by votes, rating and name, ties in the build's order", () => {
    expect(ids({ filters: [], sort: "votes" })).toEqual(["b", "c", "a", "d"]);
    expect(ids({ filters: [], sort: "rating" })).toEqual(["c", "b", "a", "d"]);
    expect(ids({ filters: [], sort: "name" })).toEqual(["b", "d", "c", "a"]);
  });

  it("does not reorder its input", () => {
    applyCityQuery(stores, { filters: [], sort: "name" }, new Date());
    expect(stores.map((s) => s.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("the query in the address", () => {
  it("reads filters and sort, ignoring what it does not know", () => {
    expect(parseCityQuery("?snap=1&organic=1&sort=rating&utm=x&local=0")).toEqual({
      filters: ["snap", "organic"],
      sort: "rating",
    });
    expect(parseCityQuery("?sort=cheapest")).toEqual({ filters: [], sort: "featured" });
  });

  it("writes only what differs from the default, keeping other parameters", () => {
    expect(writeCityQuery("", { filters: [], sort: "featured" })).toBe("");
    expect(writeCityQuery("?utm=x&snap=1", { filters: ["open", "snap"], sort: "name" })).toBe(
      "?utm=x&open=1&snap=1&sort=name",
    );
    const query = toggleFilter(toggleFilter({ filters: [], sort: "votes" }, "organic", true), "open", true);
    expect(parseCityQuery(writeCityQuery("", query))).toEqual({ filters: ["open", "organic"], sort: "votes" });
    expect(toggleFilter(query, "open", false).filters).toEqual(["organic"]);
  });
});

describe("paging", () => {
  it("keeps the pages 'Load more' opened in the address, beside the query", () => {
    expect(parseShownPages("")).toBe(1);
    expect(parseShownPages("?snap=1&pages=3")).toBe(3);
    for (const bad of ["?pages=0", "?pages=-2", "?pages=1.5", "?pages=x", "?pages=99999", "?pages="])
      expect(parseShownPages(bad)).toBe(1);
    expect(writeShownPages("?snap=1", 2)).toBe("?snap=1&pages=2");
    expect(writeShownPages("?pages=2&sort=name", 3)).toBe("?pages=3&sort=name");
    expect(writeShownPages("?snap=1&pages=4", 1)).toBe("?snap=1");
    expect(writeShownPages("?pages=4", 1)).toBe("");
    expect(parseCityQuery(writeShownPages("?sort=name", 2))).toEqual({ filters: [], sort: "name" });
  });

  it("counts static pages", () => {
    expect(cityPageCount(0)).toBe(1);
    expect(cityPageCount(24)).toBe(1);
    expect(cityPageCount(25)).toBe(2);
  });

  it("splits a large town into pages of CITY_PAGE_SIZE that hold every store exactly once", () => {
    const stores = Array.from({ length: 1_000 }, (_, i) => `store-${i}`);
    const pages = cityPageCount(stores.length);
    expect(pages).toBe(Math.ceil(1_000 / CITY_PAGE_SIZE));
    const slices = Array.from({ length: pages }, (_, i) => cityPageSlice(stores, i + 1));
    expect(slices.slice(0, -1).every(({ slice }) => slice.length === CITY_PAGE_SIZE)).toBe(true);
    expect(slices.at(-1)!.slice.length).toBe(1_000 - (pages - 1) * CITY_PAGE_SIZE);
    expect(slices.map(({ from }) => from)).toEqual(slices.map((_, i) => i * CITY_PAGE_SIZE));
    expect(slices.flatMap(({ slice }) => slice)).toEqual(stores);
    expect(cityPageSlice(stores, pages + 1).slice).toEqual([]);
  });

  it("says how many are shown", () => {
    expect(showingText(24, 1200)).toBe("Showing 24 of 1,200 stores");
    expect(showingText(1, 1)).toBe("Showing 1 of 1 store");
  });
});
