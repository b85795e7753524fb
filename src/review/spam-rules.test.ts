import { describe, expect, it } from "vitest";
import { NETWORK_FLOOD_THRESHOLD, REPORT_FLOOD, spamReasons } from "./spam-rules.server.ts";

const clean = (name: string, description?: string) => spamReasons({ name, description }, 1);

describe("spam rules for a new listing", () => {
  it.each([
    ["Prairie Pantry", undefined],
    ["IGA", undefined],
    ["JOE'S MARKET", undefined],
    ["Mom & Pop's Corner Store #2", "Fresh produce, deli and a hot-food counter. Free parking!"],
    ["Café Olé Épicerie", "Organic fruit and vegetables, local eggs. Open 7 days."],
    ["St. Paul's Food Co-op", "Member-owned since 1972."],
    ["Seoul Mart", "Korean groceries"],
  ])("finds nothing wrong with %s", (name, description) => {
    expect(clean(name, description)).toEqual([]);
  });

  it.each([
    ["Cheap meds https://pills.example", "Link in the name"],
    ["Visit www.bestdeals.example today", "Link in the name"],
    ["bestgrocer.com", "Link in the name"],
    ["Write to sales@spam.example", "E-mail address in the name"],
    ["Casino Royale Market", 'Known spam word: "casino"'],
    ["THE BEST CHEAP GROCERIES IN TOWN", "All capital letters"],
    ["Fresh 🍎🍎 Market", "Many emoji"],
  ])("flags %s", (name, reason) => {
    expect(clean(name)).toContain(reason);
  });

  it("reads the description for spam words, shouting and emoji floods, case-insensitively", () => {
    expect(clean("Corner Store", "Best BITCOIN rates")).toEqual(['Known spam word: "bitcoin"']);
    expect(clean("Corner Store", "BUY NOW THE BEST DEALS OF THE CENTURY ONLY TODAY")).toEqual(["All capital letters"]);
    expect(clean("Corner Store", "🔥🔥🔥🔥🔥🔥 deals")).toEqual(["Many emoji"]);
  });

  it("matches spam words as whole words only", () => {
    expect(clean("Seoul Market", "Pokeberry jam and escorted tours of the farm")).toEqual([]);
  });

  it("flags a flood of listings from one network from the threshold on", () => {
    expect(spamReasons({ name: "Corner Store" }, NETWORK_FLOOD_THRESHOLD - 1)).toEqual([]);
    expect(spamReasons({ name: "Corner Store" }, NETWORK_FLOOD_THRESHOLD)).toEqual([
      `${NETWORK_FLOOD_THRESHOLD} listings from one network in 24 hours`,
    ]);
  });

  it("gives every reason that applies", () => {
    expect(spamReasons({ name: "CASINO BONUS AT WWW.SPAM.EXAMPLE 🎰🎰" }, 5)).toEqual([
      "Link in the name",
      'Known spam word: "casino"',
      "All capital letters",
      "Many emoji",
      "5 listings from one network in 24 hours",
    ]);
  });

  it("counts shoppers' reports as reports, and lets one honest shopper send a few (issue #49)", () => {
    expect(spamReasons({ name: "", description: "The phone changed" }, 3, REPORT_FLOOD)).toEqual([]);
    expect(spamReasons({ name: "", description: "" }, 10, REPORT_FLOOD)).toEqual([
      "10 reports from one network in 24 hours",
    ]);
  });
});
