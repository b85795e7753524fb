import { describe, expect, it } from "vitest";
import { absoluteUrl, pageTitle, serializeJsonLd } from "./head.ts";
import { SITE_NAME } from "./site.ts";

describe("seo helpers", () => {
  it("appends the site name once", () => {
    expect(pageTitle("Page Not Found")).toBe(`Page Not Found | ${SITE_NAME}`);
    expect(pageTitle(`${SITE_NAME}: Home`)).toBe(`${SITE_NAME}: Home`);
  });

  it("builds absolute URLs from the site origin", () => {
    expect(absoluteUrl("/cities", "https://example.org")).toBe("https://example.org/cities");
  });

  it("keeps a hostile name from closing the script tag, and still parses back", () => {
    const data = { name: "</script><script>alert(1)</script>" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(data);
  });
});
