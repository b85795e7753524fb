import { describe, expect, it } from "vitest";
import { classifyStore } from "./classify.server.ts";
import { storeNumber, withoutStoreNumber } from "./store-number.server.ts";

const decision = (name: string) => classifyStore(name).decision;

describe("the chain rule", () => {
  it.each([
    ["KROGER #L-00331", "Kroger"],
    ["SAVE A LOT 41", "Save-A-Lot"],
    ["FOOD CITY 428", "Food City"],
    ["7-ELEVEN STORE 36205", "7-Eleven"],
    ["7 ELEVEN", "7-Eleven"],
    ["CVS PHARMACY 9702", "CVS Pharmacy"],
    ["DOLLARTREE", "Dollar Tree"],
    ["GET GO", "GetGo"],
    ["VERONA GIANT EAGLE", "Giant Eagle"],
    ["TRADER JOE'S #123", "Trader Joe's"],
    ["SMART & FINAL 412", "Smart & Final"],
    ["SOUTH PARK SUNOCO", "Sunoco"],
    ["VERONA SHELL", "Shell"],
    ["WAL MART SUPERCENTER", "Walmart"],
    ["A-PLUS MINI MART", "APlus"],
    ["Compton AM/PM", "ampm"],
    ["Target Store T3392", "Target"],
  ])("%s is the chain %s", (name, brand) => {
    expect(classifyStore(name)).toMatchObject({ decision: "chain", label: brand });
    expect(classifyStore(name).reason).toMatch(/name-suggestion-index/);
  });

  it("keeps licensed banners of independently owned stores, and says so", () => {
    expect(classifyStore("LAS PALMAS IGA")).toEqual({
      decision: "banner",
      label: "IGA",
      reason: 'licensed banner "IGA" of independently owned stores',
    });
    expect(classifyStore("Piggly Wiggly #12")).toMatchObject({ decision: "banner", label: "Piggly Wiggly" });
    expect(classifyStore("SHUR-FINE FOODS")).toMatchObject({ decision: "banner", label: "Shurfine" });
    expect(classifyStore("Main St Thriftway")).toMatchObject({ decision: "banner", label: "Thriftway" });
    expect(classifyStore("Ace Hardware of Elkader")).toMatchObject({ decision: "banner", label: "Ace Hardware" });
  });

  it("calls a numbered location without a known brand a chain by its store number", () => {
    expect(classifyStore("COEN MARKETS 1229")).toMatchObject({
      decision: "chain",
      reason: 'store number "1229" in the name',
    });
    expect(decision("PAR MAR STORE 88")).toBe("chain");
    expect(decision("Quick Shop #0042")).toBe("chain");
  });

  it.each([
    "Los Toros Meat Mkt #2",
    "GLATT MART 1",
    "K & G Supermart",
    "ABC MARKET",
    "Lucky Star Market",
    "Tim's Corner Market",
    "Giant Discount Foods",
    "Holiday Market of Main",
  ])("%s stays independent", (name) =>
    expect(classifyStore(name)).toEqual({ decision: "independent", reason: "no chain brand, banner or store number" }),
  );

  it.each([
    ["Lee's Market", "a match name of another brand alone"],
    ["Grand Fresh Market Llc", "a brand made of shop words ('The Fresh Market') inside a longer name"],
    ["Fast Stop #2 Val Verde Mkt", "the same, 'Fast Stop'"],
    ["Casino Liquor", "a one-word brand beside another word"],
    ["Lucky K Mart", "two words run together inside a longer name ('Kmart')"],
    ["Metro Super Market", "a one-word brand that is an ordinary word"],
  ])("%s stays independent: %s", (name) => expect(decision(name)).toBe("independent"));

  it("follows OSM brand tags, banners first", () => {
    expect(classifyStore("Walmart Supercenter", { brand: "Walmart", brandWikidata: "Q483551" })).toMatchObject({
      decision: "chain",
      reason: 'brand "Walmart" (name-suggestion-index, Q483551)',
    });
    expect(classifyStore("Corner Grocery", { brand: "Regional Foods" })).toMatchObject({
      decision: "chain",
      reason: 'OSM brand tag "Regional Foods"',
    });
    expect(classifyStore("Smith's", { brand: "IGA" })).toMatchObject({ decision: "banner", label: "IGA" });
    expect(classifyStore("Smith's", { brandWikidata: "Q1081559" })).toMatchObject({ decision: "banner", label: "IGA" });
    // A brand:wikidata without a brand tag, on a name that says nothing.
    expect(classifyStore("Neighborhood Market", { brandWikidata: "Q483551" })).toMatchObject({
      decision: "chain",
      label: "Walmart",
    });
    // An unknown wikidata id alone decides nothing: the name rule does.
    expect(classifyStore("Miller's Corner Store", { brandWikidata: "Q999999999" })).toMatchObject({
      decision: "independent",
    });
  });
});

