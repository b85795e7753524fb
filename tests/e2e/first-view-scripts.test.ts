// The store and town pages fetch no script while their first view loads (ADR 048): on a simulated
// phone one module file ahead of the load event cost the store page about 0.4 s of LCP. Their plain
// scripts are script islands started after the load event (client:after-load), and they still do
// their work: the open-now line is filled and the page view is counted, without React. Astro's island
// runtime comes the same way: one cached file fetched after the load event, not inline (ADR 053).
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { parseOpeningHours } from "../../src/stores/opening-hours.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser({ viewport: { width: 390, height: 844 } });

/** Opens `path` and sorts the scripts it requests into those before and after the load event. */
async function scriptsAroundLoad(page: Page, path: string) {
  const before: string[] = [];
  const after: string[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") (loaded ? after : before).push(new URL(request.url()).pathname);
  });
  // A beacon's body is not on Playwright's request record; a route sees it on its way.
  const tracked = new Promise<Record<string, unknown>>((resolve) =>
    page.route("**/api/analytics/track", async (route) => {
      resolve(JSON.parse(route.request().postData() ?? "{}"));
      await route.continue();
    }),
  );
  await page.goto(baseUrl + path);
  return { before, after, tracked };
}

describe("scripts wait for the first view", () => {
  it("store page: no script before load; then the open-now line fills and the view is counted, without React", async () => {
    const stores = await productJson<StoreJson[]>("/api/cities/mankato-mn/grocery-stores");
    const store = stores.find((s) => parseOpeningHours(s.hours));
    expect(store, "a seeded Mankato store with parsable hours").toBeDefined();
    const storePath = `/grocery-stores/${store!.citySlug}/${store!.slug}`;
    const { before, after, tracked } = await scriptsAroundLoad(ui.page, storePath);

    const view = await tracked;
    expect(view).toMatchObject({ eventType: "page_view", groceryStoreId: store!.id });
    await expect
      .poll(() => ui.page.locator("[data-open-now]").getAttribute("data-open-now"))
      .toMatch(/^(open|closed)$/);
    expect(before).toEqual([]);
    expect(after.some((path) => path.includes("/StorePageScripts."))).toBe(true);
    expect(after.filter((path) => /\/(react|Toaster)\./.test(path))).toEqual([]);
    expect(after.filter((path) => /^\/_astro\/islands\.[\w-]+\.js$/.test(path))).toHaveLength(1);
    const html = await (await fetch(baseUrl + storePath)).text();
    expect(html).not.toContain('customElements.define("astro-island"');
  });

  it("town page: no script before load; then the view is counted", async () => {
    const { before, after, tracked } = await scriptsAroundLoad(ui.page, "/cities/mankato-mn");
    const view = await tracked;
    expect(view).toMatchObject({ eventType: "page_view", page: "/cities/mankato-mn" });
    expect(typeof view.cityId).toBe("number");
    expect(before).toEqual([]);
    expect(after.some((path) => path.includes("/CityPageView."))).toBe(true);
  });
});
