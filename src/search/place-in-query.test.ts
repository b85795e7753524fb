import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_META, parseSearchPlace, searchMeta } from "./place-in-query.ts";

describe("parseSearchPlace", () => {
  it.each([
    ["Mankato, MN", { city: "Mankato", state: "MN" }],
    ["mankato,mn", { city: "Mankato", state: "MN" }],
    ["  grand   forks ,  nd. ", { city: "Grand Forks", state: "ND" }],
    ["grocery stores Mankato, MN", { city: "Mankato", state: "MN" }],
    ["Grocery Stores in Decatur, IL", { city: "Decatur", state: "IL" }],
    ["grocery store near Albany NY", { city: "Albany", state: "NY" }],
    ["best local grocers in coeur d'alene, id", { city: "Coeur D'Alene", state: "ID" }],
    ["st. mary's, pa", { city: "St. Mary's", state: "PA" }],
    ["O'FALLON, MO", { city: "O'Fallon", state: "MO" }],
    ["Winston-Salem, NC", { city: "Winston-Salem", state: "NC" }],
    ["washington, dc", { city: "Washington", state: "DC" }],
  ])("reads %j as a place", (query, expected) => {
    expect(parseSearchPlace(query)).toEqual(expected);
  });

  it.each([
    "mankato",
    "Mankato MN", // no comma and no "grocery stores": could be a store name
    "Fresh Market IN",
    "Hansen's Market, XY", // not a state
    "56001",
    ", MN",
    "123, MN",
    "grocery stores",
    "",
  ])("does not read %j as a place", (query) => {
    expect(parseSearchPlace(query)).toBeNull();
  });
});

describe("searchMeta", () => {
  it("names the town for a place query", () => {
    expect(searchMeta("grocery stores mankato, mn")).toEqual({
      title: "Grocery Stores in Mankato, MN",
      description: expect.stringContaining("independent grocery stores in Mankato, MN"),
    });
  });

  it("quotes any other query, shortened when long", () => {
    expect(searchMeta("fresh market").title).toBe('Search results for "fresh market"');
    expect(searchMeta("x".repeat(100)).title).toBe(`Search results for "${"x".repeat(57)}..."`);
  });

  it("keeps the page's own meta without a query", () => {
    expect(searchMeta("   ")).toBe(SEARCH_PAGE_META);
  });
});
