// The admin screens in Chromium: sign-in and its refusals, the analytics dashboard with a store's
// own chart, the admin panel's tabs and a store edit that reaches the static page after the
// background rebuild, a city image, and logging out. Axe checks every admin page.
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";

const baseUrl = inject("baseUrl");
// Waits for a background rebuild of the whole site (about 15-40 s here, more on a busy machine).
const REBUILD_TEST_TIMEOUT_MS = 240_000;
const ui = useBrowser();

interface CityJson {
  id: number;
  name: string;
  state: string;
  slug: string;
  imageUrl: string | null;
  imageSource: string;
  coffeeShopCount: number;
}

// Towns from the middle of the list: the claims tests use the first ones, others the last ones.
const TOWN_INDEX = 7;
let town: CityJson;
/** The store renamed, and the one deleted and restored. */
let store: StoreJson;
let other: StoreJson;

beforeAll(async () => {
  const towns = await productJson<CityJson[]>("/api/cities");
  town = towns.slice(TOWN_INDEX).find((t) => t.coffeeShopCount >= 2)!;
  const stores = await productJson<StoreJson[]>(`/api/cities/${town.slug}/grocery-stores`);
  store = stores[0]!;
  other = stores[1]!;
  // Headless Chromium counts as a bot, so the visits the dashboard charts are written directly.
  const connection = await connect(inject("databaseUrl"));
  try {
    const view = (target: { cityId?: number; groceryStoreId?: string }, daysAgo: number) => ({
      eventType: "page_view",
      page: "/e2e",
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      ...target,
    });
    await connection.db
      .insert(analyticsEvents)
      .values([
        view({ groceryStoreId: store.id }, 0),
        view({ groceryStoreId: store.id }, 1),
        view({ groceryStoreId: store.id }, 1),
        view({ cityId: town.id }, 2),
        { eventType: "search", searchQuery: "e2e admin search", page: "/search" },
      ]);
  } finally {
    await connection.close();
  }
});

afterAll(async () => {
  // Leave the shared product as the other browser tests expect it: no extra analytics.
  const connection = await connect(inject("databaseUrl"));
  try {
    await connection.db
      .delete(analyticsEvents)
      .where(or(eq(analyticsEvents.page, "/e2e"), eq(analyticsEvents.searchQuery, "e2e admin search")));
  } finally {
    await connection.close();
  }
});

const storePage = () => `${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`;

describe("admin sign-in", () => {
  it("sends /analytics to sign-in, requires a password and refuses a wrong one", async () => {
    await ui.page.goto(`${baseUrl}/analytics`);
    await ui.page.waitForURL("**/admin-login?next=%2Fanalytics");
    await ui.page.locator('form button[type="submit"]:not([disabled])').waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await ui.page.getByRole("button", { name: "Sign in" }).click();
    await ui.page.getByText("Password is required").waitFor();
    await ui.page.getByLabel("Password").fill("not the password");
    await ui.page.getByRole("button", { name: "Sign in" }).click();
    await ui.page.getByText("Access Denied").waitFor();
    await ui.page.getByText("Incorrect password. Please try again.").first().waitFor();
    expect(ui.page.url()).toContain("/admin-login");
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });
});

