// Subscribing from a town page (ADR 039): the form names the town, the confirmation mail says the
// weekly digest is for it, and the subscriber can switch to the whole state before sending.
import { describe, expect, inject, it } from "vitest";
import { readOutbox } from "../helpers/outbox.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

async function townForm(path: string) {
  await ui.page.goto(new URL(path, baseUrl).toString());
  const form = ui.page.locator("form", { has: ui.page.getByRole("button", { name: "Subscribe" }) });
  // As a visitor reaches for it: the form hydrates when the pointer comes over it (ADR 067).
  await form.hover();
  await expect
    .poll(() => form.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr")), { timeout: 15_000 })
    .toBe(false);
  return form;
}

describe("newsletter from a town page", () => {
  it("subscribes to that town's weekly digest", async () => {
    const form = await townForm("/cities/mankato-mn");
    const area = form.getByLabel("Weekly digest for");
    expect(await area.locator("option:checked").textContent()).toBe("Mankato, MN");
    await form.getByLabel("Email address").fill("town-reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Successfully subscribed!").waitFor();

    const mail = (await readOutbox(inject("outboxDir"))).find((m) => m.to === "town-reader@example.com");
    expect(mail?.text).toContain("the weekly digest for Mankato, MN");
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });

  it("can take the whole state instead", async () => {
    const form = await townForm("/cities/mankato-mn");
    await form.getByLabel("Weekly digest for").selectOption({ label: "All of Minnesota" });
    await form.getByLabel("Email address").fill("state-reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await ui.page.getByText("Successfully subscribed!").waitFor();
    const mail = (await readOutbox(inject("outboxDir"))).find((m) => m.to === "state-reader@example.com");
    expect(mail?.text).toContain("the weekly digest for all of Minnesota");
  });
});
