import { describe, expect, it } from "vitest";
import { bannerNote, osmElementUrl } from "./data-source.ts";

describe("store data notes", () => {
  it("names the licensed banner of an independently owned store", () => {
    expect(bannerNote({ banner: "IGA" })).toBe("Independently owned · IGA");
    expect(bannerNote({ banner: null })).toBeNull();
    expect(bannerNote({})).toBeNull();
  });

  it("links the OSM element the store's data came from, and nothing for other ids", () => {
    expect(osmElementUrl({ osmId: "way/9100000003" })).toBe("https://www.openstreetmap.org/way/9100000003");
    expect(osmElementUrl({ osmId: "javascript:alert(1)" })).toBeNull();
    expect(osmElementUrl({ osmId: null })).toBeNull();
  });
});
