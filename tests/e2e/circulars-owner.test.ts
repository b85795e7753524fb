// Only the verified owner speaks for a store (issue #25, ADR 037), in Chromium at 390 and 1280 px
// with axe: a shopper who boosted an unclaimed store proves their address and is told why they may
// not publish circulars, with a button to claim the store; the admin's 'Circulars' tab lists a
// circular and takes it down with a reason that reaches the owner's mailbox.
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { query } from "./database.ts";
import { PHONE_AND_DESKTOP, useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");

/** Boosted sample stores running now: unclaimed ones with their buyer, or owned ones with their owner. */
async function boostedStores(owned: boolean) {
  return query<{ id: string; name: string; email: string }>(
    `select s.id, s.name, lower(${owned ? "o.email" : "b.customer_email"}) as email
       from boosts b join grocery_stores s on s.id = b.grocery_store_id
       left join store_owners o on o.id = s.owner_id
      where b.status = 'active' and b.current_period_end > now() + interval '2 days'
        and b.current_period_start <= now() and s.owner_id is ${owned ? "not null" : "null"}
      order by s.id limit 4`,
  );
}

/** The link from the newest code mail sent to `email` for the store. */
async function mailedLink(email: string, storeId: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readOutbox(inject("outboxDir"))).filter((m) => m.to === email);
      link = mails.flatMap((m) => m.links).find((l) => l.includes(`/manage-circulars/${storeId}?token=`));
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

describe.each(PHONE_AND_DESKTOP)("at $width px", (viewport) => {
  const ui = useBrowser({ viewport });
  const index = viewport.width === 390 ? 0 : 1;

  it("tells a boost buyer who is not the owner why, and offers to claim the store", async () => {
    const { page } = ui;
    const store = (await boostedStores(false))[index]!;
    await page.goto(`${baseUrl}/manage-circulars/${store.id}`);
    await page.getByRole("heading", { name: "Confirm that you own this store" }).waitFor();
    await page.getByLabel("Email Address").fill(store.email);
    await page.getByRole("button", { name: "Email Me a Code" }).click();
    await page.getByText("we sent it a 6-digit code").waitFor();
    await page.goto(await mailedLink(store.email, store.id));
    await page.getByRole("heading", { name: "Only the Owner Can Publish Circulars" }).waitFor();
    await page.getByText("only its verified owner can publish them").waitFor();
    const claim = page.getByRole("link", { name: "Claim This Business" });
    expect(await claim.getAttribute("href")).toBe(`/claim-business/${store.id}`);
    expect(await page.getByRole("button", { name: "Upload Circular" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });

  it("lists circulars in the admin's Circulars tab and takes one down with a reason mailed to the owner", async () => {
    const { page } = ui;
    const store = (await boostedStores(true))[index]!;
    const filename = `closing-sale-${viewport.width}.pdf`;
    const [row] = await query<{ id: string }>(
      `insert into circulars (grocery_store_id, original_filename, original_file_size, page_count, blob_key,
         start_date, end_date, status, extracted_text, uploaded_by)
       values ($1, $2, 1000, 1, $3, current_date, current_date + 6, 'active', 'Everything 90% off', 'admin')
       returning id`,
      [store.id, filename, `${store.id}/${filename}`],
    );
    await signInAsAdmin(page, "/admin");
    await page.getByRole("tab", { name: "Circulars" }).click();
    await page.getByRole("heading", { name: "Circulars", level: 2 }).waitFor();
    const item = page.getByRole("listitem").filter({ hasText: filename });
    await item.getByRole("link", { name: store.name, exact: true }).waitFor();
    await item.getByText("uploaded by admin").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await item.getByRole("button", { name: `Take down ${filename} of ${store.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Take down ${filename}` });
    await dialog.getByRole("button", { name: "Take It Down" }).click();
    await dialog.getByText("Please enter a reason for taking the circular down.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const reason = "The owner did not publish this sale.";
    await dialog.getByLabel("Reason for taking it down*").fill(reason);
    await dialog.getByRole("button", { name: "Take It Down" }).click();
    await page.getByText("Circular taken down", { exact: true }).waitFor();
    await expect.poll(() => item.count()).toBe(0);
    expect(await query("select 1 from circulars where id = $1", [row!.id])).toEqual([]);
    await expect
      .poll(async () =>
        (await readOutbox(inject("outboxDir"))).some(
          (m) => m.to === store.email && m.subject.startsWith("Circular taken down") && m.text.includes(reason),
        ),
      )
      .toBe(true);
  });
});
