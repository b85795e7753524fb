import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import ImageCredit from "./ImageCredit.tsx";

const wikipedia = {
  imageUrl: "https://upload.wikimedia.org/wikipedia/commons/thumb/5/5e/M.jpg/1280px-M.jpg",
  imageSource: "wikipedia",
  fallbackColor: null,
  imageAttribution: {
    license: "CC BY-SA 3.0",
    author: "Jonathunder",
    url: "https://commons.wikimedia.org/wiki/File:M.jpg",
  },
};

const render = (city: typeof wikipedia | Record<string, unknown>) =>
  renderToStaticMarkup(createElement(ImageCredit, { city } as never));

describe("ImageCredit", () => {
  it("credits the author and licence with a link to the file's page", () => {
    const html = render(wikipedia);
    expect(html).toContain("Banner photo: Jonathunder, CC BY-SA 3.0 via Wikimedia Commons");
    expect(html).toContain('href="https://commons.wikimedia.org/wiki/File:M.jpg"');
  });

  it("says nothing without an attribution or without a banner image", () => {
    expect(render({ ...wikipedia, imageAttribution: null })).toBe("");
    expect(render({ ...wikipedia, imageSource: "fallback" })).toBe("");
  });
});
