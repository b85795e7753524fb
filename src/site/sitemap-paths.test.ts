import { expect, it } from "vitest";
import { sitemapPaths, STATIC_SITEMAP_PATHS, townIsIndexable } from "./sitemap-paths.ts";

const ID = "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b";

it("lists the canonical pages of towns with stores, their stores, and the stand-alone pages", () => {
  const paths = sitemapPaths(
    [
      { slug: "mankato-mn", listedStores: 2 },
      { slug: "empty-nd", listedStores: 0 },
    ],
    [{ id: ID, slug: "corner-market", citySlug: "mankato-mn" }],
  );
  expect(paths).toEqual([
    ...STATIC_SITEMAP_PATHS,
    "/cities/mankato-mn",
    "/best-grocery-deals-in-mankato-mn",
    "/grocery-stores/mankato-mn/corner-market",
  ]);
  expect(paths).toContain("/data");
  expect(paths.some((path) => path.includes("empty-nd"))).toBe(false);
  expect(paths.some((path) => path.includes(ID))).toBe(false);
});

it("leaves out noindex pages: search results, shells, notices, admin and owner tools", () => {
  const paths = sitemapPaths([], []);
  for (const noindex of ["/search/results", "/grocery-stores/_pending", "/cities/_pending", "/404", "/admin"]) {
    expect(paths).not.toContain(noindex);
  }
  expect(paths.every((path) => path === "/" || !path.endsWith("/"))).toBe(true);
});

it("indexes a town once it lists a store", () => {
  expect(townIsIndexable(0)).toBe(false);
  expect(townIsIndexable(1)).toBe(true);
});
