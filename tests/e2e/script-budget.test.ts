// Issue #48, item 2: no framework before input. A page that receives no input requests at most 15 KB
// (gzip) of JavaScript within 10 s of load: the home, town, best-deals and store pages, each opened
// once in a fresh browser context (nothing cached) and left alone, with the gzip size of every
// script the page fetched in that time summed. The window is taller than any of these pages, so an
// island that waits only to be seen (client:visible) is seen without a scroll and counts. React
// loads only when someone reaches for an island (ADR 067); a page type over the budget fails here
// with the files it fetched. The four pages are watched at the same time, each in its own context,
// so the file waits one window rather than four.
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { launchBrowser } from "./browser.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const TALL = { width: 1280, height: 12_000 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BUDGET_BYTES = 15 * 1024;
const WINDOW_MS = 10_000;

async function storePath() {
  const [store] = await productJson<StoreJson[]>("/api/cities/mankato-mn/grocery-stores");
  return `/grocery-stores/${store!.citySlug}/${store!.slug}`;
}

const PAGES: Array<[string, () => Promise<string> | string]> = [
  ["home", () => "/"],
  ["town", () => "/cities/mankato-mn"],
  ["best deals", () => "/best-grocery-deals-in-mankato-mn"],
  ["store", storePath],
];

describe("JavaScript before input", () => {
  it.concurrent.each(PAGES)(
    "%s page: at most 15 KB gzip of script in the first 10 s without input",
    async (type, path) => {
      const context = await browser.newContext({ viewport: TALL });
      const page = await context.newPage();
      const fetched: Array<Promise<{ path: string; gzip: number }>> = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        fetched.push(
          response.body().then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length })),
        );
      });
      const started = Date.now();
      await page.goto(baseUrl + (await path()), { waitUntil: "load" });
      // No pointer, key or scroll: the page is only looked at.
      await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(TALL.height);
      const scripts = await Promise.all(fetched);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const files = scripts.map((s) => `${s.path} ${s.gzip} B`).join(", ");
      console.log(`${type}: ${scripts.length} scripts, ${total} B gzip (${files})`);
      await context.close();
      expect(total, `${type} page fetched ${files}`).toBeLessThanOrEqual(BUDGET_BYTES);
    },
    30_000,
  );
});
