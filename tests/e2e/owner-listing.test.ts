// The owner's listing editor (issue #28, ADR 040) in Chromium at 390 and 1280 px with axe: the
// verified owner follows 'Edit this listing' from their store page, signs in with the code mailed to
// .data/outbox (the circulars' proof), is told of a wrong phone next to the field, saves, and sees
// the change and 'Details last confirmed ... by the owner' on the rebuilt store page; an admin then
// reverts the change from the store's history with a reason, which reaches the owner's mailbox.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE_MESSAGE } from "../../src/owners/owner-edit-schema.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { query } from "./database.ts";
import { PHONE_AND_DESKTOP, useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
// Waits for a background rebuild (seconds for a data-only one, more on a busy machine).
const TEST_TIMEOUT_MS = 240_000;

/** Owned, listed sample stores without a boost (the circulars tests take the boosted ones). */
const ownedStores = () =>
  query<{ id: string; name: string; address: string; email: string }>(
    `select s.id, s.name, s.address, lower(o.email) as email
       from grocery_stores s join store_owners o on o.id = s.owner_id
      where s.deleted_at is null and s.is_active and s.review_status = 'approved'
        and not exists (select 1 from boosts b where b.grocery_store_id = s.id)
      order by s.id desc limit 2`,
  );

/** The code of a listing-editor mail to `email` that is not among `seen` (the outbox's files before asking). */
async function mailedCode(email: string, seen: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(inject("outboxDir"))).find(
        (m) => !seen.has(m.file) && m.to === email && m.subject.startsWith("Your code to edit the listing of"),
      );
      code = /Your code is (\d{6})/.exec(mail?.text ?? "")?.[1];
      return Boolean(code);
    })
    .toBe(true);
  return code!;
}

const outboxFiles = async () => new Set((await readOutbox(inject("outboxDir"))).map((m) => m.file));

async function expectTidy(page: Page, width: number) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each(PHONE_AND_DESKTOP)("at $width px", (viewport) => {
  const ui = useBrowser({ viewport });
  const index = viewport.width === 390 ? 0 : 1;

  it(
    "lets the owner sign in with the mailed code, edit and save, and an admin revert with a reason",
    async () => {
      const { page } = ui;
      const store = (await ownedStores())[index]!;
      // New on every run: a value the store already has would be no change.
      const phone = `563-555-${String(Date.now() % 10_000).padStart(4, "0")}`;

      // From the store page's 'Own this store?' area.
      await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
      await page.getByRole("link", { name: "Edit this listing" }).click();
      await page.waitForURL(`**/manage-listing/${store.id}`);
      await page.getByRole("heading", { name: "Confirm that you own this store" }).waitFor();
      // Typed after hydration here; typing-before-hydration.test.ts covers typing before it.
      await expect.poll(() => page.locator("astro-island[ssr]").count(), { timeout: 15_000 }).toBe(0);
      const seen = await outboxFiles();
      await page.getByLabel("Email Address").fill(store.email);
      await page.getByRole("button", { name: "Email Me a Code" }).click();
      await page.getByText("we sent it a 6-digit code").waitFor();
      await expectTidy(page, viewport.width);
      await page.getByLabel("Verification code").fill(await mailedCode(store.email, seen));
      await page.getByRole("button", { name: "Confirm" }).click();

      // The form, with the schema's words next to a wrong field.
      await page.getByRole("heading", { name: store.name, level: 2 }).waitFor();
      await expectTidy(page, viewport.width);
      await page.getByLabel("Phone").fill("12");
      await page.getByRole("button", { name: "Save changes" }).click();
      const phoneField = page.getByLabel("Phone");
      expect(await phoneField.getAttribute("aria-invalid")).toBe("true");
      await page.getByText(PHONE_MESSAGE).waitFor();
      await expectTidy(page, viewport.width);

      await phoneField.fill(phone);
      await page.getByRole("button", { name: "Save changes" }).click();
      const status = page.getByRole("status").filter({ hasText: "Saved" });
      await status.getByText("Saved: Phone.").waitFor();
      await status.getByText("Your store's page shows it within a minute, once the site has rebuilt.").waitFor();
      await expectTidy(page, viewport.width);

      // The rebuilt store page shows the change and who confirmed it.
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}/grocery-stores/${store.id}`);
            const text = await page.locator("main").innerText();
            return text.includes(phone) && /Details last confirmed \w+ \d+, \d{4} by the owner\./.test(text);
          },
          { timeout: TEST_TIMEOUT_MS - 60_000, interval: 1_000 },
        )
        .toBe(true);

      // The admin reverts the change from the store's history, with a reason.
      await page.goto(`${baseUrl}/admin-login?next=${encodeURIComponent("/admin")}`);
      await page.locator('form button[type="submit"]:not([disabled])').waitFor();
      await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/admin");
      await page.getByLabel("Search stores").fill(store.name);
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: store.name, exact: true }) })
        .filter({ hasText: store.address }); // sample names repeat across towns
      await row.getByRole("button", { name: `History ${store.name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `History of ${store.name}` });
      const change = dialog.getByRole("listitem").filter({ hasText: "Owner change" }).filter({ hasText: phone });
      await change.getByText(store.email).waitFor();
      await expectTidy(page, viewport.width);
      await change.getByRole("button", { name: /^Revert the change of Phone/ }).click();
      await dialog.getByRole("button", { name: "Revert Change" }).click();
      await dialog.getByText("Please enter a reason for the revert: the owner is told.").waitFor();
      await expectTidy(page, viewport.width);
      const reason = `That number rings another business (${viewport.width} px).`;
      await dialog.getByLabel("Reason for the revert*").fill(reason);
      await dialog.getByRole("button", { name: "Revert Change" }).click();
      await page.getByText("Change reverted", { exact: true }).waitFor();
      await dialog.getByText(`Reason: ${reason}`).waitFor();
      await change.getByText("Reverted", { exact: true }).waitFor();
      expect(
        (await query<{ phone: string }>("select phone from grocery_stores where id = $1", [store.id]))[0]!.phone,
      ).not.toBe(phone);
      await expect
        .poll(async () =>
          (await readOutbox(inject("outboxDir"))).some(
            (m) =>
              m.to === store.email && m.subject === `A change to ${store.name} was reverted` && m.text.includes(reason),
          ),
        )
        .toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});
