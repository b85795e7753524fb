// Newsletter sign-up from the home page, confirmed from the mail in the outbox.
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

describe("newsletter", () => {
  it("subscribes from the home page and confirms from the e-mail", async () => {
    await ui.page.goto(baseUrl);
    const form = ui.page.locator("form", { has: ui.page.getByRole("button", { name: "Subscribe" }) });
    // As a visitor reaches it: the form hydrates as it nears the viewport.
    await form.scrollIntoViewIfNeeded();
    await form.locator('button[type="submit"]:not([disabled])').waitFor();
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

  it("is ready as soon as it scrolls into view, without waiting for an idle browser", async () => {
    await ui.page.goto(baseUrl, { waitUntil: "domcontentloaded" });
    const form = ui.page.locator("form", { has: ui.page.getByRole("button", { name: "Subscribe" }) });
    await form.scrollIntoViewIfNeeded();
    await form.locator('button[type="submit"]:not([disabled])').waitFor({ timeout: 3000 });
  });

  it("says why a sign-up failed", async () => {
    await ui.page.goto(baseUrl);
    const form = ui.page.locator("form", { has: ui.page.getByRole("button", { name: "Subscribe" }) });
    // As a visitor reaches it: the form hydrates as it nears the viewport.
    await form.scrollIntoViewIfNeeded();
    await form.locator('button[type="submit"]:not([disabled])').waitFor();
    // The browser's own check would stop "a@b"; the server's stricter one answers with its message.
    await form.getByLabel("Email address").fill("a@b");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Subscription failed").waitFor();
    await ui.page.getByText("Please enter a valid email address.").waitFor();
  });
});
