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
    await ui.page.goto(link);
    await ui.page.waitForURL("**/newsletter/confirmed");
    await ui.page.getByRole("heading", { name: "You're subscribed!" }).waitFor();
    expect(await accessibilityViolations(ui.page)).toEqual([]);
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
