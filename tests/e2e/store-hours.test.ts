// A store page on a phone (390x844), issue 13: the sticky Call / Directions / Website bar and its
// links, and the open-now line at a fixed clock, for stores in Central time seen from a browser in
// Tokyo: the line must follow the store's clock, not the visitor's.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { connect } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { insertStore } from "../helpers/test-data.ts";
import { openState } from "../../src/stores/open-now.ts";
import { parseOpeningHours, weekRows } from "../../src/stores/opening-hours.ts";
import { directionsHref } from "../../src/stores/store-view.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { accessibilityViolations, launchBrowser } from "./browser.ts";

const baseUrl = inject("baseUrl");
const PHONE = { width: 390, height: 844 };
const CHICAGO = "America/Chicago";

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: PHONE, timezoneId: "Asia/Tokyo" });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

async function mankatoStore(): Promise<StoreJson> {
  const response = await fetch(`${baseUrl}/api/cities/mankato-mn/grocery-stores`);
  const stores = (await response.json()) as StoreJson[];
  const store = stores.find((s) => s.phone && parseOpeningHours(s.hours));
  expect(store, "a seeded Mankato store with a phone and parsable hours").toBeDefined();
  return store!;
}

const pagePath = (store: StoreJson) => `${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`;

describe("action bar", () => {
  it("offers Call, Directions and Website as 44 px links on the first screen, above the footer", async () => {
    const store = await mankatoStore();
    await page.goto(pagePath(store));
    const bar = page.getByRole("navigation", { name: "Store actions" });
    await bar.waitFor();

    const call = bar.getByRole("link", { name: `Call ${store.name}` });
    expect(await call.getAttribute("href")).toBe(`tel:${store.phone!.replace(/[^\d+]/g, "")}`);
    const directions = bar.getByRole("link", { name: `Directions to ${store.name} (opens maps)` });
    expect(await directions.getAttribute("href")).toBe(directionsHref(store));
    expect(directionsHref(store)).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    const website = bar.getByRole("link", { name: /^Website of / });
    expect(await website.count()).toBe(store.website ? 1 : 0);

    const links = await bar.getByRole("link").all();
    expect(links.length).toBe(store.website ? 3 : 2);
    for (const link of links) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // Sticky at the bottom of the first screen.
    const first = (await bar.boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(first.y).toBeGreaterThan(PHONE.height - 120);

    // Scrolled to the end, it sits above the footer instead of over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    const last = (await bar.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(footer.y + 1);

    // The Directions link also sits under the address, for every screen size.
    const visit = page.getByRole("region", { name: "Visit Information" });
    expect(await visit.getByRole("link", { name: /^Directions/ }).getAttribute("href")).toBe(directionsHref(store));
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await bar.isVisible()).toBe(false);
  });
});

describe("open now", () => {
  it("follows the store's clock, open at noon and closed before dawn, with the week's table", async () => {
    const store = await mankatoStore();
    const week = parseOpeningHours(store.hours)!;
    // Wednesday 15 July 2026, noon in Mankato (CDT) and 2 AM Thursday in Tokyo.
    const noon = new Date("2026-07-15T17:00:00Z");
    await context.clock.setFixedTime(noon);
    await page.goto(pagePath(store));
    const line = page.locator("[data-open-now]");
    await page.locator('[data-open-now="open"]').waitFor();
    expect((await line.textContent())?.trim()).toBe(openState(week, noon, CHICAGO).label);
    expect(await line.textContent()).toMatch(/^Open now - closes \d/);
    expect(await page.locator("[data-weekly-hours] tr").count()).toBe(weekRows(week).length);

    // Wednesday 3:30 AM in Mankato, 5:30 PM in Tokyo.
    const night = new Date("2026-07-15T08:30:00Z");
    await context.clock.setFixedTime(night);
    await page.reload();
    await page.locator('[data-open-now="closed"]').waitFor();
    expect((await line.textContent())?.trim()).toBe(openState(week, night, CHICAGO).label);
    expect(await line.textContent()).toMatch(/^Closed - opens \d+(:\d\d)? AM$/);
  });

  it("works for a store listed after the build, across the spring-forward Sunday", async () => {
    const connection = await connect(inject("databaseUrl"));
    let store: { slug: string };
    try {
      const [grandForks] = await connection.db.select().from(cities).where(eq(cities.slug, "grand-forks-nd"));
      store = await insertStore(connection.db, grandForks!.id, {
        // Every test file's generator starts alike: a fresh id keeps it off other files' stores.
        id: randomUUID(),
        name: "Red River Market",
        hours: "Mo-Sa 08:00-21:00; Su off",
        phone: null,
        website: null,
      });
    } finally {
      await connection.close();
    }
    // Sunday 8 March 2026, 10:30 AM CDT: clocks sprang forward at 2 AM.
    await context.clock.setFixedTime(new Date("2026-03-08T15:30:00Z"));
    await page.goto(`${baseUrl}/grocery-stores/grand-forks-nd/${store.slug}`);
    await page.locator('[data-open-now="closed"]').waitFor();
    expect((await page.locator("[data-open-now]").textContent())?.trim()).toBe("Closed - opens 8 AM Mon");
    const sunday = page.locator("[data-weekly-hours] tr").last();
    expect(await sunday.locator("th").textContent()).toBe("Sun");
    expect(await sunday.locator("td").textContent()).toBe("Closed");

    const bar = page.getByRole("navigation", { name: "Store actions" });
    expect(await bar.getByRole("link").count()).toBe(1);
    await bar.getByRole("link", { name: "Directions to Red River Market (opens maps)" }).waitFor();
  });
});

describe("hours by day on the listing form", () => {
  it("writes the rows into the Hours field, and refills them from typed text", async () => {
    await page.goto(`${baseUrl}/list-shop/new`);
    await page.locator('form button[type="submit"]:not([disabled])').waitFor();
    const hours = page.getByLabel("Hours", { exact: true });
    await page.getByText("Set the hours day by day").click();
    await page.getByRole("checkbox", { name: "Open on Sunday" }).check();
    await page.getByLabel("Sunday opens").fill("10:00");
    await page.getByLabel("Sunday closes").fill("16:00");
    expect(await hours.inputValue()).toBe("Mo-Sa 08:00-20:00; Su 10:00-16:00");

    await hours.fill("Daily 7 AM - 10 PM");
    expect(await page.getByLabel("Monday opens").inputValue()).toBe("07:00");
    expect(await page.getByLabel("Sunday closes").inputValue()).toBe("22:00");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
