import { describe, expect, it } from "vitest";
import { citySearchText, matchesCitySearch, normalizeTerm } from "./city-search.ts";

const mankato = citySearchText({ name: "Mankato", state: "MN" });
const matches = (text: string, term: string) => matchesCitySearch(text, normalizeTerm(term));

describe("city search", () => {
  it.each(["mankato", "MANK", "kat", "MN", "mn", "minnesota", "Mankato, MN", "  mankato  ", ""])(
    "finds Mankato, MN for %j",
    (term) => {
      expect(matches(mankato, term)).toBe(true);
    },
  );

  it.each(["albany", "ND", "zzzz", "mankato mn"])("does not find Mankato, MN for %j", (term) => {
    expect(matches(mankato, term)).toBe(false);
  });
});
