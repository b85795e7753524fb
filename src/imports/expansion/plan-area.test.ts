// Deciding the shops of one area from Overpass elements (recorded shapes: see
// tests/fixtures/overpass/SOURCES.md). Chains by tag, by name and by store number; banners kept.
import { describe, expect, it } from "vitest";
import walmart from "../../../tests/fixtures/overpass/walmart-excerpt.json" with { type: "json" };
import type { OverpassElement } from "./overpass-client.server.ts";
import { planArea, planShop, streetAddress } from "./plan-area.server.ts";

const area = { name: "Mankato", state: "MN", latitude: 44.1635, longitude: -93.99939, zipCode: "56001" };
const shop = (id: number, tags: Record<string, string>, extra: Partial<OverpassElement> = {}): OverpassElement => ({
  type: "node",
  id,
  lat: 44.16,
  lon: -94.0,
  tags: { shop: "supermarket", ...tags },
  ...extra,
});
const addr = { "addr:housenumber": "215", "addr:street": "North Riverfront Drive", "addr:postcode": "56001" };

describe("planShop", () => {
  it("leaves out a shop whose ZIP code is outside the directory's scope, saying why (issue #47)", () => {
    // A shop tagged with a Minneapolis suburb's ZIP code (Plymouth, MN).
    const planned = planShop(
      shop(9, { name: "Corner Market", "addr:housenumber": "1", "addr:street": "Main St", "addr:postcode": "55447" }),
      area,
    );
    expect(planned).toMatchObject({
      decision: "rejected",
      reason: "out of scope: ZIP 55447, RUCA 1, not in a small metro area",
    });
  });

  it("keeps an independent shop with its address, phone, website and town from the ZIP code", () => {
    const planned = planShop(
      shop(1, { name: "Riverfront Market", phone: "+1 507 555 0100", website: "https://riverfront.example", ...addr }),
      area,
    );
    expect(planned).toMatchObject({ osmId: "node/1", decision: "independent" });
    expect(planned.store).toMatchObject({
      name: "Riverfront Market",
      address: "215 North Riverfront Drive",
      zipCode: "56001",
      phone: "+1 507 555 0100",
      website: "https://riverfront.example",
      banner: null,
      town: { name: "Mankato", state: "MN" },
    });
  });

  it("skips the real recorded Walmart nodes as a chain by their brand tags", () => {
    for (const element of walmart.elements as unknown as OverpassElement[]) {
      expect(planShop(element, area)).toMatchObject({ decision: "chain", reason: expect.stringMatching(/Walmart/) });
    }
  });

  it("decides chains by name and store number without tags, and keeps licensed banners marked", () => {
    expect(planShop(shop(2, { name: "KROGER #L-00331", ...addr }), area).decision).toBe("chain");
    expect(planShop(shop(3, { name: "FOOD CITY 428", ...addr }), area)).toMatchObject({
      decision: "chain",
    });
    expect(planShop(shop(4, { name: "Kasota Foods", brand: "Regional Foods", ...addr }), area)).toMatchObject({
      decision: "chain",
      reason: 'OSM brand tag "Regional Foods"',
    });
    const iga = planShop(shop(5, { name: "Hometown IGA", brand: "IGA", "brand:wikidata": "Q1081559", ...addr }), area);
    expect(iga).toMatchObject({ decision: "banner", store: { banner: "IGA" } });
  });

  it("rejects a shop without a name or a street address, with the reason", () => {
    expect(planShop(shop(6, {}), area)).toMatchObject({ decision: "rejected", reason: "no name in OSM" });
    expect(planShop(shop(7, { name: "Corner Store" }), area)).toMatchObject({
      decision: "rejected",
      reason: "no street address in OSM",
    });
  });

  it("places a way at its centre and a shop without a postcode in the area's town", () => {
    const way = planShop(
      {
        type: "way",
        id: 8,
        center: { lat: 44.17, lon: -94.01 },
        tags: { shop: "butcher", name: "Ron's Meats", "addr:housenumber": "9", "addr:street": "Main St" },
      },
      area,
    );
    expect(way.store).toMatchObject({ osmId: "way/8", latitude: 44.17, zipCode: "56001", town: { name: "Mankato" } });
  });

  it("imports opening_hours, phone and website with the shop (issue 26)", () => {
    // The opening_hours of a real recorded node (tests/fixtures/overpass).
    const hours = (walmart.elements as unknown as OverpassElement[]).map((e) => e.tags?.opening_hours).find(Boolean)!;
    const planned = planShop(
      shop(10, { name: "Riverfront Market", opening_hours: hours, "contact:phone": "+1 507 555 0101", ...addr }),
      area,
    );
    expect(planned.store).toMatchObject({ hours, phone: "+1 507 555 0101" });
  });

  it("decides by the shop tag as the SNAP import does by USDA's store type (issue 26)", () => {
    expect(planShop(shop(11, { shop: "convenience", name: "Corner Quick Stop", ...addr }), area)).toMatchObject({
      decision: "rejected",
      reason: "convenience store (shop=convenience)",
    });
    expect(planShop(shop(12, { shop: "convenience", name: "Kasota Country Store", ...addr }), area)).toMatchObject({
      decision: "review",
      reason: "convenience store (shop=convenience), but the name says groceries",
      store: { name: "Kasota Country Store" },
    });
    expect(planShop(shop(13, { shop: "convenience", name: "Main Street IGA", ...addr }), area).decision).toBe("banner");
    // A brand counts only where it operates: Big Y is in Connecticut and Massachusetts.
    expect(planShop(shop(14, { name: "Big Y Market", ...addr }), area).decision).toBe("independent");
  });

  it("lists each element once", () => {
    const element = shop(9, { name: "Riverfront Market", ...addr });
    expect(planArea([element, element], area)).toHaveLength(1);
  });
});

describe("streetAddress", () => {
  it("builds the street from addr:* tags with the unit, or takes addr:full's street part", () => {
    expect(streetAddress({ "addr:housenumber": "12", "addr:street": "Elm Street", "addr:unit": "4" })).toBe(
      "12 Elm Street, Unit 4",
    );
    expect(streetAddress({ "addr:full": "2000 John Harden Dr, Jacksonville, AR 72076" })).toBe("2000 John Harden Dr");
    expect(streetAddress({ "addr:street": "Elm Street" })).toBeNull();
  });
});
