// Shared browser-test plumbing: one browser per file, a fresh context per test.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { launchBrowser } from "./browser.ts";

/** The two widths the screens are checked at: a phone and a desktop. */
export const PHONE_AND_DESKTOP = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    // axe's Playwright integration needs pages opened from an explicit context.
    state.context = await state.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
    state.page = await state.context.newPage();
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return state;
}

/** Every JSON-LD block on the page, parsed (a parse error fails the test). */
export async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    return Array.isArray(data) ? data : [data];
  });
}
