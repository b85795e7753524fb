// Town page filters, sort and 'Load more' (issue #13) and the /cities jump list, in Chromium at phone
// size (390x844) and on a desktop, on the seeded product. The expected lists come from the API and
// the shared rules, so the page is checked against the data, not against itself.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CityJson } from "../../src/towns/city-json.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { openState } from "../../src/stores/open-now.ts";
import { parseOpeningHours } from "../../src/stores/opening-hours.ts";
import { storeTimeZone } from "../../src/towns/time-zone.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const PAGE_SIZE = 24;

/** The seeded town with the most stores: the one that needs paging. */
async function largestTown(): Promise<{ city: CityJson; stores: StoreJson[] }> {
  const towns = await productJson<CityJson[]>("/api/cities");
  const city = towns.toSorted((a, b) => b.coffeeShopCount - a.coffeeShopCount)[0]!;
  const stores = await productJson<StoreJson[]>(`/api/cities/${city.slug}/grocery-stores`);
  expect(stores.length).toBeGreaterThan(PAGE_SIZE * 2);
  return { city, stores };
}

const cardNames = (page: Page) => page.locator("[data-town-stores] article h3").allTextContents();
const countText = (page: Page) => page.locator("[data-town-count]").textContent();
const showing = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? "store" : "stores"}`;

/** Set before any interaction; a reload would lose it. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

/**
 * The list hydrates when someone reaches for it (client:interaction, ADR 033): the pointer comes over
 * the first card here. An address with a view in it hydrates at once, and may then show no card to
 * reach for (an empty filter), so nothing is hovered there.
 */
async function openTown(page: Page, path: string) {
  await page.goto(baseUrl + path);
  if (!path.includes("?")) await page.locator("[data-town-stores] article").first().hover();
  await page.locator('[data-town-stores="ready"]').waitFor();
  await markWindow(page);
}

describe.each([
  { device: "phone", viewport: { width: 390, height: 844 } },
  { device: "desktop", viewport: { width: 1280, height: 900 } },
])("town page on a $device", ({ viewport }) => {
  const ui = useBrowser({ viewport });

  it("shows the first page statically, then filters (AND) and sorts without a reload, in the address", async () => {
    const { city, stores } = await largestTown();
    const { page } = ui;
    await openTown(page, `/cities/${city.slug}`);
    expect(await countText(page)).toBe(showing(PAGE_SIZE, stores.length));
    expect(await cardNames(page)).toEqual(stores.slice(0, PAGE_SIZE).map((s) => s.name));

    await page.getByRole("checkbox", { name: "Accepts SNAP" }).check();
    await page.waitForURL(/[?&]snap=1/);
    const snap = stores.filter((s) => s.acceptsSnap);
    await expect.poll(() => countText(page)).toBe(showing(Math.min(PAGE_SIZE, snap.length), snap.length));
    expect(await cardNames(page)).toEqual(snap.slice(0, PAGE_SIZE).map((s) => s.name));

    await page.getByRole("checkbox", { name: "Local produce" }).check();
    await page.waitForURL(/local=1/);
    const both = snap.filter((s) => s.hasLocalProduce);
    expect(both.length).toBeLessThan(snap.length);
    await expect.poll(() => countText(page)).toBe(showing(Math.min(PAGE_SIZE, both.length), both.length));

    await page.getByLabel("Sort by").selectOption({ label: "Name" });
    await page.waitForURL(/sort=name/);
    const byName = both.toSorted((a, b) =>
      a.name.localeCompare(b.name, "en-US", { sensitivity: "base", numeric: true }),
    );
    await expect.poll(() => cardNames(page)).toEqual(byName.slice(0, PAGE_SIZE).map((s) => s.name));

    await page.getByLabel("Sort by").selectOption({ label: "Most votes" });
    await page.waitForURL(/sort=votes/);
    const votes = (await page.locator("[data-town-stores] article").allTextContents()).map((t) =>
      Number(/(\d+) votes?/.exec(t)?.[1]),
    );
    expect(votes).toEqual(votes.toSorted((a, b) => b - a));

    // Back restores the previous view from the address, still without a reload.
    await page.goBack();
    await page.waitForURL(/sort=name/);
    await expect.poll(() => cardNames(page)).toEqual(byName.slice(0, PAGE_SIZE).map((s) => s.name));
    expect(await page.getByLabel("Sort by").inputValue()).toBe("name");
    expect(await stillSamePage(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("loads more stores in place and moves focus to the first new one", async () => {
    const { city, stores } = await largestTown();
    const { page } = ui;
    await openTown(page, `/cities/${city.slug}`);
    await page.getByRole("button", { name: "Load more stores" }).click();
    await expect.poll(() => countText(page)).toBe(showing(PAGE_SIZE * 2, stores.length));
    expect(await cardNames(page)).toEqual(stores.slice(0, PAGE_SIZE * 2).map((s) => s.name));
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe(stores[PAGE_SIZE]!.name);
    expect(await stillSamePage(page)).toBe(true);

    // The address holds the longer list, so a reload (or Back from a store) shows it again.
    await page.waitForURL(/[?&]pages=2/);
    await page.reload();
    await page.locator('[data-town-stores="ready"]').waitFor();
    await expect.poll(() => countText(page)).toBe(showing(PAGE_SIZE * 2, stores.length));
    expect(await cardNames(page)).toEqual(stores.slice(0, PAGE_SIZE * 2).map((s) => s.name));

    // A new filter starts again from the first page.
    await page.getByRole("checkbox", { name: "Accepts SNAP" }).check();
    await page.waitForURL((url) => url.searchParams.get("snap") === "1" && !url.searchParams.has("pages"));
  });

  it("computes 'Open now' in each store's time zone", async () => {
    const { city, stores } = await largestTown();
    const { page } = ui;
    await openTown(page, `/cities/${city.slug}`);
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await page.waitForURL(/open=1/);
    const now = new Date();
    const open = stores.filter((s) => {
      const week = parseOpeningHours(s.hours);
      const zone = storeTimeZone(s.state, s.latitude, s.longitude);
      return week && zone ? openState(week, now, zone).open : false;
    });
    await expect.poll(() => countText(page)).toBe(showing(Math.min(PAGE_SIZE, open.length), open.length));
  });
});

describe("town page views", () => {
  const ui = useBrowser({ viewport: { width: 390, height: 844 } });

  it("opens a shared filtered address filtered, with an empty state and a way out", async () => {
    const towns = (await productJson<CityJson[]>("/api/cities")).toSorted(
      (a, b) => a.coffeeShopCount - b.coffeeShopCount,
    );
    let target: { city: CityJson; stores: StoreJson[] } | undefined;
    for (const city of towns.slice(0, 40)) {
      const stores = await productJson<StoreJson[]>(`/api/cities/${city.slug}/grocery-stores`);
      if (stores.every((s) => !s.hasOrganicOfferings)) {
        target = { city, stores };
        break;
      }
    }
    expect(target, "a small seeded town without an organic grocer").toBeDefined();
    const { page } = ui;
    await openTown(page, `/cities/${target!.city.slug}?organic=1`);
    await page.getByText("No stores match these filters.").waitFor();
    expect(await page.getByRole("checkbox", { name: "Organic" }).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/cities/${target!.city.slug}`);
    await expect
      .poll(() => countText(page))
      .toBe(showing(Math.min(PAGE_SIZE, target!.stores.length), target!.stores.length));
  });

  it("counts a filter tapped before the list hydrated: one tap is enough", async () => {
    const { city, stores } = await largestTown();
    const { page } = ui;
    // Hold the JavaScript until the tap has landed on the built HTML, however fast this machine is.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      // Not "domcontentloaded": that waits for the page's module scripts, which are held.
      await page.goto(`${baseUrl}/cities/${city.slug}`, { waitUntil: "commit" });
      const snapBox = page.getByRole("checkbox", { name: "Accepts SNAP" });
      await snapBox.check();
      expect(await page.locator('[data-town-stores="ready"]').count()).toBe(0);
      release();
      await page.waitForURL(/[?&]snap=1/);
      const snap = stores.filter((s) => s.acceptsSnap);
      await expect.poll(() => countText(page)).toBe(showing(Math.min(PAGE_SIZE, snap.length), snap.length));
      expect(await snapBox.isChecked()).toBe(true);
    } finally {
      release();
      await page.unrouteAll();
    }
  });

  it("pages through static parts without JavaScript", async () => {
    const { city, stores } = await largestTown();
    const context = await ui.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/cities/${city.slug}`);
    // Filters would do nothing without JavaScript, so they are not shown.
    expect(await page.getByRole("checkbox", { name: "Accepts SNAP" }).isVisible()).toBe(false);
    expect(await page.locator("main article h3").count()).toBe(PAGE_SIZE);
    await page.getByRole("link", { name: "Next stores" }).click();
    await page.waitForURL(`**/cities/${city.slug}/page/2`);
    expect(await page.locator("main article h3").allTextContents()).toEqual(
      stores.slice(PAGE_SIZE, PAGE_SIZE * 2).map((s) => s.name),
    );
    await context.close();
  });
});

describe("/cities", () => {
  const ui = useBrowser({ viewport: { width: 390, height: 844 } });

  it("groups towns by state with a jump list and one count shared with the home page", async () => {
    const { page } = ui;
    const listed = await productJson<CityJson[]>("/api/cities");
    const towns = page.locator("[data-city-directory] a[href^='/cities/']");
    // Earlier files list stores in new towns: the static page shows them once the watcher's rebuild
    // is in, so the page is read again until it has caught up with the live count.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/cities`);
          return towns.count();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(listed.length);
    const headings = await page.locator("[data-city-directory] h2").allTextContents();
    expect(headings).toEqual(headings.toSorted((a, b) => a.localeCompare(b)));

    await page
      .getByRole("navigation", { name: "Jump to a state" })
      .getByRole("link", { name: /Minnesota/ })
      .click();
    await page.waitForURL(/#state-mn$/);
    await expect.poll(() => page.getByRole("heading", { name: "Minnesota" }).isVisible()).toBe(true);
    const box = await page.getByRole("heading", { name: "Minnesota" }).boundingBox();
    expect(box!.y).toBeLessThan(844);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(baseUrl);
    const hero = await page.locator("main").first().textContent();
    expect(hero).toContain(`${listed.length} towns`);
    expect(hero).toContain(`See all ${listed.length} cities`);
  });
});
