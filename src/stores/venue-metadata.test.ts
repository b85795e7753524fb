import { describe, expect, it } from "vitest";
import { parseVenueMetadata } from "./venue-metadata.ts";

const empty = { totalRatings: 0, totalPhotos: 0, totalTips: 0, tips: [], categories: [], social: {} };

describe("parseVenueMetadata", () => {
  it("reads stats, up to two tips, categories and social handles", () => {
    const json = JSON.stringify({
      stats: { total_ratings: 20, total_photos: "25", total_tips: 12 },
      tips: [{ text: "Hot bar." }, { text: " Local produce. " }, { text: "Third" }],
      categories: [{ name: "Grocery Store" }, { name: "Deli" }, { name: "Deli" }, {}],
      social_media: { facebook_id: 277483128, instagram: "@olsens", twitter: "https://twitter.com/olsens_mkt" },
    });
    expect(parseVenueMetadata(json)).toEqual({
      totalRatings: 20,
      totalPhotos: 25,
      totalTips: 12,
      tips: ["Hot bar.", "Local produce."],
      categories: ["Grocery Store", "Deli"],
      social: { facebook: "277483128", instagram: "olsens", twitter: "olsens_mkt" },
    });
  });

  it.each([null, undefined, "", "not json", "[1,2]", "null", "42", '"text"'])("tolerates %j", (input) => {
    expect(parseVenueMetadata(input)).toEqual(empty);
  });

  it("ignores wrongly typed parts and keeps the rest", () => {
    const json = JSON.stringify({
      stats: { total_ratings: -3, total_photos: "many", total_tips: 2.7 },
      tips: "no",
      categories: [{ name: 5 }, null, { name: "" }],
      social_media: { instagram: "bad handle!", twitter: null },
    });
    expect(parseVenueMetadata(json)).toEqual({ ...empty, totalTips: 2, categories: ["5"] });
  });
});
