// The Expansion tab in Chromium against the fake Overpass server the global setup starts: sign in,
// run five areas, and the run's progress bar reaches done with the stores it found. Axe-checked.
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

describe("the Expansion tab", () => {
  it("starts a five-area run and shows its bar reaching done, with the stores found", async () => {
    const { page } = ui;
    await signInAsAdmin(page, "/admin");
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

  it("shows a store the run added with its banner and the OpenStreetMap attribution, and the data page", async () => {
    const { page } = ui;
    const connection = await connect(inject("databaseUrl"));
    let id: string;
    try {
      const [iga] = await connection.db
        .select({ id: groceryStores.id })
        .from(groceryStores)
        .where(eq(groceryStores.osmId, "way/9100000003"));
      id = iga!.id;
    } finally {
      await connection.close();
    }
    // Added after the last build: the store address serves the pending shell, which renders the profile.
    await page.goto(`${baseUrl}/grocery-stores/${id}`);
    await page.getByRole("heading", { name: "Mendenhall IGA", level: 1 }).waitFor();
    await page.getByText("Independently owned · IGA").waitFor();
    const attribution = page.locator("[data-osm-attribution]");
    expect(await attribution.textContent()).toContain("Store data © OpenStreetMap contributors, ODbL");
    expect(await attribution.getByRole("link", { name: "view on OpenStreetMap" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/way/9100000003",
    );

    await page.getByRole("link", { name: "Where our data comes from" }).first().click();
    await page.waitForURL("**/data");
    await page.getByRole("heading", { name: "Where our data comes from", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Open Database License (ODbL)" }).getAttribute("href")).toBe(
      "https://opendatacommons.org/licenses/odbl/",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
