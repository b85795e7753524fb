import { describe, expect, it } from "vitest";
import { addressKey, nameKey, phoneKey, sameStore, type StoreKeys } from "./duplicates.server.ts";

const store = (over: Partial<StoreKeys>): StoreKeys => ({
  name: "Miller's Market",
  address: "12 Main Street",
  zipCode: "52043",
  phone: null,
  latitude: null,
  longitude: null,
  ...over,
});

describe("match keys", () => {
  it("spells names alike", () => {
    expect(nameKey("MILLER'S MKT")).toEqual(nameKey("Millers Market"));
    expect(nameKey("K & G Supermart")).toEqual(nameKey("K and G SuperMart"));
    expect(nameKey("Community Super MKT Inc")).toEqual(nameKey("Community Supermarket"));
    expect(nameKey("Los Toros Meat Mkt #2")).toEqual(nameKey("Los Toros Meat Market"));
    expect(nameKey("The Kuhn's Markets LLC")).toEqual(nameKey("Kuhns Market"));
    expect(nameKey("Saint Mary's Grocery")).toEqual(nameKey("ST. MARYS GROCERY"));
  });

  it("spells addresses alike, without suite numbers", () => {
    expect(addressKey("12 North Main Street")).toBe("12 n main st");
    expect(addressKey("12 N. Main St.")).toBe("12 n main st");
    expect(addressKey("100 Highway 52 Suite 4")).toBe(addressKey("100 Hwy 52"));
    expect(addressKey("100 Hwy 52, Ste. B-2")).toBe("100 hwy 52");
    expect(addressKey("8708 W Pico Blvd #3")).toBe(addressKey("8708 West Pico Boulevard"));
    expect(addressKey("1 First Avenue, Unit 7")).toBe("1 1st ave");
  });

  it("reads phone numbers in any format", () => {
    expect(phoneKey("(507) 555-0100")).toBe("5075550100");
    expect(phoneKey("+1 507.555.0100")).toBe("5075550100");
    expect(phoneKey("555-0100")).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe("sameStore", () => {
  const cases: [string, Partial<StoreKeys>, Partial<StoreKeys>, boolean][] = [
    ["'St' vs 'Street', 'Mkt' vs 'Market'", {}, { name: "MILLERS MKT", address: "12 MAIN ST." }, true],
    ["'&' vs 'and'", { name: "K & G Supermart" }, { name: "K and G Supermart" }, true],
    ["a suite number on one side", { address: "100 Hwy 52 Suite 4" }, { address: "100 Highway 52" }, true],
    [
      "two shops of one strip mall",
      { name: "ABC Market", address: "100 Main St Ste 1" },
      { name: "Main Street Pharmacy", address: "100 Main St Ste 2" },
      false,
    ],
    ["a store number on one side", { name: "Los Toros Meat Mkt #2" }, { name: "Los Toros Meat Market" }, true],
    [
      "two numbered shops of one owner, apart",
      { name: "Los Toros Meat Mkt #1", address: "100 A St", latitude: 34.0, longitude: -118.0 },
      { name: "Los Toros Meat Mkt #2", address: "5225 Peck Rd", latitude: 34.1, longitude: -118.01 },
      false,
    ],
    [
      "the same name 100 m away, address written differently",
      { address: "5225 Peck Rd", latitude: 34.0972, longitude: -118.0115 },
      { address: "5221 Peck Road", latitude: 34.0981, longitude: -118.0115 },
      true,
    ],
    [
      "the same name 2 km away",
      { address: "5225 Peck Rd", latitude: 34.0972, longitude: -118.0115 },
      { address: "1 Other Rd", latitude: 34.1152, longitude: -118.0115 },
      false,
    ],
    [
      "the same phone and a longer name",
      { name: "Corner Store", phone: "(507) 555-0100", address: "1 A St" },
      { name: "Smith's Corner Store", phone: "+1 507 555 0100", address: "1 A Street" },
      true,
    ],
    ["the same address, another business", { name: "Sunshine Market" }, { name: "Golden Dragon Bakery" }, false],
    ["the same street address in another ZIP code", { zipCode: "52043" }, { zipCode: "90031" }, false],
    ["a longer name at the same address", {}, { name: "Miller's Market & Deli" }, true],
    [
      "a longer name 60 m away",
      { name: "Brothers Market 4", address: "259 E 5th St", latitude: 34.0455, longitude: -118.2451 },
      { name: "Brothers Market & Grill", address: "300 E 5th St", latitude: 34.0459, longitude: -118.2456 },
      false,
    ],
    [
      "store numbers on both sides that differ, same building",
      { name: "Lucky Venice Store 2" },
      { name: "Lucky Venice Store 3" },
      false,
    ],
    ["'#2' and '2' are one store number", { name: "Lucky Venice Store #2" }, { name: "LUCKY VENICE STORE 2" }, true],
    [
      "two suites of one building",
      { name: "Lucky Venice Store", address: "1501 Ocean Front Walk Suite N15" },
      { name: "Lucky Venice Store", address: "1501 Ocean Front Walk, Ste N12" },
      false,
    ],
    [
      "the same suite written two ways",
      { address: "11009 Burbank Blvd Ste 125" },
      { address: "11009 Burbank Boulevard, Suite 125" },
      true,
    ],
    // As OSM writes them (expansion, ADR 020): addr:* tags joined, the unit from addr:unit.
    [
      "an OSM node against a listing: '&' and 'Co', 'Avenue' and 'Ave'",
      { name: "Alaska Seafood & Meat Co", address: "9 Willoughby Avenue", zipCode: "99801" },
      { name: "Alaska Seafood and Meat Company", address: "9 Willoughby Ave", zipCode: "99801" },
      true,
    ],
    [
      "an OSM unit against a listing's suite",
      { name: "Golden Heart Deli", address: "401 2nd Avenue, Unit 3" },
      { name: "Golden Heart Deli", address: "401 Second Ave Ste 3" },
      true,
    ],
    [
      "an OSM phone in international form against a listing's",
      { name: "Harbor Street Grocery", address: "215 Harbor Street", phone: "+1-907-555-0142" },
      { name: "Harbor Street Grocery Store", address: "217 Harbor St", phone: "(907) 555-0142", latitude: null },
      true,
    ],
  ];
  it.each(cases)("%s", (_, a, b, same) => {
    expect(sameStore(store(a), store(b)).same).toBe(same);
    expect(sameStore(store(b), store(a)).same).toBe(same);
  });

  it("says why", () => {
    expect(sameStore(store({}), store({ name: "MILLERS MKT" })).reason).toBe("similar name, same address");
    expect(
      sameStore(
        store({ address: "5225 Peck Rd", latitude: 34.0972, longitude: -118.0115 }),
        store({ address: "5221 Peck Road", latitude: 34.0981, longitude: -118.0115 }),
      ).reason,
    ).toBe("same name, 100 m apart");
  });
});
