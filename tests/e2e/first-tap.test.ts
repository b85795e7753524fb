// Issue #48: the first tap counts. On a phone profile (touch, 390 px, CPU slowed 4x) a store page's
// upvote button is tapped once, with no hover first, before its island is live: that tap casts
// exactly one vote (a second tap casts nothing more and says why), and a reload shows the voter's
// vote although the static page was built before it. Two taps before the island is live are held as
// one (scripts/lib/island-runtime.ts); on a fast machine the island is live before a test's second tap.
// Likewise the home page's newsletter form (client:interaction, ADR 067): an address typed and a
// Subscribe tapped before the form is live sign up once it is, and never travel in the address bar.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const baseUrl = inject("baseUrl");
const ui = useBrowser();
// Other browser tests read these towns' rankings, which votes change: vote elsewhere.
const TOWNS_USED_ELSEWHERE = new Set(["mankato-mn", "albany-ny", "decatur-il", "grand-forks-nd"]);

let store: StoreJson;

beforeAll(async () => {
  const towns = await productJson<Array<{ slug: string }>>("/api/cities");
  const town = towns.filter((t) => !TOWNS_USED_ELSEWHERE.has(t.slug)).at(-2)!;
  store = (await productJson<StoreJson[]>(`/api/cities/${town.slug}/grocery-stores`)).at(-1)!;
});

async function phone(): Promise<Page> {
  const context = await ui.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

const LIVE_TIMEOUT_MS = 90_000;
const votes = (n: number) => `${n.toLocaleString("en-US")} vote`;
const liveCount = async () => (await productJson<StoreJson>(`/api/grocery-stores/${store.id}`)).upvoteCount;

describe("the first tap on a phone", () => {
  it("casts exactly one vote from a tap before the island is live, and a reload shows it", async () => {
    const before = await liveCount();
    const page = await phone();
    await page.goto(`${baseUrl}/grocery-stores/${store.citySlug}/${store.slug}`, { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: /^Upvote this store/ });
    expect(await button.getAttribute("aria-disabled")).toBeNull();
    expect(await page.locator("[data-upvote-slot] button[data-live]").count()).toBe(0);

    // One tap, no hover, before the island is live: held, then given to the live island. It votes.
    await button.tap();
    // React loads and hydrates on a phone's slowed CPU: seconds, more on a busy machine.
    await page.getByText("Thanks for the upvote! 🛒").waitFor({ timeout: LIVE_TIMEOUT_MS });
    await expect.poll(() => button.textContent(), { timeout: LIVE_TIMEOUT_MS }).toContain(votes(before + 1));
    // A second tap (a double tap's, or a later one) casts nothing more, and says why. The blocked
    // button is aria-disabled, which Playwright would wait out: the tap is forced, as a finger is.
    await button.tap({ force: true });
    await page.getByText("Already voted recently").waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await liveCount()).toBe(before + 1);

    // The static page still says `before` (votes reach it later, ADR 042); this browser sees its vote.
    await page.reload({ waitUntil: "load" });
    await expect.poll(() => button.textContent(), { timeout: LIVE_TIMEOUT_MS }).toContain(votes(before + 1));
    expect(await liveCount()).toBe(before + 1);
    await page.context().close();
  }, 180_000);
});

describe("the first Subscribe on a phone", () => {
  it("signs up from a tap before the form is live, and sends nothing in the address", async () => {
    const page = await phone();
    // The page's JavaScript waits until the tap is done, so it always lands on the built HTML.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
    await page.goto(baseUrl, { waitUntil: "domcontentloaded" });
    const form = page.locator("form", { has: page.getByRole("button", { name: "Subscribe" }) });
    const field = form.getByLabel("Email address");
    await field.tap();
    await field.pressSequentially("first.subscribe@example.com");
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    expect(await subscribe.evaluate((button) => button.closest("astro-island")?.hasAttribute("ssr"))).toBe(true);

    // Pressable before the island is live: the tap is held (the button says it is busy), not sent.
    await subscribe.tap();
    await expect.poll(() => subscribe.getAttribute("aria-busy")).toBe("true");
    release();
    await page.getByText("Successfully subscribed!").waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await field.inputValue()).toBe("");
    expect(await subscribe.getAttribute("aria-busy")).toBeNull();
    expect(addresses).toEqual([`${baseUrl}/`]);
    const mails = (await readOutbox(inject("outboxDir"))).filter((m) => m.to === "first.subscribe@example.com");
    expect(mails).toHaveLength(1);
    await page.context().close();
  }, 180_000);
});
