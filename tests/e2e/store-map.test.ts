// The store page's location (issue 13, ADR 022) at phone size and on a desktop: the static locator
// drawn at build time with the store marked, the approximate-location note for a ZIP centroid, the
// owner panel's wording, no map code at all without a configured map style, and axe clean.
import { describe, expect, inject, it } from "vitest";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { stateName } from "../../src/towns/us-states.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");

async function seededStore(): Promise<StoreJson> {
  const response = await fetch(`${baseUrl}/api/cities/mankato-mn/grocery-stores`);
  const stores = (await response.json()) as StoreJson[];
  // Sample stores sit at their ZIP's centroid: approximate by construction.
  const store = stores.find((s) => s.coordinatesPrecision === "zip" && !s.ownerId && !s.isBoosted);
  expect(store, "a seeded, unowned, unboosted Mankato store at its ZIP's centroid").toBeDefined();
  return store!;
}

describe.each([
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
])("store location and owner panel on a %s", (_name, viewport) => {
  const ui = useBrowser({ viewport });

  it("draws the state with the store marked, says the location is approximate, and loads no map code", async () => {
    const store = await seededStore();
    const requested: string[] = [];
    ui.page.on("request", (request) => requested.push(request.url()));
    await ui.page.goto(`${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`);

    const section = ui.page.getByRole("region", { name: "Location" });
    const locator = section.getByRole("img", {
      name: `Map of ${stateName(store.state)} marking ${store.name} in ${store.cityName} (approximate location)`,
    });
    await locator.scrollIntoViewIfNeeded();
    const box = (await locator.boundingBox())!;
    expect(box.width).toBeGreaterThan(viewport.width < 500 ? 250 : 280);
    expect(box.height).toBeGreaterThan(100);
    // The store's marker lies inside the drawing.
    const marker = locator.locator("circle.pin");
    expect(await marker.count()).toBe(1);
    const pin = (await marker.boundingBox())!;
    expect(pin.x).toBeGreaterThanOrEqual(box.x);
    expect(pin.x + pin.width).toBeLessThanOrEqual(box.x + box.width);
    await expect.poll(() => section.getByText("Approximate location (ZIP code area)").isVisible()).toBe(true);

    // Without MAP_STYLE_URL there is no interactive map, before or after scrolling to it.
    await ui.page.waitForLoadState("networkidle");
    expect(await ui.page.locator("[data-store-map]").count()).toBe(0);
    expect(requested.filter((url) => /maplibre|StoreMap|map-loader/i.test(url))).toEqual([]);
  });

  it("addresses the management links to the store's owner, as links", async () => {
    const store = await seededStore();
    await ui.page.goto(`${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`);
    const owner = ui.page.getByRole("region", { name: "Own this store?" });
    await owner.scrollIntoViewIfNeeded();
    const id = encodeURIComponent(store.id);
    const links = owner.getByRole("link");
    await expect
      .poll(() => links.allTextContents())
      .toEqual(["Claim this store", "Boost this listing", "Manage Subscription"]);
    expect(await owner.getByRole("link", { name: "Claim this store" }).getAttribute("href")).toBe(
      `/claim-business/${id}`,
    );
    expect(await owner.getByRole("link", { name: "Boost this listing" }).getAttribute("href")).toBe(
      `/boost-profile/${id}`,
    );
    expect(await owner.getByRole("button").count()).toBe(0);
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The shoppers' side keeps the spec's boost prompt.
    await ui.page.getByRole("heading", { name: "Love this place? Help them get featured!" }).waitFor();

    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });
});
