import { describe, expect, it } from "vitest";
import { decideStore } from "./decide.server.ts";
import { isLegalEntityName, saysGrocery } from "./name-words.server.ts";
import { osmKind, usdaKind } from "./store-types.server.ts";

// Names and types of real USDA rows (Los Angeles County and Hawaii exports; see tests/fixtures/snap).
const usda = (name: string, storeType: string, town?: string, state?: string) =>
  decideStore({ name, kind: usdaKind(storeType), town, state });

describe("store types decide first", () => {
  it.each([
    ["DJ Food Inc Cherry Gas DBA", "Convenience Store"],
    ["Canyon Car Wash Petroleum Inc", "Convenience Store"],
    ["KING LIQUOR", "Convenience Store"],
    ["Budget Mart", "Convenience Store"],
    ["SONIA'S BAKERY", "Convenience Store"],
    ["Maple Liquor Market", "Convenience Store"],
    ["Titan Tobacco & Liquor", "Combination Grocery/Other"],
    ["Acr Dollar Plus", "Dollar Store"],
    ["Main Street Pharmacy", "Pharmacy"],
  ])("%s (%s) is out by its type", (name, type) => {
    expect(usda(name, type)).toMatchObject({ decision: "rejected" });
    expect(usda(name, type).reason).toContain(`store type "${type}"`);
  });

  it("calls a numbered convenience store a chain first", () => {
    expect(usda("H & S Energy Products 2056", "Convenience Store").decision).toBe("chain");
    expect(usda("Pgg Enterprise Corportion 2654025", "Convenience Store").decision).toBe("chain");
    expect(usda("7-Eleven 54138", "Convenience Store", "Hilo", "HI").decision).toBe("chain");
  });

  it.each([
    ["Todo Y Mas Market", "Convenience Store"],
    ["Kimura General Store", "Convenience Store"],
    ["Wailua Country Store", "Convenience Store"],
    ["Carniceria La Mexicana", "Convenience Store"],
    ["Supermercado El Sol", "Convenience Store"],
    ["Pacific Meat Market", "Convenience Store"],
    ["Tulare Food Center", "Convenience Store"],
    ["Rowena's Produce", "Combination Grocery/Other"],
    ["Lee Heng Market", "Other"],
  ])("%s (%s) says groceries: a person decides", (name, type) => {
    expect(usda(name, type)).toEqual({
      decision: "review",
      reason: expect.stringMatching(/, but the name says groceries$/),
    });
  });

  it("keeps a grocery-typed independent, and a banner whatever its type", () => {
    expect(usda("Hasegawa General Store", "Medium Grocery Store", "Hana", "HI")).toMatchObject({
      decision: "independent",
    });
    expect(usda("Georges Meat Market", "Meat/Poultry Specialty")).toMatchObject({ decision: "independent" });
    expect(usda("Las Palmas IGA", "Convenience Store")).toMatchObject({ decision: "banner", label: "IGA" });
    expect(usda("Piggly Wiggly 12", "Supermarket")).toMatchObject({ decision: "banner", label: "Piggly Wiggly" });
    expect(usda("Red & White Market", "Medium Grocery Store")).toMatchObject({
      decision: "banner",
      label: "Red & White",
    });
    expect(usda("Cash Saver", "Supermarket")).toMatchObject({ decision: "banner", label: "Cash Saver" });
    // A hardware co-operative's licence says nothing of groceries: its type still decides.
    expect(usda("Elkader True Value", "Convenience Store")).toMatchObject({ decision: "rejected" });
  });

  it("leaves restaurants, delivery routes, wholesalers and farmers markets out", () => {
    for (const type of [
      "Restaurant Meals Program",
      "Delivery Route",
      "Wholesaler",
      "Military Commissary",
      "Food Buying Co-op",
    ])
      expect(usda("Smith's", type).decision).toBe("rejected");
    expect(usda("Keaau Village Market", "Farmers' Market").decision).toBe("rejected");
    expect(
      decideStore({ name: "Keaau Village Market", kind: usdaKind("Farmers' Market"), farmersMarkets: true }).decision,
    ).toBe("independent");
  });

  it("uses name rules only without a store type, and never on the town's own name", () => {
    expect(usda("Main Street Pharmacy", "")).toMatchObject({ decision: "rejected", reason: "pharmacy (by name)" });
    expect(usda("Verona Shell", "").decision).toBe("chain");
    expect(usda("Oil Springs Country Market", "", "Oil Springs", "KY")).toMatchObject({ decision: "independent" });
    expect(usda("Oil Springs Country Market", "", "Paintsville", "KY")).toMatchObject({
      decision: "rejected",
      reason: "gas station (by name)",
    });
    // With a type the name rules stay quiet: a grocery that sells fuel is still a grocery.
    expect(usda("Matsuyama Food & Fuel", "Medium Grocery Store").decision).toBe("independent");
  });
});

