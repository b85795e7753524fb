// Listing a store from the form, in Chromium: validation, the toast, and landing on the new page.
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

/** The form is an island: typing before it hydrates would be lost, as it would for a person. */
async function openForm() {
  await ui.page.goto(`${baseUrl}/list-shop/new`);
  await ui.page.locator('form button[type="submit"]:not([disabled])').waitFor();
}

describe("list your grocery store", () => {
  it("is reached from the nav button and validates on submit, then as you type", async () => {
    await ui.page.goto(baseUrl);
    await ui.page.getByRole("banner").getByRole("link", { name: "List Your Store" }).first().click();
    await ui.page.waitForURL("**/list-shop/new");
    await ui.page.locator('form button[type="submit"]:not([disabled])').waitFor();
    await ui.page.getByText("The city is determined automatically from the ZIP code.").waitFor();
    const submit = ui.page.getByRole("button", { name: "List Grocery Store (Free)" });
    await submit.click();
    await ui.page.getByText("Name is required").waitFor();
    await ui.page.getByText("Address is required").waitFor();
    await ui.page.getByText("Please enter a valid ZIP code (e.g., 71301 or 71301-1234)").waitFor();
    await ui.page.getByLabel("Grocery Store Name*").fill("Riverbend Market");
    await ui.page.getByText("Name is required").waitFor({ state: "detached" });
    expect(await ui.page.getByText("Address is required").isVisible()).toBe(true);
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });

  it("lists the store and lands on its page, reachable before any rebuild", async () => {
    await openForm();
    await ui.page.getByLabel("Grocery Store Name*").fill("Riverbend Market");
    await ui.page.getByLabel("Address*").fill("77 Riverfront Drive");
    await ui.page.getByLabel("ZIP Code*").fill("56001");
    await ui.page.getByLabel("Hours").fill("Daily 8 AM - 8 PM");
    await ui.page.getByRole("button", { name: "List Grocery Store (Free)" }).click();
    await ui.page.getByText("Grocery store listed successfully!").waitFor();
    await ui.page.waitForURL(/\/grocery-stores\//);
    await ui.page.getByRole("heading", { level: 1, name: "Riverbend Market" }).waitFor();
    await ui.page.getByText("Mankato, MN").first().waitFor();
  });

  it("refuses the same store twice and links to the existing listing", async () => {
    await openForm();
    await ui.page.getByLabel("Grocery Store Name*").fill("riverbend market");
    await ui.page.getByLabel("Address*").fill("77 Riverfront Dr.");
    await ui.page.getByLabel("ZIP Code*").fill("56001");
    await ui.page.getByRole("button", { name: "List Grocery Store (Free)" }).click();
    await ui.page.getByText("This store is already listed.").waitFor();
    const link = ui.page.getByRole("link", { name: "See the existing listing" });
    expect(await link.getAttribute("href")).toBe("/grocery-stores/mankato-mn/riverbend-market");
  });
});
