// Weekly circulars in Chromium on `npm start`: the owner proves the address by the mailed link,
// drops a real PDF on the upload panel, sees it go from processing to active with its page count,
// finds it on the store page and the best-deals page after the rebuild, and deletes it.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { makePdf } from "../helpers/pdf.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const REBUILD_TEST_TIMEOUT_MS = 240_000;
const ui = useBrowser();

interface StoreJson {
  id: string;
  name: string;
  slug: string;
  citySlug: string;
}

/** A boosted sample store whose boost period runs now, and its verified owner's address (ADR 037). */
async function boostedStore(): Promise<{ store: StoreJson; email: string }> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string }>(
      `select b.grocery_store_id as id, lower(o.email) as email from boosts b
       join grocery_stores s on s.id = b.grocery_store_id join store_owners o on o.id = s.owner_id
       where b.status = 'active' and b.current_period_end > now() + interval '2 days'
         and b.current_period_start <= now() order by b.current_period_end desc limit 1`,
    );
    const row = rows[0]!;
    const response = await fetch(`${baseUrl}/api/grocery-stores/${row.id}`);
    return { store: (await response.json()) as StoreJson, email: row.email };
  } finally {
    await client.end();
  }
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

      await item.getByRole("button", { name: "Delete week-48.pdf" }).click();
      await page.getByText("Circular deleted successfully").waitFor();
      await page.getByText("No circulars yet").waitFor();
    },
    REBUILD_TEST_TIMEOUT_MS,
  );
});
