// Claiming a business in Chromium: the form from the store page, the confirmation from the outbox
// mail, then an admin approving one claim (the store page drops 'Claim This Business' after the
// rebuild) and rejecting another with a reason.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";

const baseUrl = inject("baseUrl");
// Waits for a background rebuild of the whole site (about 15-40 s here, more on a busy machine).
const REBUILD_TEST_TIMEOUT_MS = 200_000;
const ui = useBrowser();

/** An unowned store in the n-th town (from the start of the list: other tests use the last towns). */
async function unownedStore(townIndex: number): Promise<StoreJson> {
  const towns = await productJson<Array<{ slug: string }>>("/api/cities");
  const stores = await productJson<StoreJson[]>(`/api/cities/${towns[townIndex]!.slug}/grocery-stores`);
  return stores.find((s) => !s.ownerId)!;
}

const storePage = (store: StoreJson) => `${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`;

const claimant = (email: string) => ({
  ownerName: "Dana Miller",
  ownerEmail: email,
  businessRole: "Owner",
  ownerDescription: "Family grocery since 1952, with a butcher counter and local produce.",
});

/** Follows the confirmation link mailed to `email`; answers where it led. */
async function confirmationLink(email: string): Promise<string> {
  const find = async () => (await readOutbox(inject("outboxDir"))).find((m) => m.to === email);
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  const mail = (await find())!;
  expect(mail.subject).toMatch(/^Confirm your claim for /);
  return mail.links.find((l) => l.includes("/api/claims/verify?token="))!;
}

/** A verified claim made through the API, as a browser would send it. */
async function verifiedClaim(store: StoreJson, email: string) {
  await productJson(`/api/grocery-stores/${store.id}/claim`, {
    method: "POST",
    // A browser on the site's page sends its Origin; Node's fetch must say it (same-site guard).
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(claimant(email)),
  });
  const link = await confirmationLink(email);
  // The link's GET is a page (a mail scanner's visit verifies nothing); its button posts (ADR 057).
  expect((await fetch(link)).status).toBe(200);
  const confirmed = await fetch(link, { method: "POST", headers: { origin: baseUrl }, redirect: "manual" });
  expect(confirmed.headers.get("location")).toMatch(/\/claim-business\/verified$/);
}

async function signInToClaims(page: Page) {
  await signInAsAdmin(page, "/admin/claims");
  await page.getByRole("heading", { name: "Pending claims" }).waitFor();
}

const claimCard = (page: Page, store: StoreJson) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: store.name, exact: true }) });

describe("claiming a business", () => {
  it("claims a store from its page and confirms from the e-mail", async () => {
    const store = await unownedStore(0);
    await ui.page.goto(storePage(store));
    await ui.page.getByRole("link", { name: "Claim This Business" }).click();
    await ui.page.waitForURL(`**/claim-business/${store.id}`);
    await ui.page.getByRole("heading", { level: 1, name: store.name }).waitFor();
    await ui.page.getByRole("heading", { name: "What happens next" }).waitFor();
    // The steps in their real order (issue #25): confirm the mailed link, then our review.
    const steps = await ui.page
      .getByRole("region", { name: "What happens next" })
      .getByRole("listitem")
      .allTextContents();
    expect(steps[0]).toMatch(/follow it to confirm your address/);
    expect(steps[1]).toMatch(/^We review your claim/);
    const submit = ui.page.getByRole("button", { name: "Submit Claim" });
    await ui.page.locator('form button[type="submit"]:not([disabled])').waitFor();

    await submit.click();
    await ui.page.getByText("Missing Information").waitFor();
    await ui.page.getByText("Please fill in all required fields including the business description.").waitFor();
    await ui.page.getByText("Please enter your name.").waitFor();

    const { ownerName, businessRole, ownerDescription } = claimant("");
    await ui.page.getByLabel("Your Name*").fill(ownerName);
    await ui.page.getByLabel("Your Role*").selectOption(businessRole);
    await ui.page.getByLabel("Email Address*").fill("  Dana.Claims@Example.com ");
    await ui.page.getByLabel("Business Description*").fill(ownerDescription);
    await ui.page.getByText("Please enter your name.").waitFor({ state: "detached" });
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    await submit.click();
    await ui.page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await ui.page.getByText("dana.claims@example.com", { exact: false }).first().waitFor();

    await ui.page.goto(await confirmationLink("dana.claims@example.com"));
    await ui.page.getByRole("heading", { name: "Confirm your claim" }).waitFor();
    await ui.page.getByRole("button", { name: "Confirm my claim" }).click();
    await ui.page.waitForURL("**/claim-business/verified");
    await ui.page.getByRole("heading", { name: "Your claim is confirmed" }).waitFor();
  });

  it("shows the store's error for an unknown id", async () => {
    await ui.page.goto(`${baseUrl}/claim-business/6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b`);
    await ui.page.getByText("Grocery store not found. Please check the URL and try again.").waitFor();
  });
});

describe("reviewing claims", () => {
  it(
    "approves a verified claim, and the store page drops 'Claim This Business' after the rebuild",
    async () => {
      const store = await unownedStore(1);
      await verifiedClaim(store, "approve.me@example.com");
      await signInToClaims(ui.page);
      const card = claimCard(ui.page, store);
      await card.getByRole("button", { name: "Approve" }).click();
      await ui.page.getByText("Claim approved").waitFor();
      await claimCard(ui.page, store).getByText("Approved", { exact: true }).waitFor();
      expect(await accessibilityViolations(ui.page)).toEqual([]);

      // The claim page reads live data: it says so at once.
      await ui.page.goto(`${baseUrl}/claim-business/${store.id}`);
      await ui.page.getByText("This business has already been claimed.", { exact: false }).waitFor();

      // The static page catches up with the background rebuild.
      await expect
        .poll(
          async () => {
            await ui.page.goto(storePage(store));
            return ui.page.getByRole("link", { name: "Claim This Business" }).count();
          },
          { timeout: REBUILD_TEST_TIMEOUT_MS - 20_000, interval: 3_000 },
        )
        .toBe(0);
      await ui.page.getByText(claimant("").ownerDescription).waitFor();
    },
    REBUILD_TEST_TIMEOUT_MS,
  );

  it("rejects a verified claim with a required reason", async () => {
    const store = await unownedStore(2);
    await verifiedClaim(store, "reject.me@example.com");
    await signInToClaims(ui.page);
    const card = claimCard(ui.page, store);
    await card.getByRole("button", { name: "Reject" }).click();
    await card.getByRole("button", { name: "Confirm Rejection" }).click();
    await card.getByText("Please enter a reason for the rejection.").waitFor();
    await card.getByLabel("Reason for rejection*").fill("We could not confirm your role at the store.");
    await card.getByRole("button", { name: "Confirm Rejection" }).click();
    await ui.page.getByText("Claim rejected").waitFor();
    const reviewed = claimCard(ui.page, store);
    await reviewed.getByText("Rejected", { exact: true }).waitFor();
    await reviewed.getByText("We could not confirm your role at the store.").waitFor();
    const mail = (await readOutbox(inject("outboxDir"))).find(
      (m) => m.to === "reject.me@example.com" && m.subject.includes("not approved"),
    );
    expect(mail?.text).toContain("We could not confirm your role at the store.");
  });
});
