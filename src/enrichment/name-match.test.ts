import { describe, expect, it } from "vitest";
import { isSameBusinessName } from "./name-match.server.ts";

describe("isSameBusinessName", () => {
  it.each([
    ["Prairie Pantry", "Prairie Pantry", true],
    ["Prairie Pantry", "The Prairie Pantry Inc.", true],
    ["Miller's Market", "Millers Market & Deli", true],
    ["Café Olé Grocery", "Cafe Ole Grocery", true],
    ["Prairie Pantry", "Casey's General Store", false],
    ["Main Street Market", "Dollar General", false],
    ["", "Anything", false],
  ])("%s vs %s -> %s", (a, b, same) => {
    expect(isSameBusinessName(a, b)).toBe(same);
  });
});
