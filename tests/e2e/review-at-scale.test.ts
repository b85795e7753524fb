// Review at national scale in Chromium (issue #46, ADR 063). A shopper on a phone answers an imported
// store's question with the plain form (no script needed) and lands on the thank-you note. An admin
// follows a link to #new-listings, signs in and is back on that queue; every review queue's tab is in
// sight at 1280 px; the queue is triaged from the keyboard (next, approve, undo, reject with a reason
// from the short list, evidence, shortcuts); axe is clean at 390 and 1280 px.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { requestRebuild } from "../../src/site/request-rebuild.server.ts";
import { insertStore } from "../helpers/test-data.ts";
import { accessibilityViolations, launchBrowser } from "./browser.ts";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { PHONE_AND_DESKTOP } from "./pages.ts";

const baseUrl = inject("baseUrl");
const REBUILD_TIMEOUT_MS = 240_000;

async function withDb<T>(work: (db: Awaited<ReturnType<typeof connect>>["db"]) => Promise<T>): Promise<T> {
  const connection = await connect(inject("databaseUrl"));
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

const mankato = (db: Awaited<ReturnType<typeof connect>>["db"]) =>
  db
    .select()
    .from(cities)
    .where(eq(cities.slug, "mankato-mn"))
    .then((rows) => rows[0]!);

let browser: Awaited<ReturnType<typeof launchBrowser>>;
/** A page in a context of its own: axe's Playwright integration needs one. Close it with closePage. */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}
/** Closes the page's context, and so the page, before the test ends (not after the browser). */
const closePage = (page: Page) => page.context().close();
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a shopper on a phone confirms an imported listing", () => {
  it(
    "answers with the plain form and lands on the thank-you note, counted once",
    async () => {
      const store = await withDb(async (db) => {
        const row = await insertStore(db, (await mankato(db)).id, {
          id: randomUUID(),
          name: "Imported Corner Grocery",
          dataSource: "usda-snap",
          confirmedBy: "import:USDA SNAP",
        });
        await requestRebuild(db, "e2e: an imported store");
        return row;
      });
      // A phone profile: small screen, touch, mobile user agent, and no JavaScript at all.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        javaScriptEnabled: false,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      });
      try {
        const page = await context.newPage();
        const question = page.getByRole("heading", { name: "Is this an independent grocery store, open now?" });
        await expect
          .poll(
            async () => {
              await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
              return question.isVisible();
            },
            { timeout: REBUILD_TIMEOUT_MS - 30_000, interval: 2_000 },
          )
          .toBe(true);
        const axePage = await newPage({ width: 390, height: 844 });
        await axePage.goto(page.url());
        expect(await accessibilityViolations(axePage)).toEqual([]);
        await closePage(axePage);

        await page.getByRole("button", { name: "Yes", exact: true }).tap();
        await page.waitForURL(/#shopper-check-thanks$/);
        await page.getByText("Thank you: your answer is counted.").waitFor();
        await page.getByRole("button", { name: "Closed", exact: true }).tap();
        await page.waitForURL(/#shopper-check-already$/);
        await page.getByText("an answer from this device or network was already counted").waitFor();
        const row = await withDb(async (db) => db.select().from(groceryStores).where(eq(groceryStores.id, store.id)));
        expect(row[0]!.shopperYesCount).toBe(1);
      } finally {
        await context.close();
      }
    },
    REBUILD_TIMEOUT_MS,
  );
});

async function signInFromQueueLink(page: Page) {
  await page.goto(`${baseUrl}/admin#new-listings`);
  await page.waitForURL(/\/admin-login\?next=%2Fadmin%23new-listings$/);
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin#new-listings$/);
  await page.getByRole("heading", { name: "New listings", level: 2 }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /waiting for review/ })
    .waitFor();
}

describe("an admin triages the queue from the keyboard", () => {
  beforeAll(async () => {
    await withDb(async (db) => {
      const town = await mankato(db);
      for (const name of ["Keyboard Alpha Inc", "Keyboard Beta LLC", "Keyboard Gamma Corp"])
        await insertStore(db, town.id, {
          id: randomUUID(),
          name,
          reviewStatus: "pending",
          reviewReason: "the name is only a company's legal name",
          dataSource: "usda-snap",
          confirmedBy: "import:USDA SNAP",
          coordinatesPrecision: "zip",
        });
    });
  });

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`returns to #new-listings after sign-in, shows every queue, axe clean at ${viewport.width} px`, async () => {
      const page = await newPage(viewport);
      try {
        await signInFromQueueLink(page);
        const tab = page.getByRole("tab", { name: /^New listings \d+ waiting for review$/ });
        expect(await tab.getAttribute("aria-selected")).toBe("true");
        for (const name of ["New listings", "Suggestions", "Name & address", "Business Claims"]) {
          const queueTab = page.getByRole("tab", { name: new RegExp(`^${name}`) });
          if (viewport.width >= 1280) {
            // In sight without scrolling the tab list.
            const box = (await queueTab.boundingBox())!;
            expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
          } else {
            await queueTab.scrollIntoViewIfNeeded();
            expect(await queueTab.isVisible(), name).toBe(true);
          }
        }
        await page.getByRole("term").filter({ hasText: "New listings waiting" }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      } finally {
        await closePage(page);
      }
    });
  }

  it("moves, approves, undoes, rejects with a listed reason and opens the evidence without a reload", async () => {
    const page = await newPage({ width: 1280, height: 900 });
    try {
      await signInFromQueueLink(page);
      await page.getByText("Keyboard:").waitFor();
      await page.getByRole("combobox", { name: "Reason" }).selectOption("the name is only a company's legal name");
      const names = page.getByRole("article").getByRole("heading", { level: 3 });
      await expect.poll(() => names.allTextContents()).toContain("Keyboard Alpha Inc");

      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("j");
      await page.keyboard.press("k");
      const focused = () => page.evaluate(() => document.activeElement?.querySelector("h3")?.textContent ?? null);
      // The queue's first listing as it stands now: earlier files leave listings of their own in it,
      // and one may leave the queue while this test reads it.
      await expect.poll(async () => (await focused()) === (await names.allTextContents())[0]).toBe(true);
      const first = (await focused())!;

      await page.keyboard.press("e");
      await page.getByRole("article").first().getByText("Sent to review by:").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.keyboard.press("a");
      await page.getByRole("heading", { name: first, level: 3 }).waitFor({ state: "detached" });
      await page
        .getByRole("status")
        .filter({ hasText: `Approved ${first}.` })
        .waitFor();
      await page.keyboard.press("u");
      await page.getByRole("heading", { name: first, level: 3 }).waitFor();

      await page.getByRole("article").first().focus();
      await page.keyboard.press("r");
      const dialog = page.getByRole("dialog", { name: `Reject ${first}` });
      await dialog.getByRole("radio", { name: /^This is not a grocery store/ }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: first, level: 3 }).waitFor({ state: "detached" });

      await page.keyboard.press("?");
      const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await help.getByText("reject, with a reason from a short list").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
