import { describe, expect, it } from "vitest";
import { parseSearchQuery, searchQuerySchema } from "./search-terms.ts";

describe("parseSearchQuery", () => {
  it.each([
    ["mankato", { term: "mankato", state: null, zip: null }],
    ["Mankato, MN", { term: "mankato", state: "MN", zip: null }],
    ["Grand Forks ND", { term: "grand forks", state: "ND", zip: null }],
    ["grocery stores in Decatur, IL", { term: "decatur", state: "IL", zip: null }],
    ["Grocery Stores Albany NY", { term: "albany", state: "NY", zip: null }],
    ["best local grocers near Troy, ny.", { term: "troy", state: "NY", zip: null }],
    ["56001", { term: "56001", state: null, zip: "56001" }],
    ["56001-1234", { term: "56001-1234", state: null, zip: "56001" }],
    // Two letters that are not a state stay part of the name.
    ["Hansen's Market XY", { term: "hansen's market xy", state: null, zip: null }],
    ["Main St", { term: "main st", state: null, zip: null }],
  ])("reads %j", (text, expected) => {
    expect(parseSearchQuery(text)).toMatchObject(expected);
  });

  it("normalises whitespace and caps the length", () => {
    expect(searchQuerySchema.parse("  grand    forks  ")).toBe("grand forks");
    expect(searchQuerySchema.parse("x".repeat(500))).toHaveLength(100);
    expect(searchQuerySchema.safeParse("x".repeat(2000)).success).toBe(false);
  });
});
