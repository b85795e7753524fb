// The page shell and the first database-built page, in a real browser on the seeded product.
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations } from "./browser.ts";
import { structuredData, useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("page shell", () => {
  it("shows the nav and footer links from the spec, without accessibility violations", async () => {
    await browser.page.goto(baseUrl);
    const nav = browser.page.getByRole("banner");
    await expect(nav.getByRole("link", { name: "Browse Cities" }).first().getAttribute("href")).resolves.toBe(
      "/cities",
    );
    await expect(nav.getByRole("link", { name: "For Store Owners" }).first().getAttribute("href")).resolves.toBe(
      "/list-shop",
    );
    await expect(nav.getByRole("link", { name: "List Your Store" }).first().isVisible()).resolves.toBe(true);
    const footer = browser.page.getByRole("contentinfo");
    for (const href of ["/analytics", "/manage-subscription", "/privacy", "/terms"]) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
    expect(await accessibilityViolations(browser.page)).toEqual([]);
  });

  it("puts the navigation in a side drawer on a phone, opened and closed from the keyboard", async () => {
    await browser.page.setViewportSize({ width: 390, height: 844 });
    await browser.page.goto(baseUrl);
    const menu = browser.page.getByRole("button", { name: /menu/i });
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await menu.focus();
    await browser.page.keyboard.press("Enter");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    const drawerLink = browser.page.getByRole("link", { name: "For Store Owners" }).last();
    await drawerLink.waitFor({ state: "visible" });
    await browser.page.keyboard.press("Escape");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("answers an unknown path with the 404 page, marked noindex", async () => {
    const response = await browser.page.goto(`${baseUrl}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(browser.page.getByRole("heading", { name: "Page Not Found" }).isVisible()).resolves.toBe(true);
    await expect(browser.page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(browser.page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
  });
});

describe("/cities", () => {
  it("lists the seeded cities with counts and filters them by name or state", async () => {
    await browser.page.goto(`${baseUrl}/cities`);
    await expect(browser.page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/cities\/?$/);
    const cards = browser.page.locator('[data-city-directory] a[href^="/cities/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(280);

    const search = browser.page.getByRole("searchbox", { name: /search cities/i });
    await search.fill("mankato");
    await expect(browser.page.locator('a[href="/cities/mankato-mn"]').isVisible()).resolves.toBe(true);
    await expect(browser.page.locator('a[href="/cities/albany-ny"]').isVisible()).resolves.toBe(false);

    await search.fill("ND");
    await expect(browser.page.locator('a[href="/cities/grand-forks-nd"]').isVisible()).resolves.toBe(true);

    await search.fill("zzzz");
    await expect(browser.page.getByText("No cities found").isVisible()).resolves.toBe(true);
    await expect(
      browser.page.getByText('No cities match "zzzz". Try a different search term.').isVisible(),
    ).resolves.toBe(true);
    expect(await accessibilityViolations(browser.page)).toEqual([]);
  });

  it("emits structured data for the first 10 cities that parses", async () => {
    await browser.page.goto(`${baseUrl}/cities`);
    const data = await structuredData(browser.page);
    const list = data.find((d) => d["@type"] === "ItemList");
    expect(list?.itemListElement).toHaveLength(10);
  });

  it("shows the towns with stores, as GET /api/cities lists them (ADR 023)", async () => {
    await browser.page.goto(`${baseUrl}/cities`);
    const apiCount = await browser.page.evaluate(async () => (await (await fetch("/api/cities")).json()).length);
    expect(await browser.page.locator('[data-city-directory] a[href^="/cities/"]').count()).toBe(apiCount);
  });
});
