import { describe, expect, it } from "vitest";
import { pageImageCandidates } from "./page-image.server.ts";

const page = "https://prairiepantry.com/about/";

describe("pageImageCandidates", () => {
  it("puts og:image first, then twitter:image, a logo and the touch icon, as absolute URLs", () => {
    const html = `<!doctype html><html><head>
      <link rel="apple-touch-icon" href="/icons/touch.png">
      <meta name="twitter:image" content="https://cdn.prairiepantry.com/tw.jpg">
      <meta property="og:image" content="/images/storefront.jpg?w=1200&amp;h=630" />
      </head><body><img class="site-logo" src='../logo.svg' alt="Prairie Pantry"><img src="/x.jpg"></body></html>`;
    expect(pageImageCandidates(html, page)).toEqual([
      "https://prairiepantry.com/images/storefront.jpg?w=1200&h=630",
      "https://cdn.prairiepantry.com/tw.jpg",
      "https://prairiepantry.com/logo.svg",
      "https://prairiepantry.com/icons/touch.png",
    ]);
  });

  it("ignores data:, javascript: and other schemes, and repeats", () => {
    const html = `<meta property="og:image" content="data:image/png;base64,AAAA">
      <meta property="og:image" content="javascript:alert(1)">
      <meta property="og:image" content="//cdn.example.com/a.jpg"><meta property="og:image:secure_url" content="https://cdn.example.com/a.jpg">`;
    expect(pageImageCandidates(html, page)).toEqual(["https://cdn.example.com/a.jpg"]);
  });

  it("finds nothing on a page without images", () => {
    expect(pageImageCandidates("<html><head><title>Hi</title></head></html>", page)).toEqual([]);
  });
});
