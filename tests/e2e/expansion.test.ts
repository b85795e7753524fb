// The Expansion tab in Chromium against the fake Overpass server the global setup starts: sign in,
// run five areas, and the run's progress bar reaches done with the stores it found. Axe-checked.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

async function signIn(page: Page) {
  await page.goto(`${baseUrl}/admin-login?next=${encodeURIComponent("/admin")}`);
  await page.locator('form button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
}

describe("the Expansion tab", () => {
  it("starts a five-area run and shows its bar reaching done, with the stores found", async () => {
    const { page } = ui;
    await signIn(page);
    await page.getByRole("tab", { name: "Expansion" }).click();
    await page.getByRole("heading", { name: "Database expansion" }).waitFor();
    await expect(page.getByLabel("Areas to process").inputValue()).resolves.toBe("10");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Areas to process").selectOption("5");
    await page.getByRole("button", { name: "Run expansion" }).click();
    await page.getByText("Expansion started").waitFor();
    // The tab polls every 5 seconds; five recorded areas take well under a poll or two.
    await page.getByText("Done: 5 of 5 areas").waitFor({ timeout: 30_000 });
    const bar = page.getByRole("progressbar", { name: "This run" });
    expect(await bar.getAttribute("value")).toBe("5");
    expect(await bar.getAttribute("max")).toBe("5");
    const figure = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    expect(await figure("Stores found").textContent()).toBe("12");
    expect(await figure("Chains skipped").textContent()).toBe("3");
    expect(await page.getByRole("progressbar", { name: "All areas" }).getAttribute("value")).toBe("5");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
