// Suggested edits and closed stores (issue #28, ADR 045) in Chromium at 390 and 1280 px with axe: a
// shopper opens 'Suggest an edit' on a store page, is told what is missing, sends a suggestion and
// is thanked; the admin finds it in the 'Suggestions' tab and rejects it with a reason, which
// reaches the shopper's mailbox in .data/outbox. A store an admin marks closed for good gets a
// noindex 'Permanently closed' page at the next rebuild.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { KIND_MESSAGE } from "../../src/review/suggestion-kinds.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { query } from "./database.ts";
import { PHONE_AND_DESKTOP, useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
// Waits for a background rebuild (seconds for a data-only one, more on a busy machine).
const TEST_TIMEOUT_MS = 240_000;

/**
 * Listed, unowned, unboosted sample stores in an order no other browser test uses (they take stores
 * by id, name or town), so closing two of them takes nothing another test expects.
 */
const plainStores = () =>
  query<{ id: string; name: string }>(
    `select s.id, s.name from grocery_stores s
      where s.deleted_at is null and s.closed_at is null and s.is_active and s.review_status = 'approved'
        and s.owner_id is null and not exists (select 1 from boosts b where b.grocery_store_id = s.id)
      order by md5(s.id::text) limit 4`,
  );

async function expectTidy(page: Page, width: number) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// The built page carries only the summary and the form's first line (ADR 049); the fields come with
// the island. Opened before the island could hydrate (its code held back), by keyboard or by touch,
// the disclosure shows that line at once and the fields once the code arrives, with no hydration error.
describe("'Suggest an edit' opened before its island is live", () => {
  const ui = useBrowser({ viewport: { width: 390, height: 844 } });

  it.each(["keyboard", "touch"] as const)("by %s: the fields appear once it hydrates", async (how) => {
    const { page } = ui;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/SuggestEdit\.[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const store = (await plainStores())[0]!;
    await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
    const summary = page.locator("summary", { hasText: "Suggest an edit" });
    await summary.scrollIntoViewIfNeeded();
    expect(await page.locator("astro-island:has(summary) select").count()).toBe(0);
    if (how === "keyboard") {
      await summary.focus();
      await page.keyboard.press("Enter");
    } else {
      await summary.dispatchEvent("pointerdown", { pointerType: "touch" });
      await summary.dispatchEvent("click");
    }
    expect(
      await page
        .locator("details:has(summary)")
        .last()
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    await page.getByText(`Is something about ${store.name} wrong?`).waitFor();
    expect(await page.locator("astro-island[ssr]:has(summary)").count()).toBe(1);
    release();
    await page.getByLabel("What is wrong?").waitFor();
    await page.getByRole("button", { name: "Send suggestion" }).waitFor();
    expect(await page.locator("astro-island[ssr]:has(summary)").count()).toBe(0);
    expect(errors).toEqual([]);
    await expectTidy(page, 390);
  });
});

describe.each(PHONE_AND_DESKTOP)("at $width px", (viewport) => {
  const ui = useBrowser({ viewport });
  const index = viewport.width === 390 ? 0 : 1;

  it(
    "takes a shopper's suggestion, and the admin rejects it with a reason mailed to the shopper",
    async () => {
      const { page } = ui;
      const store = (await plainStores())[index]!;
      const note = `The number on the door is 563-555-01${String(Date.now() % 100).padStart(2, "0")}`;
      const email = `shopper-${viewport.width}-${Date.now()}@example.com`;

      await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
      const summary = page.locator("summary", { hasText: "Suggest an edit" });
      await summary.scrollIntoViewIfNeeded();
      await expectTidy(page, viewport.width);
      await summary.click();
      const kind = page.getByLabel("What is wrong?");
      await kind.waitFor();
      // Hydrated on the click; wait for it before typing (typing-before-hydration.test.ts covers that).
      await expect.poll(() => page.locator("astro-island[ssr]:has(summary)").count(), { timeout: 15_000 }).toBe(0);
      await page.getByRole("button", { name: "Send suggestion" }).click();
      await page.getByText(KIND_MESSAGE).waitFor();
      expect(await kind.getAttribute("aria-invalid")).toBe("true");
      await expectTidy(page, viewport.width);

      await kind.selectOption({ label: "The phone number is wrong" });
      await page.getByLabel("What should it say? (optional)").fill(note);
      await page.getByLabel("Your e-mail (optional)").fill(email);
      await page.getByRole("button", { name: "Send suggestion" }).click();
      await page.getByRole("status").filter({ hasText: "Thank you." }).waitFor();
      await expectTidy(page, viewport.width);

      await signInAsAdmin(page, "/admin");
      await page.getByRole("tab", { name: "Suggestions" }).click();
      const row = page.getByRole("listitem").filter({ hasText: note });
      await row.getByText("The phone number is wrong").waitFor();
      await expectTidy(page, viewport.width);
      await row.getByRole("button", { name: `Reject about ${store.name}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Reason (optional)").fill("The store confirmed its number by phone.");
      await expectTidy(page, viewport.width);
      await dialog.getByRole("button", { name: "Reject Suggestion" }).click();
      await page.getByText("Rejected; the shopper was told").first().waitFor();
      await expect
        .poll(async () =>
          (await readOutbox(inject("outboxDir"))).some(
            (m) => m.to === email && m.text.includes("The store confirmed its number by phone."),
          ),
        )
        .toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "shows a store an admin closed for good as 'Permanently closed', noindex, after the rebuild",
    async () => {
      const { page } = ui;
      const store = (await plainStores())[2 + index]!;
      await signInAsAdmin(page, "/admin");
      const closed = await page.evaluate(async (id) => {
        const response = await fetch(`/api/admin/grocery-stores/${id}/close`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        return response.status;
      }, store.id);
      expect(closed).toBe(200);
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
            return page.getByText("Permanently closed", { exact: true }).count();
          },
          { timeout: TEST_TIMEOUT_MS - 60_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      await page.getByRole("heading", { name: store.name, level: 1 }).waitFor();
      expect(await page.locator("summary", { hasText: "Suggest an edit" }).count()).toBe(0);
      await expectTidy(page, viewport.width);
    },
    TEST_TIMEOUT_MS,
  );
});
