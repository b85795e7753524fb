import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { domainsOf, pageAddress, routeMap, routeTable } from "./route-map.ts";

describe("the address-to-code map (docs/routes.md)", () => {
  it("is the one the routes make today", async () => {
    expect(readFileSync("docs/routes.md", "utf8"), "run `npm run routes` and commit docs/routes.md").toBe(
      routeTable(await routeMap()),
    );
  }, 60_000);

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
