// Newsletter sign-up from the home page, confirmed from the mail in the outbox.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

const signUpForm = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: "Subscribe" }) });
const waiting = (page: Page) =>
  signUpForm(page).evaluate((form) => form.closest("astro-island")?.hasAttribute("ssr") ?? false);

/** As a visitor reaches for it: the form hydrates when the pointer comes over it (ADR 067). */
async function reachForm(page: Page) {
  const form = signUpForm(page);
  await form.hover();
  await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(false);
  return form;
}

describe("newsletter", () => {
  it("subscribes from the home page and confirms from the e-mail", async () => {
    await ui.page.goto(baseUrl);
    const form = await reachForm(ui.page);
    const field = form.getByLabel("Email address");
    await field.fill("  Shopper@Example.com ");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Successfully subscribed!").waitFor();
    expect(await field.inputValue()).toBe("");

    const mail = (await readOutbox(inject("outboxDir"))).find((m) => m.to === "shopper@example.com");
    expect(mail?.subject).toBe("Confirm your subscription to Small Town Grocers");
    const link = mail!.links.find((l) => l.includes("/api/newsletter/confirm"))!;
    // The link opens a page; its button confirms (ADR 057), so a mail scanner's visit does not.
    await ui.page.goto(link);
    await ui.page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
    // The site's own built page (its header and footer), not the plain stand-in for a site without one.
    await ui.page.getByRole("contentinfo").waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
    await ui.page.getByRole("button", { name: "Confirm my subscription" }).click();
    await ui.page.waitForURL("**/newsletter/confirmed");
    await ui.page.getByRole("heading", { name: "You're subscribed!" }).waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });

  it("confirms and unsubscribes from the mailed links with JavaScript turned off", async () => {
    const subscribed = await fetch(new URL("/api/newsletter/subscribe", baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: "no-script@example.com" }),
    });
    expect(subscribed.status).toBe(200);
    const mail = (await readOutbox(inject("outboxDir"))).find((m) => m.to === "no-script@example.com")!;
    const context = await ui.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // A mail scanner's visit: the page, and nothing done.
      const scanned = await fetch(mail.links.find((l) => l.includes("/api/newsletter/confirm"))!);
      expect(scanned.status).toBe(200);
      await page.goto(mail.links.find((l) => l.includes("/api/newsletter/confirm"))!);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.waitForURL("**/newsletter/confirmed");
      await page.goto(mail.links.find((l) => l.includes("/api/newsletter/unsubscribe"))!);
      await page.getByRole("heading", { name: "Unsubscribe from our newsletter?" }).waitFor();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.waitForURL("**/newsletter/unsubscribed");
      await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("loads no React in view until someone reaches for it, and is live at once when they do", async () => {
    const scripts: string[] = [];
    ui.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await ui.page.goto(baseUrl, { waitUntil: "load" });
    await signUpForm(ui.page).scrollIntoViewIfNeeded();
    // In view is not reached for: a second later (client:visible would have hydrated it), still built HTML.
    await ui.page.waitForTimeout(1_000);
    expect(await waiting(ui.page)).toBe(true);
    expect(scripts.filter((path) => /\/(NewsletterForm|Toaster|client|react)\./.test(path))).toEqual([]);
    // The button is pressable all along (a press before the form is live is held: first-tap.test.ts).
    expect(await signUpForm(ui.page).getByRole("button", { name: "Subscribe" }).isEnabled()).toBe(true);
    await signUpForm(ui.page).getByLabel("Email address").focus();
    await expect.poll(() => waiting(ui.page), { timeout: 3000 }).toBe(false);
  });

  it("says why a sign-up failed", async () => {
    await ui.page.goto(baseUrl);
    const form = await reachForm(ui.page);
    // The browser's own check would stop "a@b"; the server's stricter one answers with its message.
    await form.getByLabel("Email address").fill("a@b");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Subscription failed").waitFor();
    await ui.page.getByText("Please enter a valid email address.").waitFor();
  });
});
