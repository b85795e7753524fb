// Upvoting a store in Chromium: the live count, the toasts, the blocked button, and the server's
// refusal when the browser forgets (cleared localStorage). Plus the store page's page-view beacon.
import pg from "pg";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();
// Other browser tests read these towns' rankings, which votes change: vote elsewhere.
const TOWNS_USED_ELSEWHERE = new Set(["mankato-mn", "albany-ny", "decatur-il", "grand-forks-nd"]);
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

let store: StoreJson;
let storeUrl: string;

beforeAll(async () => {
  const towns = await productJson<Array<{ slug: string }>>("/api/cities");
  const town = towns.filter((t) => !TOWNS_USED_ELSEWHERE.has(t.slug)).at(-1)!;
  store = (await productJson<StoreJson[]>(`/api/cities/${town.slug}/grocery-stores`)).at(-1)!;
  storeUrl = `${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`;
});

const votes = (n: number) => `${n.toLocaleString("en-US")} vote`;
const upvoteButton = (page: Page) => page.getByRole("button", { name: /^Upvote this store/ });

/**
 * The island hydrates when someone reaches for it (client:interaction): here the pointer comes over
 * the button. It is live once it says so (data-live); until then a tap on it is held, not refused
 * (first-tap.test.ts), so nothing announces it as disabled.
 */
async function openStore(page: Page) {
  await page.goto(storeUrl);
  const button = upvoteButton(page);
  expect(await button.getAttribute("aria-disabled")).toBeNull();
  await button.hover();
  await page.locator("[data-upvote-slot] button[data-live]").waitFor();
  return button;
}

describe("upvoting a store", () => {
  it("counts a vote once, then blocks the device, even after localStorage is cleared", async () => {
    const before = (await productJson<StoreJson>(`/api/grocery-stores/${store.id}`)).upvoteCount;
    const button = await openStore(ui.page);
    await expect.poll(() => button.textContent()).toContain(votes(before));
    expect(await button.getAttribute("title")).toBe("Give this grocery store an upvote!");
    expect(await button.getAttribute("aria-disabled")).toBeNull();
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await button.click();
    await ui.page.getByText("Thanks for the upvote! 🛒").waitFor();
    await ui.page.getByText("Your vote helps others discover great grocery stores.").waitFor();
    await expect.poll(() => button.textContent()).toContain(votes(before + 1));
    expect((await productJson<StoreJson>(`/api/grocery-stores/${store.id}`)).upvoteCount).toBe(before + 1);
    expect(await button.getAttribute("aria-disabled")).toBe("true");
    expect(await button.getAttribute("title")).toMatch(/^You can vote again in (60|59) minutes$/);
    const device = (await ui.context.cookies()).find((c) => c.name === "stg_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/" });

    // A blocked button still takes the click, to say why nothing happens.
    await button.click({ force: true });
    await ui.page.getByText("Already voted recently").waitFor();
    await ui.page.getByText(/^You can vote again in (60|59) minutes$/).waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    // The page remembers across loads, and shows the live count over the built one.
    const again = await openStore(ui.page);
    await expect.poll(() => again.getAttribute("aria-disabled")).toBe("true");
    await expect.poll(() => again.textContent()).toContain(votes(before + 1));

    // Forgetting the vote in the browser does not fool the server.
    await ui.page.evaluate(() => localStorage.clear());
    const forgetful = await openStore(ui.page);
    expect(await forgetful.getAttribute("aria-disabled")).toBeNull();
    await forgetful.click();
    await ui.page.getByText("Already voted recently").waitFor();
    await ui.page.getByText(/^You can vote again in (60|59) minutes$/).waitFor();
    await expect.poll(() => forgetful.getAttribute("aria-disabled")).toBe("true");
    expect((await productJson<StoreJson>(`/api/grocery-stores/${store.id}`)).upvoteCount).toBe(before + 1);
  });

  /** Loads `url` once in a desktop browser and expects exactly one more page view for the subject. */
  async function expectOnePageView(url: string, column: "city_id" | "grocery_store_id", id: number | string) {
    const context = await ui.browser.newContext({ userAgent: DESKTOP_CHROME });
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    try {
      const sql = `select count(*) from analytics_events where event_type = 'page_view' and ${column} = $1`;
      const views = async () => Number((await client.query(sql, [id])).rows[0].count);
      const before = await views();
      await (await context.newPage()).goto(url);
      await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);
    } finally {
      await client.end();
      await context.close();
    }
  }

  it("records one page view per city page load from a browser", async () => {
    const city = await productJson<{ id: number }>(`/api/cities/${store.citySlug}`);
    await expectOnePageView(`${baseUrl}/cities/${store.citySlug}`, "city_id", city.id);
  });

  it("records one page view per store page load from a browser", async () => {
    await expectOnePageView(storeUrl, "grocery_store_id", store.id);
  });
});
