// Forms keep what was typed before their island hydrated (issue #24: "Corner Store" became "tore" on
// a slowed phone). Each test slows the CPU 4x through the DevTools protocol, holds back the page's
// JavaScript bundles until the typing is done (so the typing always lands on the built HTML, however
// fast this machine is), types right after domcontentloaded, then lets the islands hydrate and checks
// the value and a successful submit.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser({ viewport: { width: 390, height: 844 } });

/** Opens `path` on a 4x slower CPU with the bundles held; `release` lets them load. */
async function openSlowed(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(baseUrl + path, { waitUntil: "domcontentloaded" });
  return { release };
}

/** Types key by key into a field that has not hydrated yet (its island still has `ssr`). */
async function typeBeforeHydration(field: Locator, text: string) {
  expect(await field.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr"))).toBe(true);
  await field.pressSequentially(text);
}

const hydrated = (form: Locator) => form.locator('button[type="submit"]:not([disabled])').first().waitFor();

describe("typing before hydration, CPU throttled 4x", () => {
  it("keeps every field of the listing form (/list-shop/new) and lists the store", async () => {
    const { release } = await openSlowed(ui.page, "/list-shop/new");
    const name = ui.page.getByLabel("Grocery Store Name*");
    await typeBeforeHydration(name, "Corner Store");
    await typeBeforeHydration(ui.page.getByLabel("Address*"), "12 Main Street");
    await typeBeforeHydration(ui.page.getByLabel("ZIP Code*"), "56001");
    release();
    await hydrated(ui.page.locator("form"));
    expect(await name.inputValue()).toBe("Corner Store");
    expect(await ui.page.getByLabel("Address*").inputValue()).toBe("12 Main Street");
    expect(await ui.page.getByLabel("ZIP Code*").inputValue()).toBe("56001");
    await ui.page.getByRole("button", { name: "List Grocery Store (Free)" }).click();
    await ui.page.getByText("Grocery store listed successfully!").waitFor();
    await ui.page.waitForURL(/\/grocery-stores\//);
    await ui.page.getByRole("heading", { level: 1, name: "Corner Store" }).waitFor();
  });

  it("keeps a day ticked in the hours-by-day rows of the listing form and writes it into Hours", async () => {
    const { release } = await openSlowed(ui.page, "/list-shop/new");
    // The rows' disclosure opens without JavaScript; Sunday starts closed.
    await ui.page.getByText("Set the hours day by day").click();
    const sunday = ui.page.getByLabel("Open on Sunday");
    expect(await sunday.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr"))).toBe(true);
    await sunday.check();
    release();
    await hydrated(ui.page.locator("form"));
    await expect.poll(() => ui.page.getByLabel("Hours", { exact: true }).inputValue()).toBe("Mo-Su 08:00-20:00");
    expect(await sunday.isChecked()).toBe(true);
    expect(await ui.page.getByLabel("Sunday opens").isEnabled()).toBe(true);
  });

  it("keeps the e-mail on /manage-subscription and sends the code", async () => {
    const { release } = await openSlowed(ui.page, "/manage-subscription");
    const field = ui.page.getByLabel("Email Address");
    await typeBeforeHydration(field, "owner@example.com");
    release();
    await hydrated(ui.page.locator("form"));
    expect(await field.inputValue()).toBe("owner@example.com");
    await ui.page.getByRole("button", { name: "Check My Subscriptions" }).click();
    await ui.page.getByText("We sent a 6-digit code and a link to owner@example.com").waitFor();
  });

  it("keeps the owner's e-mail on /manage-listing/{id} and sends the code", async () => {
    const [town] = await productJson<Array<{ slug: string }>>("/api/cities");
    const [store] = await productJson<Array<{ id: string }>>(`/api/cities/${town!.slug}/grocery-stores`);
    const { release } = await openSlowed(ui.page, `/manage-listing/${store!.id}`);
    const field = ui.page.getByLabel("Email Address");
    await typeBeforeHydration(field, "early.owner@example.com");
    release();
    await hydrated(ui.page.locator("form"));
    expect(await field.inputValue()).toBe("early.owner@example.com");
    await ui.page.getByRole("button", { name: "Email Me a Code" }).click();
    await ui.page.getByText("we sent it a 6-digit code").waitFor();
  });

  it("keeps the password on /admin-login and signs in", async () => {
    const { release } = await openSlowed(ui.page, "/admin-login");
    const field = ui.page.getByLabel("Password");
    await typeBeforeHydration(field, E2E_ADMIN_PASSWORD);
    release();
    await hydrated(ui.page.locator("form"));
    expect(await field.inputValue()).toBe(E2E_ADMIN_PASSWORD);
    await ui.page.getByRole("button", { name: "Sign in" }).click();
    await ui.page.waitForURL("**/analytics");
  });

  it("keeps the newsletter e-mail on the home page and subscribes", async () => {
    const { release } = await openSlowed(ui.page, "/");
    const form = ui.page.locator("form", { has: ui.page.getByRole("button", { name: "Subscribe" }) });
    await form.scrollIntoViewIfNeeded();
    const field = form.getByLabel("Email address");
    await typeBeforeHydration(field, "early.typist@example.com");
    release();
    // Its Subscribe is pressable before the form is live (ADR 067): wait for the island itself.
    await expect
      .poll(() => field.evaluate((e) => e.closest("astro-island")?.hasAttribute("ssr")), { timeout: 15_000 })
      .toBe(false);
    expect(await field.inputValue()).toBe("early.typist@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Successfully subscribed!").waitFor();
  });

  it("keeps the town typed into the home page's search and goes to it", async () => {
    const { release } = await openSlowed(ui.page, "/");
    const field = ui.page.getByLabel("Search by City or Town");
    await typeBeforeHydration(field, "Mankato");
    release();
    await expect
      .poll(() => field.evaluate((e) => e.closest("astro-island")?.hasAttribute("ssr")), { timeout: 15_000 })
      .toBe(false);
    expect(await field.inputValue()).toBe("Mankato");
    await ui.page.getByRole("option", { name: /Mankato, MN/ }).waitFor();
    await field.press("Enter");
    await ui.page.waitForURL("**/cities/mankato-mn");
  });
});
