// With a map style configured (MAP_STYLE_URL, ADR 022): the store page still loads no map code at
// first, nor once the locator is in view; MapLibre is fetched only once someone reaches for the
// locator (ADR 067), its worker starts under the page's CSP, the style's attribution is shown, and
// the page stays axe clean. The style is served from 127.0.0.1 (a background and a GeoJSON source,
// no tiles: nothing leaves the machine).
// This file builds its own product with the style. Two products built from one checkout share its
// `dist` link and would serve each other's pages, so it runs only on its own:
//   MAP_STYLE_E2E=1 npx vitest run tests/e2e/store-map-style.test.ts --project e2e
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnProduct, type SpawnedProduct } from "../../scripts/lib/spawn-product.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const alone = process.env.MAP_STYLE_E2E === "1";
const ATTRIBUTION = "Test map data © Local Cartographers";

const style = {
  version: 8,
  sources: {
    land: {
      type: "geojson",
      attribution: ATTRIBUTION,
      data: {
        type: "Feature",
        properties: {},
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [-180, -85],
              [180, -85],
              [180, 85],
              [-180, 85],
              [-180, -85],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#eef6ec" } },
    { id: "land", type: "fill", source: "land", paint: { "fill-color": "#d9ecd4" } },
  ],
};

let styleServer: Server;
let product: SpawnedProduct;
const styleRequests: string[] = [];

beforeAll(async () => {
  if (!alone) return;
  styleServer = createServer((request, response) => {
    styleRequests.push(request.url ?? "");
    response.setHeader("access-control-allow-origin", "*");
    if (request.url?.startsWith("/style.json")) {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(style));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => styleServer.listen(0, "127.0.0.1", resolve));
  const { port } = styleServer.address() as { port: number };
  product = await spawnProduct({ env: { MAP_STYLE_URL: `http://127.0.0.1:${port}/style.json` } });
}, 300_000);

afterAll(async () => {
  await product?.stop();
  await new Promise((resolve) => styleServer?.close(resolve));
});

describe.runIf(alone)("the interactive map", () => {
  const ui = useBrowser({ viewport: { width: 390, height: 844 } });

  it("loads MapLibre only when someone reaches for the locator, under the page's CSP", async () => {
    const response = await fetch(`${product.url}/api/cities/mankato-mn/grocery-stores`);
    const store = ((await response.json()) as StoreJson[])[0]!;
    const requested: string[] = [];
    const cspErrors: string[] = [];
    ui.page.on("request", (request) => requested.push(request.url()));
    ui.page.on("console", (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
    });
    await ui.page.goto(`${product.url}/grocery-stores/${store.citySlug}/${store.slug}`);
    await ui.page.waitForLoadState("networkidle");
    expect(requested.filter((url) => /maplibre/i.test(url))).toEqual([]);
    expect(styleRequests).toEqual([]);

    await ui.page.locator("[data-store-locator]").scrollIntoViewIfNeeded();
    // In view is not reaching for it: a second later (client:visible would have started by now), no map.
    await ui.page.waitForTimeout(1_000);
    expect(requested.filter((url) => /maplibre|StoreMap/i.test(url))).toEqual([]);
    // The pointer over the drawing: the empty overlay on it catches that and the map starts.
    const map = ui.page.locator("[data-store-map]");
    await map.hover();
    await expect.poll(() => requested.some((url) => /maplibre-gl/.test(url)), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => styleRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Headless Chromium without a GPU may have no WebGL: then the static locator stays, by design.
    const hasWebGl = await ui.page.evaluate(() => Boolean(document.createElement("canvas").getContext("webgl2")));
    console.log(`WebGL in this Chromium: ${hasWebGl ? "yes, the map must draw" : "no, the static locator stays"}`);
    if (hasWebGl) {
      await expect.poll(() => map.getAttribute("data-store-map"), { timeout: 20_000 }).toBe("ready");
      await expect.poll(() => map.getByText(ATTRIBUTION).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    await ui.page.locator("[data-store-locator]").waitFor();
    expect(cspErrors).toEqual([]);
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });
});
