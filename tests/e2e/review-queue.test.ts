// The new-listings review queue in Chromium (ADR 024): a store listed through the form is marked
// 'New listing - not yet reviewed' on its page and stays out of its town's list; the admin approves
// it from the 'New listings' tab and rejects another with a reason, which lands in the outbox. Axe
// checks the page, the tab and the reject dialog on a phone (390x844) and on a desktop.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertStore } from "../helpers/test-data.ts";
import { accessibilityViolations } from "./browser.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { useBrowser } from "./pages.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";

const baseUrl = inject("baseUrl");
const PHONE = { width: 390, height: 844 };

async function townStoreNames(slug: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/cities/${slug}/grocery-stores`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as StoreJson[]).map((s) => s.name);
}

/** A pending listing put straight into the database, as the form would have left it. */
async function pendingListing(name: string, listerEmail: string | null, spamReasons: string[] = []) {
  const connection = await connect(inject("databaseUrl"));
  try {
    const [town] = await connection.db.select().from(cities).where(eq(cities.slug, "mankato-mn"));
    return await insertStore(connection.db, town!.id, {
      id: randomUUID(),
      name,
      reviewStatus: "pending",
      listerEmail,
      spamReasons,
      confirmedBy: "lister",
    });
  } finally {
    await connection.close();
  }
}

async function openQueue(page: Page) {
  await signInAsAdmin(page, "/admin#new-listings");
  await page.getByRole("heading", { name: "New listings", level: 2 }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /waiting for review/ })
    .waitFor();
  // The badge comes from its own request; the layout checks below need it drawn.
  await page.getByRole("tab", { name: /^New listings \d+ waiting for review$/ }).waitFor();
}

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Nothing reaches past the viewport's right edge; a failure names the elements that do. */
async function expectNoSideways(page: Page) {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 120))
          .slice(0, 8)
      : [],
  );
  expect(wide).toEqual([]);
}

describe("new listings on a desktop", () => {
  const ui = useBrowser();

  it("marks a store listed through the form as not yet reviewed and keeps it out of its town's list", async () => {
    await ui.page.goto(`${baseUrl}/list-shop/new`);
    await ui.page.locator('form button[type="submit"]:not([disabled])').waitFor();
    await ui.page.getByLabel("Grocery Store Name*").fill("Hilltop Review Market");
    await ui.page.getByLabel("Address*").fill("410 Hilltop Avenue");
    await ui.page.getByLabel("ZIP Code*").fill("56001");
    await ui.page.getByLabel("Your e-mail (to hear when it is reviewed)").fill("hilltop@example.com");
    await ui.page.getByRole("button", { name: "List Grocery Store (Free)" }).click();
    await ui.page.waitForURL(/\/grocery-stores\/mankato-mn\//);
    await ui.page.getByRole("heading", { level: 1, name: "Hilltop Review Market" }).waitFor();
    await ui.page.getByText("New listing - not yet reviewed").waitFor();
    expect(await ui.page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    expect(await townStoreNames("mankato-mn")).not.toContain("Hilltop Review Market");
  });

  it("approves one listing and rejects another with a reason that is mailed to the lister", async () => {
    const spam = await pendingListing("Casino Bonus Groceries", "spam-lister@example.com", [
      'Known spam word: "casino"',
    ]);
    await openQueue(ui.page);
    const badge = ui.page.getByRole("tab", { name: /^New listings \d+ waiting for review$/ });
    expect(await badge.getAttribute("aria-selected")).toBe("true");
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    // Flagged listings come after every clean one, with the reason shown.
    const names = await ui.page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    expect(names.indexOf("Hilltop Review Market")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Casino Bonus Groceries")).toBeGreaterThan(names.indexOf("Hilltop Review Market"));
    await card(ui.page, "Casino Bonus Groceries").getByText('Known spam word: "casino"').waitFor();

    await card(ui.page, "Hilltop Review Market").getByRole("button", { name: "Approve Hilltop Review Market" }).click();
    await ui.page.getByText("Listing approved").waitFor();
    await card(ui.page, "Hilltop Review Market").waitFor({ state: "detached" });
    expect(await townStoreNames("mankato-mn")).toContain("Hilltop Review Market");

    await card(ui.page, "Casino Bonus Groceries")
      .getByRole("button", { name: "Reject Casino Bonus Groceries" })
      .click();
    const dialog = ui.page.getByRole("dialog", { name: "Reject Casino Bonus Groceries" });
    await dialog.getByText("Sent by e-mail to spam-lister@example.com.").waitFor();
    await dialog.getByRole("button", { name: "Confirm Rejection" }).click();
    await dialog.getByText("Please enter a reason for the rejection.").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    await dialog.getByLabel("Reason for rejection*").fill("This is not a grocery store.");
    await dialog.getByRole("button", { name: "Confirm Rejection" }).click();
    await ui.page.getByText("Listing rejected").waitFor();
    await card(ui.page, "Casino Bonus Groceries").waitFor({ state: "detached" });

    const mailTo = async (to: string) => (await readOutbox(inject("outboxDir"))).find((m) => m.to === to);
    // The notice waits out the undo window (REVIEW_UNDO_SECONDS, 8 s in these tests; ADR 063).
    await expect.poll(() => mailTo("spam-lister@example.com"), { timeout: 45_000 }).toBeTruthy();
    const rejection = (await mailTo("spam-lister@example.com"))!;
    expect(rejection.subject).toBe("Your listing of Casino Bonus Groceries was not approved");
    expect(rejection.text).toContain("Reason: This is not a grocery store.");
    expect((await mailTo("hilltop@example.com"))?.subject).toBe("Hilltop Review Market is now listed");

    const gone = await ui.page.goto(`${baseUrl}/grocery-stores/${spam.id}`);
    expect(gone?.status()).toBe(404);
  });
});

describe("new listings on a phone", () => {
  const ui = useBrowser({ viewport: PHONE });

  it("shows the not-reviewed mark and the queue without sideways scrolling, axe clean", async () => {
    const store = await pendingListing("Phone Check Pantry", null);
    await ui.page.goto(`${baseUrl}/grocery-stores/${store.id}`);
    await ui.page.getByRole("heading", { level: 1, name: "Phone Check Pantry" }).waitFor();
    await ui.page.getByText("New listing - not yet reviewed").waitFor();
    await expectNoSideways(ui.page);
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await openQueue(ui.page);
    const listing = card(ui.page, "Phone Check Pantry");
    await listing.getByText("not given").waitFor();
    await expectNoSideways(ui.page);
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    // Edit reuses the store dialog; the queue shows the saved name.
    await listing.getByRole("button", { name: "Edit Phone Check Pantry" }).click();
    const edit = ui.page.getByRole("dialog");
    await edit.getByLabel("Store name*").fill("Phone Check Pantry & Deli");
    await edit.getByRole("button", { name: /^Save/ }).click();
    await card(ui.page, "Phone Check Pantry & Deli").waitFor();

    await card(ui.page, "Phone Check Pantry & Deli")
      .getByRole("button", { name: /^Reject/ })
      .click();
    const dialog = ui.page.getByRole("dialog", { name: "Reject Phone Check Pantry & Deli" });
    await dialog.getByText("The lister gave no e-mail address, so nobody is told.").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });
});
