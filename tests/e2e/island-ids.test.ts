// Several islands on one page each call useId (the home page's search box and newsletter form). React
// numbers ids per render root, and every island is its own root: ids are unique on the page only
// because Astro's React renderer gives each island its own identifierPrefix (the island's `prefix`
// attribute, used by the build and again when hydrating). A collision would point a label or an aria
// reference at another island's element.
// Checked after every island has hydrated, so both the built ids and the hydrated ones are covered.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser({ viewport: { width: 390, height: 844 } });

/**
 * client:visible islands wait to be scrolled to, client:idle ones for an idle browser,
 * client:interaction ones for someone to reach for them (the pointer comes over them here), and the
 * Toaster (client:with-islands) for any other island.
 * One island at a time, waiting for each as a reader pausing at it would: scrolling on before the
 * browser has drawn a frame at an island leaves its visibility observer nothing to see.
 */
async function hydrateEveryIsland(page: Page) {
  const hydrated = (island: Locator) => island.evaluate((element) => !element.hasAttribute("ssr"));
  for (const island of await page.locator('astro-island:not([client="with-islands"])').all()) {
    if (await hydrated(island)) continue;
    const client = await island.getAttribute("client");
    if (client === "visible")
      await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView());
    if (client === "interaction") {
      await island.evaluate((element) => {
        const target = element.querySelector("a, button, input, select, textarea, article") ?? element;
        target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      });
    }
    const name = await island.getAttribute("component-url");
    await expect
      .poll(() => hydrated(island), { message: `${name} (client:${client}) hydrates`, timeout: 15_000 })
      .toBe(true);
  }
  const waiting = () =>
    page.locator("astro-island[ssr]").evaluateAll((all) => all.map((e) => e.getAttribute("component-url")));
  await expect.poll(waiting, { timeout: 15_000 }).toEqual([]);
}

/** Ids used twice, and references (label for, aria-*) to ids that are not on the page. */
function idProblems(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    const duplicated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    const referenceAttributes = ["for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-errormessage"];
    const dangling = referenceAttributes.flatMap((name) =>
      [...document.querySelectorAll(`[${name}]`)].flatMap((element) =>
        (element.getAttribute(name) ?? "")
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${name}=${id}`),
      ),
    );
    // Islands often suffix a generated id (`${id}-email`), so two islands sharing one generated id
    // need not repeat a whole id yet: compare the generated parts (React's `_<prefix>R_<n>_`) per island.
    const islands = [...document.querySelectorAll("astro-island")].map(
      (island) => new Set([...island.querySelectorAll("[id]")].flatMap((e) => /^_[^_\s]*R_[^_\s]+_/.exec(e.id) ?? [])),
    );
    const shared = islands.flatMap((ids, i) =>
      [...ids].filter((id) => islands.some((other, j) => j > i && other.has(id))),
    );
    const islandsWithIds = islands.filter((ids) => ids.size > 0).length;
    return { duplicated, dangling, shared, islandsWithIds };
  });
}

describe("ids across islands", () => {
  it("are unique on the home page, where two islands use generated ids", async () => {
    await ui.page.goto(baseUrl);
    await hydrateEveryIsland(ui.page);
    const { duplicated, dangling, shared, islandsWithIds } = await idProblems(ui.page);
    expect(islandsWithIds).toBeGreaterThanOrEqual(2);
    expect(shared).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it("are unique on a town page and a store page", async () => {
    const [store] = await productJson<Array<{ citySlug: string; slug: string }>>(
      "/api/cities/mankato-mn/grocery-stores",
    );
    for (const path of ["/cities/mankato-mn", `/grocery-stores/${store!.citySlug}/${store!.slug}`]) {
      await ui.page.goto(baseUrl + path);
      await hydrateEveryIsland(ui.page);
      const { duplicated, dangling, shared } = await idProblems(ui.page);
      expect({ path, duplicated, dangling, shared }).toEqual({ path, duplicated: [], dangling: [], shared: [] });
    }
  });
});