describe("admin screens", () => {
  it("shows analytics after sign-in, with a chosen store's own chart", async () => {
    await signInAsAdmin(ui.page);
    await ui.page.getByRole("heading", { name: "Most viewed stores" }).waitFor();
    await ui.page.getByText("Total Page Views").waitFor();
    await ui.page.getByText("e2e admin search").waitFor();
    await ui.page.getByRole("img", { name: /Page views per day for the whole site/ }).waitFor();

    await ui.page.getByRole("button", { name: `Chart page views of ${store.name}` }).click();
    await ui.page.getByRole("img", { name: `Page views per day for ${store.name}`, exact: false }).waitFor();
    const storeChart = await ui.page.getByRole("img", { name: /Page views per day for/ }).getAttribute("aria-label");
    expect(storeChart).toContain("3 views in total");
    expect(
      await ui.page.getByRole("button", { name: `Chart page views of ${store.name}` }).getAttribute("aria-pressed"),
    ).toBe("true");
    await ui.page.getByText("Show the figures as a table").click();
    await ui.page.getByRole("table").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });

  it(
    "edits a store on /admin (its static page catches up after the rebuild), a city description, and deletes and restores a store",
    async () => {
      await signInAsAdmin(ui.page, "/admin");
      await ui.page.getByText("Total Stores").waitFor();
      // The tabs are one tab stop; arrow keys move between them.
      const storesTab = ui.page.getByRole("tab", { name: "Grocery Stores" });
      expect(await storesTab.getAttribute("aria-selected")).toBe("true");
      await ui.page.getByText(/Showing 1–25 of/).waitFor();
      expect(await accessibilityViolations(ui.page)).toEqual([]);
      await storesTab.focus();
      await ui.page.keyboard.press("ArrowRight");
      expect(await ui.page.getByRole("tab", { name: "Cities" }).getAttribute("aria-selected")).toBe("true");
      await ui.page.getByRole("heading", { name: "Cities", level: 2 }).waitFor();
      expect(await accessibilityViolations(ui.page)).toEqual([]);
      await ui.page.keyboard.press("ArrowLeft");
      expect(await storesTab.getAttribute("aria-selected")).toBe("true");

      await ui.page.getByLabel("Search stores").fill(store.name);
      await ui.page.getByText(/Showing 1–\d+ of \d+ stores?/).waitFor();
      const row = ui.page
        .getByRole("listitem")
        .filter({ has: ui.page.getByRole("heading", { name: store.name, exact: true }) })
        .filter({ hasText: store.address });
      await row.getByRole("button", { name: `Edit ${store.name}`, exact: true }).click();
      const dialog = ui.page.getByRole("dialog", { name: `Edit ${store.name}` });
      await dialog.waitFor();
      expect(await accessibilityViolations(ui.page)).toEqual([]);
      await dialog.getByLabel("ZIP code*").fill("123");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText("Please enter a valid ZIP code (e.g., 71301 or 71301-1234)").waitFor();
      await dialog.getByLabel("ZIP code*").fill("99701"); // Fairbanks, AK: another town, refused by the server
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText(/belongs to Fairbanks, AK/).waitFor();

      const renamed = `${store.name} (Edited)`;
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      await row.getByRole("button", { name: `Edit ${store.name}`, exact: true }).click();
      await dialog.getByLabel("Store name*").fill(renamed);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await ui.page.getByText("Grocery store updated").waitFor();
      await dialog.waitFor({ state: "detached" });
      await ui.page.getByRole("heading", { name: renamed, level: 3 }).waitFor();

      // The static page catches up with the background rebuild.
      await expect
        .poll(
          async () => {
            await ui.page.goto(storePage());
            return (await ui.page.getByRole("heading", { level: 1 }).textContent())?.trim();
          },
          { timeout: REBUILD_TEST_TIMEOUT_MS - 30_000, interval: 1_000 },
        )
        .toBe(renamed);

      // Back on /admin (the session lasts), straight to the Cities tab by its address.
      await ui.page.goto(`${baseUrl}/admin#cities`);
      await ui.page.getByLabel("Search cities").fill(`${town.name}, ${town.state}`);
      const cityRow = ui.page
        .getByRole("listitem")
        .filter({ has: ui.page.getByRole("heading", { name: `${town.name}, ${town.state}`, exact: true }) });
      await cityRow.getByRole("button", { name: `Edit description of ${town.name}` }).click();
      const description = "A river town with two independent grocers and a Saturday farmers market.";
      await cityRow.getByLabel(`Description of ${town.name}`).fill(`  ${description} `);
      await cityRow.getByRole("button", { name: "Save description" }).click();
      await ui.page.getByText("City description updated").waitFor();
      await cityRow.getByText(description).waitFor();
      expect((await productJson<{ description: string }>(`/api/cities/${town.slug}`)).description).toBe(description);

      // Delete after the confirmation prompt, then restore from "Show deleted".
      await ui.page.getByRole("tab", { name: "Grocery Stores" }).click();
      await ui.page.getByLabel("Search stores").fill(other.name);
      const otherRow = ui.page
        .getByRole("listitem")
        .filter({ has: ui.page.getByRole("heading", { name: other.name, exact: true }) })
        .filter({ hasText: other.address });
      let prompt = "";
      ui.page.once("dialog", (confirm) => {
        prompt = confirm.message();
        void confirm.accept();
      });
      await otherRow.getByRole("button", { name: `Delete ${other.name}`, exact: true }).click();
      await ui.page.getByText("Grocery store deleted").waitFor();
      expect(prompt).toContain(`Delete "${other.name}"?`);
      await otherRow.waitFor({ state: "detached" });
      await ui.page.getByLabel("Show deleted").check();
      await otherRow.getByText("Deleted", { exact: true }).waitFor();
      await otherRow.getByRole("button", { name: `Restore ${other.name}`, exact: true }).click();
      await ui.page.getByText("Grocery store restored").waitFor();
      await otherRow.getByRole("button", { name: `Edit ${other.name}`, exact: true }).waitFor();
      const listed = await productJson<StoreJson[]>(`/api/cities/${town.slug}/grocery-stores`);
      expect(listed.map((s) => s.id)).toContain(other.id);
    },
    REBUILD_TEST_TIMEOUT_MS,
  );

  it("changes a city's image on /admin/city-images", async () => {
    const city = (await productJson<CityJson[]>("/api/cities"))[TOWN_INDEX + 1]!;
    await signInAsAdmin(ui.page, "/admin/city-images");
    await ui.page.getByLabel("Search cities").fill(city.name);
    const card = ui.page
      .getByRole("listitem")
      .filter({ has: ui.page.getByRole("heading", { name: `${city.name}, ${city.state}`, exact: true }) });
    await card.getByText("Fallback").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await card.getByRole("button", { name: `Change image of ${city.name}` }).click();
    const field = card.getByLabel(`Image URL for ${city.name}`);
    await field.fill("   ");
    await card.getByRole("button", { name: "Save image" }).click();
    await card.getByText("Please enter an image URL").waitFor();
    const imageUrl = "https://images.example/e2e-town.jpg";
    await field.fill(`  ${imageUrl} `);
    await card.getByRole("button", { name: "Save image" }).click();
    await ui.page.getByText("City image updated").waitFor();
    await card.getByText("Custom").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    const saved = await productJson<CityJson>(`/api/cities/${city.slug}`);
    expect(saved).toMatchObject({ imageUrl, imageSource: "custom" });
  });

  it("logs out: /analytics sends to sign-in again and the admin API answers 401", async () => {
    await signInAsAdmin(ui.page);
    expect((await ui.page.request.get(`${baseUrl}/api/admin/stats`)).status()).toBe(200);
    await ui.page.getByRole("navigation", { name: "Admin" }).waitFor();
    await ui.page.getByRole("button", { name: "Log out" }).click();
    await ui.page.waitForURL(`${baseUrl}/`);
    expect((await ui.page.request.get(`${baseUrl}/api/admin/stats`)).status()).toBe(401);
    await ui.page.goto(`${baseUrl}/analytics`);
    await ui.page.waitForURL("**/admin-login?next=%2Fanalytics");
    expect(await ui.page.evaluate(() => localStorage.getItem("adminSession"))).toBeNull();
  });
});
