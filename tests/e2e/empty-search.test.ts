// Issue #43 item 5: Enter in the home page's empty search box opened /search?q=, an empty results
// page, whenever the island was not interactive yet (or JavaScript is off). The field is required
// and must hold more than spaces, so the browser keeps the visitor on the page; a /search?q= address
// typed by hand shows the plain search page.
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

describe("the home page's empty search", () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`stays on the home page on Enter, JavaScript ${javaScriptEnabled ? "on (before hydration)" : "off"}`, async () => {
      const context = await ui.browser.newContext({ javaScriptEnabled });
      try {
        const page = await context.newPage();
        // With JavaScript on, the island's code is held back: Enter lands on the built HTML form.
        if (javaScriptEnabled) await page.route(/\/_astro\/.*\.js$/, () => new Promise<void>(() => {}));
        await page.goto(`${baseUrl}/`, { waitUntil: "domcontentloaded" });
        const field = page.getByLabel("Search by City or Town");
        for (const typed of ["", "   "]) {
          await field.fill(typed);
          await field.press("Enter");
          await page.waitForTimeout(500);
          expect(new URL(page.url()).pathname).toBe("/");
          expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
        }
        // A real term still goes to the search page.
        await field.fill("zz");
        // (The held-back scripts keep "load" from ever firing.)
        await Promise.all([
          page.waitForURL(/\/search\?q=zz$/, { waitUntil: "domcontentloaded" }),
          field.press("Enter"),
        ]);
      } finally {
        await context.close();
      }
    });
  }

  it("shows the plain search page for /search?q= typed by hand", async () => {
    await ui.page.goto(`${baseUrl}/search?q=`);
    await ui.page.waitForURL(`${baseUrl}/search`);
    await ui.page.getByRole("heading", { level: 1, name: "Find a grocery store" }).waitFor();
  });
});
