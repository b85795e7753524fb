import { describe, expect, it } from "vitest";
import { domainsOf, pageAddress } from "./route-map.ts";

// Its freshness is checked by tests/lint/readme.test.ts (`npm run docs -- --check`).
describe("the address-to-code map (docs/routes.md)", () => {
  it("names pages the way Astro routes them", () => {
    expect(pageAddress("src/pages/index.astro")).toBe("/");
    expect(pageAddress("src/pages/grocery-stores/[citySlug]/[storeSlug].astro")).toBe(
      "/grocery-stores/:citySlug/:storeSlug",
    );
    expect(pageAddress("src/pages/robots.txt.ts")).toBe("/robots.txt");
  });

  it("leads the upvote to the votes domain", () => {
    expect(domainsOf("functions/grocery-stores-upvote.ts", process.cwd())[0]).toBe("votes");
  });
});
