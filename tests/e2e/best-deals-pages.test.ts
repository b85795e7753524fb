// A large town's best-deals guide is split like its town pages (ADR 042): CITY_PAGE_SIZE stores a
// page, linked by "Next stores" and "Previous stores" without JavaScript, each page its own
// canonical address, and every store of the town on exactly one page.
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";
import type { CityJson } from "../../src/towns/city-json.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { storeHref } from "../../src/stores/store-view.ts";
import { CITY_PAGE_SIZE, cityPageCount } from "../../src/towns/city-stores.ts";
import { bestDealsPagePath } from "../../src/stores/store-view.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

describe("best-deals pages", () => {
  it("split a large town into pages that list every store exactly once", async () => {
    const towns = await productJson<CityJson[]>("/api/cities");
    const city = towns.toSorted((a, b) => b.coffeeShopCount - a.coffeeShopCount)[0]!;
    const stores = await productJson<StoreJson[]>(`/api/cities/${city.slug}/grocery-stores`);
    const pages = cityPageCount(stores.length);
    expect(pages).toBeGreaterThan(2);

    const context = await ui.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${bestDealsPagePath(city.slug, 1)}`);
      const seen: Array<string | null> = [];
      for (let n = 1; n <= pages; n++) {
        if (n > 1) {
          await page.getByRole("link", { name: "Next stores" }).click();
          await page.waitForURL(`**${bestDealsPagePath(city.slug, n)}`);
        }
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical!).pathname).toBe(bestDealsPagePath(city.slug, n));
        // getAttribute, not evaluate: the page runs no JavaScript, and evaluate would wait for it.
        const links = await Promise.all(
          (await page.locator("main article a.btn-primary").all()).map((a) => a.getAttribute("href")),
        );
        expect(links.length).toBe(n < pages ? CITY_PAGE_SIZE : stores.length - (pages - 1) * CITY_PAGE_SIZE);
        seen.push(...links);
        expect(await page.getByText(`Page ${n} of ${pages}`).count()).toBe(1);
        expect(await page.getByRole("link", { name: "Previous stores" }).count()).toBe(n > 1 ? 1 : 0);
      }
      expect(await page.getByRole("link", { name: "Next stores" }).count()).toBe(0);
      expect(seen).toEqual(stores.map((store) => storeHref(store)));
      expect(new Set(seen).size).toBe(stores.length);
    } finally {
      await context.close();
    }
    // axe needs the page's JavaScript: checked once with it on.
    await ui.page.goto(`${baseUrl}${bestDealsPagePath(city.slug, 2)}`);
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });
});
