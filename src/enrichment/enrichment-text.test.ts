import { describe, expect, it } from "vitest";
import { imagesNeededNote, percentDone } from "./enrichment-text.ts";

describe("imagesNeededNote", () => {
  it.each([
    [168, "168 shops need images: at least 84 seconds with a 500 ms rate limit between requests."],
    [1, "1 shop needs an image: one request to its website."],
    [2, "2 shops need images: at least 1 second with a 500 ms rate limit between requests."],
    [1200, "1,200 shops need images: at least 10 minutes with a 500 ms rate limit between requests."],
    [0, "No shops need images: every real listing with a website has one."],
  ])("%i shops", (count, text) => {
    expect(imagesNeededNote(count, 500)).toBe(text);
  });
});

describe("percentDone", () => {
  it("rounds, caps, and calls an empty run done", () => {
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(5, 4)).toBe(100);
    expect(percentDone(0, 0)).toBe(100);
  });
});
