// Weekly circulars in Chromium on `npm start`: the owner proves the address by the mailed link,
// drops a real PDF on the upload panel, sees it go from processing to active with its page count,
// finds it on the store page ("This week's deals" near the top, with its thumbnail, at 390 and 1280 px
// with axe) and in its best-deals card after the rebuild, and deletes it (after confirming).
import { describe, expect, inject, it } from "vitest";
import { makePdf } from "../helpers/pdf.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { query } from "./database.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";

const baseUrl = inject("baseUrl");
const REBUILD_TEST_TIMEOUT_MS = 240_000;
const ui = useBrowser();

/** A boosted sample store whose boost period runs now, and its verified owner's address (ADR 037). */
async function boostedStore(): Promise<{ store: StoreJson; email: string }> {
  const [row] = await query<{ id: string; email: string }>(
    `select b.grocery_store_id as id, lower(o.email) as email from boosts b
     join grocery_stores s on s.id = b.grocery_store_id join store_owners o on o.id = s.owner_id
     where b.status = 'active' and b.current_period_end > now() + interval '2 days'
       and b.current_period_start <= now() order by b.current_period_end desc limit 1`,
  );
  const response = await fetch(`${baseUrl}/api/grocery-stores/${row!.id}`);
  return { store: (await response.json()) as StoreJson, email: row!.email };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("weekly circulars", () => {
  it(
    "proves ownership by the mailed link, uploads by drag-and-drop, publishes and deletes",
    async () => {
      const { page } = ui;
      const { store, email } = await boostedStore();
      await page.goto(`${baseUrl}/manage-circulars/${store.id}`);
      await page.getByRole("heading", { name: "Confirm that you own this store" }).waitFor();
      await page.getByLabel("Email Address").fill(email);
      await page.getByRole("button", { name: "Email Me a Code" }).click();
      await page.getByText("we sent it a 6-digit code").waitFor();
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mail = (await readOutbox(inject("outboxDir"))).find(
            (m) => m.to === email && /circulars/.test(m.subject),
          );
          link = mail?.links.find((l) => l.includes("/manage-circulars/"));
          return Boolean(link);
        })
        .toBe(true);
      await page.goto(link!);
      await page.getByRole("heading", { name: "Monthly Circular Quota" }).waitFor();
      await page.getByText("No circulars yet").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      const bytes = Array.from(makePdf({ pages: 3, text: (n) => `Sweet corn 6 for $3 page ${n}` }));
      const dataTransfer = await page.evaluateHandle((data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], "week-48.pdf", { type: "application/pdf" }));
        return transfer;
      }, bytes);
      await page.getByTestId("circular-dropzone").dispatchEvent("drop", { dataTransfer });
      await page.getByText("week-48.pdf").waitFor();
      await page.getByLabel("Start Date").fill(day(0));
      await page.getByLabel("End Date").fill(day(6));
      await page.getByRole("button", { name: "Upload Circular" }).click();
      await page.getByText("Circular uploaded successfully").waitFor();
      const item = page.getByRole("listitem").filter({ hasText: "week-48.pdf" });
      await item.getByText("Active").waitFor({ timeout: 30_000 });
      await item.getByText("3 pages").waitFor();

      // The static pages catch up with the background rebuild.
      const browser = page.context().browser()!;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      try {
        for (const path of [
          `/grocery-stores/${store.citySlug}/${store.slug}`,
          `/best-grocery-deals-in-${store.citySlug}`,
        ]) {
          await expect
            .poll(
              async () => {
                await plain.goto(`${baseUrl}${path}`);
                return plain.locator("[data-current-circulars]").getByText("Sweet corn 6 for $3 page 2").count();
              },
              { timeout: REBUILD_TEST_TIMEOUT_MS - 60_000, interval: 3_000 },
            )
            .toBeGreaterThan(0);
          const pdf = await plain
            .locator("[data-current-circulars] a", { hasText: "Open the PDF" })
            .first()
            .getAttribute("href");
          const response = await fetch(`${baseUrl}${pdf}`);
          expect(response.headers.get("content-type")).toBe("application/pdf");
        }
      } finally {
        await context.close();
      }

      // "This week's deals" near the top of the store page (issue #25), at both widths, with axe.
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        const shopper = await browser.newContext({ viewport });
        const view = await shopper.newPage();
        try {
          await view.goto(`${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`);
          const block = view.getByRole("region", { name: `This week's deals at ${store.name}` });
          await block.getByText(/^Valid /).waitFor();
          await block.getByText("Sweet corn 6 for $3 page 1").first().waitFor();
          const thumbnail = block.locator("img");
          await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          // Right under the store's photo, before its details, not at the bottom of the page.
          const before = await block.evaluate((el) => {
            const details = document.querySelector('[aria-label="Store details"]')!;
            return Boolean(el.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING);
          });
          expect(before).toBe(true);
          expect(await accessibilityViolations(view)).toEqual([]);
          expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          if (process.env.SCREENSHOT_DIR) {
            await block.screenshot({ path: `${process.env.SCREENSHOT_DIR}/circular-block-${viewport.width}.png` });
            await view.screenshot({ path: `${process.env.SCREENSHOT_DIR}/store-page-${viewport.width}.png` });
          }
        } finally {
          await shopper.close();
        }
      }

      // Deleting asks first (issue #25): dismissing keeps the circular, accepting deletes it.
      page.once("dialog", (dialog) => void dialog.dismiss());
      await item.getByRole("button", { name: "Delete week-48.pdf" }).click();
      await item.getByText("Active").waitFor();
      let question = "";
      page.once("dialog", (dialog) => {
        question = dialog.message();
        void dialog.accept();
      });
      await item.getByRole("button", { name: "Delete week-48.pdf" }).click();
      await page.getByText("Circular deleted successfully").waitFor();
      expect(question).toBe("Delete week-48.pdf? Shoppers will no longer see it once the site updates.");
      await page.getByText("No circulars yet").waitFor();
    },
    REBUILD_TEST_TIMEOUT_MS,
  );
});