describe("names that are only a company", () => {
  it.each(["Nylashafllc", "Mehrab Inc", "D M Enterprises", "Tamura Enterprises, Inc.", "SUISAN COMPANY LTD"])(
    "%s goes to review",
    (name) => {
      expect(isLegalEntityName(name)).toBe(true);
      expect(usda(name, "Super Store")).toEqual({
        decision: "review",
        reason: "the name is only a company's legal name",
      });
    },
  );

  it.each([
    "A Arakaki Store Inc",
    "Keaau Natural Foods, Inc.",
    "Caa Marketplace Llc",
    "Waimea Butcher Shop Llc",
    "Karpaty",
  ])("%s names a shop", (name) => expect(isLegalEntityName(name)).toBe(false));
});

describe("OSM shop tags in the place of USDA types", () => {
  it("reads shop and amenity tags", () => {
    expect(osmKind("supermarket").class).toBe("grocery");
    expect(osmKind("convenience").class).toBe("not-grocery");
    expect(osmKind(null, "fuel").class).toBe("not-grocery");
    expect(osmKind("general").class).toBe("grocery");
    expect(decideStore({ name: "Corner Quick Stop", kind: osmKind("convenience") }).decision).toBe("rejected");
    expect(decideStore({ name: "Hasegawa General Store", kind: osmKind("general") }).decision).toBe("independent");
    expect(decideStore({ name: "Kasota Country Store", kind: osmKind("kiosk") }).decision).toBe("review");
    expect(saysGrocery("Shell Food Market")).toBe(false);
  });
});

// Issue #45 item 4: names of real USDA rows (Hawaii, Los Angeles County, Allegheny County exports).
describe("names of shops that are no grocers", () => {
  it.each([
    [
      "Hawaii True Value 5066",
      "Small Grocery Store",
      "the name says hardware store, though the store type says grocery",
    ],
    [
      "Papa'a Palaoa Bakery",
      "Small Grocery Store",
      "the name says bakery or sweet shop, though the store type says grocery",
    ],
    ["Short N Sweet Bakery Market Cafe", "Combination Grocery/Other", undefined],
  ])("are no grocers unless the name also says groceries: %s", (name, type, reason) => {
    const decided = usda(name, type, "Hilo", "HI");
    expect(decided.decision).not.toMatch(/independent|banner/);
    if (reason) expect(decided).toMatchObject({ decision: "review", reason });
  });

  it.each([
    ["Steel Vape And Mart Inc", "tobacco or smoke shop (by name)"],
    ["Waltmire Pharmacy", "pharmacy (by name)"],
    ["Ace Hardware of Elkader", "hardware store (by name)"],
    ["Sweets N Treats", "bakery or sweet shop (by name)"],
    ["Gatewood Liquor", "liquor store (by name)"],
  ])("leave a row with no store type out: %s", (name, reason) => {
    expect(usda(name, "")).toEqual({ decision: "rejected", reason });
  });

  it("keeps a grocery typed store whose name says groceries as well", () => {
    expect(usda("Papaaloa Country Store And Cafe", "Medium Grocery Store", "Papaaloa", "HI").decision).toBe(
      "independent",
    );
  });

  it("never publishes a name that says the store closed", () => {
    for (const name of ["Closed 4/20/2018", "Smith Grocery (Out of Business)", "CLOSED - Corner Market"])
      expect(usda(name, "Small Grocery Store")).toEqual({
        decision: "rejected",
        reason: "the name says the store has closed",
      });
  });
});