describe("store numbers", () => {
  it.each([
    ["KROGER #L-00331", "#L-00331"],
    ["FOOD CITY 428", "428"],
    ["7-Eleven Store 36205", "Store 36205"],
    ["Los Toros Meat Mkt #2", null],
    ["GLATT MART 1", null],
    ["99 Ranch Market", null],
  ])("%s -> %s", (name, number) => expect(storeNumber(name)).toBe(number));

  it("strips any trailing number for comparing names", () => {
    expect(withoutStoreNumber("GLATT MART 1")).toBe("GLATT MART");
    expect(withoutStoreNumber("KROGER #L-00331")).toBe("KROGER");
    expect(withoutStoreNumber("7-ELEVEN STORE 36205")).toBe("7-ELEVEN");
    expect(withoutStoreNumber("76")).toBe("76");
  });

  it("leaves a name that ends in no digit as it is, trimmed", () => {
    expect(withoutStoreNumber("  99 Ranch Market ")).toBe("99 Ranch Market");
    expect(withoutStoreNumber("Store #4 Annex")).toBe("Store #4 Annex");
    expect(withoutStoreNumber("   ")).toBe("");
  });
});

describe("chains by evidence (issue 26)", () => {
  it.each(["Front Porch Store 2", "The Country Store #1", "Mike's Country Store 3"])(
    "%s is an owner's numbered shop, not a chain",
    (name) => expect(decision(name)).toBe("independent"),
  );

  it.each([
    ["FOOD CITY 428", "TN"],
    ["KROGER #L-00331", "OH"],
  ])("%s is a chain", (name, state) => expect(classifyStore(name, { state }).decision).toBe("chain"));

  it("counts a brand only in the states where it operates", () => {
    expect(classifyStore("Big Y Market", { state: "CT" })).toMatchObject({ decision: "chain", label: "Big Y" });
    expect(classifyStore("Big Y Market", { state: "MA" }).decision).toBe("chain");
    expect(classifyStore("Big Y Market", { state: "TX" }).decision).toBe("independent");
    expect(classifyStore("Ralphs", { state: "CA" })).toMatchObject({ decision: "chain", label: "Ralphs" });
    expect(classifyStore("Ralph's Market", { state: "OH" }).decision).toBe("independent");
    expect(classifyStore("Jacksons", { state: "OR" })).toMatchObject({ decision: "chain", label: "Jacksons" });
    expect(classifyStore("Jacksons", { state: "GA" }).decision).toBe("independent");
    // A brand NSI lists for the whole country is a chain in every state.
    expect(classifyStore("Kroger", { state: "HI" }).decision).toBe("chain");
  });

  it("matches another brand's match name only as the whole name", () => {
    expect(classifyStore("Carniceria Mi Pueblo", { state: "CA" }).decision).toBe("independent");
    expect(classifyStore("Mi Pueblo", { state: "CA" })).toMatchObject({ decision: "chain", label: "Cardenas" });
  });

  it("sets the town's own name and a neighbourhood aside after a brand", () => {
    expect(classifyStore("Foodland Keaau 41", { state: "HI", town: "Keaau" })).toMatchObject({
      decision: "chain",
      label: "Foodland",
    });
    expect(classifyStore("Foodland Dillingham 18", { state: "HI", town: "Honolulu" })).toMatchObject({
      decision: "chain",
      reason: 'brand "Foodland" (name-suggestion-index, Q5465560) with a store number',
    });
    // Foodland of Hawaii operates in Hawaii only.
    expect(classifyStore("Foodland", { state: "HI" }).decision).toBe("chain");
  });
});
