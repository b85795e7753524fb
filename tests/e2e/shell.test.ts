// The page shell and the first database-built page, in a real browser on the seeded product.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, launchBrowser } from "./browser.ts";

const baseUrl = inject("baseUrl");
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
  // axe's Playwright integration needs pages opened from an explicit context.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

describe("page shell", () => {
  it("shows the nav and footer links from the spec, without accessibility violations", async () => {
    await page.goto(baseUrl);
    const nav = page.getByRole("banner");
    await expect(nav.getByRole("link", { name: "Browse Cities" }).first().getAttribute("href")).resolves.toBe("/");
    await expect(nav.getByRole("link", { name: "For Store Owners" }).first().getAttribute("href")).resolves.toBe(
      "/list-shop",
    );
    await expect(nav.getByRole("link", { name: "List Your Store" }).first().isVisible()).resolves.toBe(true);
    const footer = page.getByRole("contentinfo");
    for (const href of ["/analytics", "/manage-subscription", "/privacy", "/terms"]) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("puts the navigation in a side drawer on a phone, opened and closed from the keyboard", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl);
    const menu = page.getByRole("button", { name: /menu/i });
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    const drawerLink = page.getByRole("link", { name: "For Store Owners" }).last();
    await drawerLink.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("answers an unknown path with the 404 page, marked noindex", async () => {
    const response = await page.goto(`${baseUrl}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
  });
});

describe("/cities", () => {
  it("lists the seeded cities with counts and filters them by name or state", async () => {
    await page.goto(`${baseUrl}/cities`);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/cities\/?$/);
    const cards = page.locator('a[href^="/cities/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(280);

    const search = page.getByRole("searchbox", { name: /search cities/i });
    await search.fill("mankato");
    await expect(page.locator('a[href="/cities/mankato-mn"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('a[href="/cities/albany-ny"]').isVisible()).resolves.toBe(false);

    await search.fill("ND");
    await expect(page.locator('a[href="/cities/grand-forks-nd"]').isVisible()).resolves.toBe(true);

    await search.fill("zzzz");
    await expect(page.getByText("No cities found").isVisible()).resolves.toBe(true);
    await expect(page.getByText('No cities match "zzzz". Try a different search term.').isVisible()).resolves.toBe(
      true,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("emits structured data for the first 10 cities that parses", async () => {
    await page.goto(`${baseUrl}/cities`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text));
    const list = data.find((d) => d["@type"] === "ItemList");
    expect(list.itemListElement).toHaveLength(10);
  });

  it("shows the same cities the API returns", async () => {
    await page.goto(`${baseUrl}/cities`);
    const apiCount = await page.evaluate(async () => (await (await fetch("/api/cities/all")).json()).length);
    expect(await page.locator('a[href^="/cities/"]').count()).toBe(apiCount);
  });
});
