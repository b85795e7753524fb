// Name and address changes and merges (issue #28, ADR 044) in Chromium at 390 and 1280 px with axe:
// the verified owner proposes a new name in their listing editor and sees it waiting; the admin
// decides it in the "Name & address" tab (rejects with a reason at 390 px, which reaches the owner's
// mailbox; approves at 1280 px, after which the old address answers 301 to the new one); and the
// admin merges a duplicate through "Merge into…" on the Grocery Stores tab.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { query } from "./database.ts";
import { PHONE_AND_DESKTOP, useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const TEST_TIMEOUT_MS = 240_000;

/** Owned, listed stores without a boost, past the two the listing editor's own test takes (the photos
 * test takes the next two). */
const ownedStores = () =>
  query<{ id: string; name: string; address: string; email: string; slug: string; city_slug: string }>(
    `select s.id, s.name, s.address, s.slug, c.slug as city_slug, lower(o.email) as email
       from grocery_stores s join store_owners o on o.id = s.owner_id join cities c on c.id = s.city_id
      where s.deleted_at is null and s.is_active and s.review_status = 'approved' and s.merged_into_id is null
        and s.closed_at is null and not exists (select 1 from boosts b where b.grocery_store_id = s.id)
      order by s.id desc limit 2 offset 2`,
  );

/** Two unowned, unboosted listed stores of one town: a duplicate and the listing to keep. */
const pairInOneTown = (offset: number) =>
  query<{ id: string; name: string; address: string }>(
    `with t as (
       select s.city_id from grocery_stores s
        where s.owner_id is null and s.deleted_at is null and s.is_active and s.review_status = 'approved'
          and s.merged_into_id is null
        group by s.city_id having count(*) >= 2 order by s.city_id offset $1 limit 1)
     select s.id, s.name, s.address from grocery_stores s
       join t on t.city_id = s.city_id
      where s.owner_id is null and s.deleted_at is null and s.is_active and s.merged_into_id is null
        and not exists (select 1 from boosts b where b.grocery_store_id = s.id)
      order by s.id limit 2`,
    [offset],
  );

const outboxFiles = async () => new Set((await readOutbox(inject("outboxDir"))).map((m) => m.file));

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

async function expectTidy(page: Page, width: number) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each(PHONE_AND_DESKTOP)("at $width px", (viewport) => {
  const ui = useBrowser({ viewport });
  const index = viewport.width === 390 ? 0 : 1;
  const approve = viewport.width === 1280;

  it(
    "lets the owner propose a new name, and the admin reject or approve it",
    async () => {
      const { page } = ui;
      const store = (await ownedStores())[index]!;
      const newName = `${store.name.split(" ")[0]} Corner Grocery ${viewport.width}`;

      await page.goto(`${baseUrl}/manage-listing/${store.id}`);
      await page.getByRole("heading", { name: "Confirm that you own this store" }).waitFor();
      await expect.poll(() => page.locator("astro-island[ssr]").count(), { timeout: 15_000 }).toBe(0);
      const seen = await outboxFiles();
      await page.getByLabel("Email Address").fill(store.email);
      await page.getByRole("button", { name: "Email Me a Code" }).click();
      await page.getByLabel("Verification code").fill(await mailedCode(store.email, seen));
      await page.getByRole("button", { name: "Confirm" }).click();

      await page.getByRole("heading", { name: "Name and address" }).waitFor();
      await page.getByLabel("ZIP code").fill("123");
      await page.getByRole("button", { name: "Send for review" }).click();
      await page.getByText("Please enter a valid ZIP code (e.g., 71301 or 71301-1234)").waitFor();
      await expectTidy(page, viewport.width);
      await page.reload();
      await page.getByRole("heading", { name: "Name and address" }).waitFor();
      await page.getByLabel("Store name").fill(newName);
      await page.getByRole("button", { name: "Send for review" }).click();
      await page.getByText(/^Waiting for review since/).waitFor();
      await page.getByText(`Store name: ${newName}`).waitFor();
      await expectTidy(page, viewport.width);

      await signInAsAdmin(page, "/admin");
      await page.getByRole("tab", { name: "Name & address" }).click();
      const card = page.getByRole("article").filter({ hasText: newName });
      await card.waitFor();
      await expectTidy(page, viewport.width);
      if (approve) {
        await card.getByRole("button", { name: "Approve" }).click();
        await page.getByText("Change approved", { exact: true }).waitFor();
        const oldPath = `/grocery-stores/${store.city_slug}/${store.slug}`;
        // Once the rebuild has dropped the old page, its address answers 301 to the new one.
        await expect
          .poll(
            async () => {
              const answer = await fetch(`${baseUrl}${oldPath}`, { redirect: "manual" });
              return `${answer.status} ${answer.headers.get("location") ?? ""}`;
            },
            { timeout: TEST_TIMEOUT_MS - 90_000, interval: 2_000 },
          )
          .toMatch(new RegExp(`^301 /grocery-stores/${store.city_slug}/[a-z0-9-]*corner-grocery-1280`));
      } else {
        await card.getByRole("button", { name: "Reject" }).click();
        await card.getByRole("button", { name: "Confirm Rejection" }).click();
        await card.getByText("Please enter a reason for the rejection: the owner is told.").waitFor();
        await expectTidy(page, viewport.width);
        const reason = `The sign still shows the old name (${viewport.width} px).`;
        await card.getByLabel("Reason for rejection*").fill(reason);
        await card.getByRole("button", { name: "Confirm Rejection" }).click();
        await page.getByText("Change rejected", { exact: true }).waitFor();
        await expect
          .poll(async () =>
            (await readOutbox(inject("outboxDir"))).some(
              (m) =>
                m.to === store.email &&
                m.text.includes(reason) &&
                m.links.some((link) => link.endsWith(`/manage-listing/${store.id}`)),
            ),
          )
          .toBe(true);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "lets the admin merge a duplicate into the listing to keep",
    async () => {
      const { page } = ui;
      const [duplicate, survivor] = await pairInOneTown(index);
      await signInAsAdmin(page, "/admin");
      await page.getByLabel("Search stores").fill(duplicate!.name);
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: duplicate!.name, exact: true }) })
        .filter({ hasText: duplicate!.address });
      await row.getByRole("button", { name: `Merge into… ${duplicate!.name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Merge ${duplicate!.name} into…` });
      await dialog.getByLabel("Find the listing to keep").fill(survivor!.name);
      await dialog.getByRole("button", { name: "Search" }).click();
      await dialog
        .getByRole("radio", { name: new RegExp(`^${survivor!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
        .first()
        .check();
      await dialog.getByRole("button", { name: "Merge Listings" }).click();
      await dialog.getByText("Please enter a reason for the merge: it is kept in the audit log.").waitFor();
      await expectTidy(page, viewport.width);
      await dialog.getByLabel(`Why merge into ${survivor!.name}?*`).fill("Listed twice");
      await dialog.getByRole("button", { name: "Merge Listings" }).click();
      await page.getByText("Listings merged", { exact: true }).waitFor();
      const [row2] = await query<{ merged_into_id: string | null }>(
        "select merged_into_id from grocery_stores where id = $1",
        [duplicate!.id],
      );
      expect(row2!.merged_into_id).not.toBeNull();
    },
    TEST_TIMEOUT_MS,
  );
});
