// The security headers of the running product, page type by page type and for the API, and a
// Content-Security-Policy that the pages really keep: no violation reported in Chromium, admin
// screens included, and the broken-image fallback still working without inline handlers.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { useBrowser } from "./pages.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();

async function firstStore(which: (store: StoreJson) => unknown = () => true): Promise<StoreJson> {
  const stores = (await (await fetch(`${baseUrl}/api/cities/mankato-mn/grocery-stores`)).json()) as StoreJson[];
  return stores.find(which)!;
}

const PAGES = async () => {
  const store = await firstStore();
  return [
    "/",
    "/cities",
    "/cities/mankato-mn",
    "/best-grocery-deals-in-mankato-mn",
    `/grocery-stores/${store.citySlug}/${store.slug}`,
    `/grocery-stores/${store.id}`,
    "/search?q=mankato",
    "/list-shop",
    `/claim-business/${store.id}`,
    `/boost-profile/${store.id}`,
    "/manage-subscription",
    `/manage-circulars/${store.id}`,
    "/privacy",
    "/admin-login",
    "/no-such-page",
  ];
};

const API = ["/api/cities", "/api/search?q=a", "/api/admin/status", "/api/cities/atlantis-zz"];

describe("security headers", () => {
  it("come with every page type", async () => {
    for (const path of await PAGES()) {
      const response = await fetch(baseUrl + path, { redirect: "manual" });
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/'self'/);
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
      // The product runs on http://127.0.0.1 here: HSTS only outside localhost (unit-tested).
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("let a browser keep hashed assets for a year, and pages never", async () => {
    const html = await (await fetch(baseUrl + "/")).text();
    const asset = /\/_astro\/[^"]+\.(?:js|css|svg)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const cached = await fetch(baseUrl + asset!);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(baseUrl + "/")).headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });

  it("come with every API answer, errors included", async () => {
    for (const path of API) {
      const response = await fetch(baseUrl + path);
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

describe("the Content-Security-Policy in Chromium", () => {
  it("reports no violation on any public page type", async () => {
    const violations = await watchViolations(ui.page);
    for (const path of await PAGES()) {
      await ui.page.goto(baseUrl + path, { waitUntil: "networkidle" });
      // Scrolling brings client:visible islands in.
      await ui.page.mouse.wheel(0, 4000);
      await ui.page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    }
  });

  it("reports no violation on the admin screens", async () => {
    const violations = await watchViolations(ui.page);
    await signInAsAdmin(ui.page, "/admin");
    for (const path of ["/admin", "/analytics", "/admin/claims", "/admin/city-images"]) {
      await ui.page.goto(baseUrl + path, { waitUntil: "networkidle" });
      expect(await violations(), path).toEqual([]);
    }
  });

  it("still swaps a broken store photo for its illustration", async () => {
    // A store with a photo of its own: one without shows its illustration already.
    const store = await firstStore((candidate) => candidate.imageUrl);
    await ui.page.goto(`${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`);
    // A handle, not a locator: the handler removes the attribute the locator would match on.
    const photo = (await ui.page.locator("img[data-fallback]").first().elementHandle())!;
    const fallback = await photo.getAttribute("data-fallback");
    await photo.evaluate((img: HTMLImageElement) => (img.src = "/no-such-photo.jpg"));
    await expect.poll(() => photo.getAttribute("src")).toBe(fallback);
  });
});
