// Signing in as the admin the way a person does: the login page, once its form has hydrated (a
// click before that would submit the plain HTML form), the password, and the page it sends to.
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";

/** `next` is where the form should send the admin; without it, the spec's default (/analytics). */
export async function signInAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/admin-login${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`**${next ?? "/analytics"}`);
}
