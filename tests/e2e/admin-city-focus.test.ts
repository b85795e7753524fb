// The admin city editors (/admin#cities 'Edit description', /admin/city-images 'Change image'): the
// field's ref must reach the DOM element through the shared Field and TextInput/TextArea. Under
// Preact compat it reached a component instance instead, so opening threw
// "x.current?.focus is not a function" and focus fell to <body>. Focus goes into the form on open
// and back to the button on close, with no page error.
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();
let pageErrors: string[] = [];

beforeEach(() => {
  pageErrors = [];
  ui.page.on("pageerror", (error) => pageErrors.push(error.message));
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** The accessible name of the focused element, or its tag when it has none (e.g. "BODY"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "none";
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? element.textContent ?? "").trim() || element.tagName;
  });

describe("admin city editors move focus", () => {
  it("into the description field on 'Edit description' and back to the button on Cancel", async () => {
    const [city] = await productJson<Array<{ name: string; state: string }>>("/api/cities");
    await signInAsAdmin(ui.page, "/admin");
    await ui.page.goto(`${baseUrl}/admin#cities`);
    await ui.page.getByLabel("Search cities").fill(`${city!.name}, ${city!.state}`);
    const row = ui.page
      .getByRole("listitem")
      .filter({ has: ui.page.getByRole("heading", { name: `${city!.name}, ${city!.state}`, exact: true }) });
    await row.getByRole("button", { name: `Edit description of ${city!.name}` }).click();
    await expect.poll(() => focused(ui.page)).toBe(`Description of ${city!.name}`);
    await row.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => focused(ui.page)).toBe(`Edit description of ${city!.name}`);
  });

  it("into the URL field on 'Change image' and back to the button on Cancel", async () => {
    const [, city] = await productJson<Array<{ name: string; state: string }>>("/api/cities");
    await signInAsAdmin(ui.page, "/admin/city-images");
    await ui.page.getByLabel("Search cities").fill(city!.name);
    const card = ui.page
      .getByRole("listitem")
      .filter({ has: ui.page.getByRole("heading", { name: `${city!.name}, ${city!.state}`, exact: true }) });
    await card.getByRole("button", { name: `Change image of ${city!.name}` }).click();
    await expect.poll(() => focused(ui.page)).toBe(`Image URL for ${city!.name}`);
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => focused(ui.page)).toBe(`Change image of ${city!.name}`);
  });
});
