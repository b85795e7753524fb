import { describe, expect, it } from "vitest";
import { isBot } from "./bots.server.ts";
import { trackEventSchema } from "./event-schema.server.ts";

const storeId = "0b9c6f1e-4a51-4c2d-9a6e-2f5d3c1b7a90";

describe("isBot", () => {
  it.each([
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0",
  ])("counts a browser: %s", (agent) => {
    expect(isBot(agent)).toBe(false);
  });

  it.each([
    "",
    null,
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "node",
  ])("does not count %j", (agent) => {
    expect(isBot(agent)).toBe(true);
  });
});

describe("trackEventSchema", () => {
  it.each([
    ["a city page view", { eventType: "page_view", page: "/cities/mankato-mn", cityId: 12 }],
    ["a store page view", { eventType: "page_view", page: "/grocery-stores/mankato-mn/x", groceryStoreId: storeId }],
    [
      "the boost page's plan view",
      { eventType: "pricing_view", groceryStoreId: storeId, metadata: '{"plan_type":"monthly","plan_price":5}' },
    ],
  ])("accepts %s", (_label, event) => {
    expect(trackEventSchema.safeParse(event).success).toBe(true);
  });

  it("drops unknown keys and lower-cases store ids", () => {
    const parsed = trackEventSchema.parse({ eventType: "x_y", groceryStoreId: storeId.toUpperCase(), ip: "1.2.3.4" });
    expect(parsed).toEqual({ eventType: "x_y", groceryStoreId: storeId });
  });

  it.each([
    ["no event type", { page: "/" }],
    ["an event type with spaces", { eventType: "page view" }],
    ["a search, which only the server records", { eventType: "search" }],
    ["a page view without its page", { eventType: "page_view", cityId: 1 }],
    ["a page view of nothing", { eventType: "page_view", page: "/cities/x" }],
    ["a full URL as page", { eventType: "page_view", page: "https://evil.example/", cityId: 1 }],
    ["a city id as text", { eventType: "page_view", page: "/c", cityId: "12" }],
    ["a fractional city id", { eventType: "page_view", page: "/c", cityId: 1.5 }],
    ["a store id that is not one", { eventType: "page_view", page: "/s", groceryStoreId: "1 or 1=1" }],
    ["long metadata", { eventType: "pricing_view", metadata: "x".repeat(1001) }],
    ["metadata as an object", { eventType: "pricing_view", metadata: { plan: 1 } }],
    ["an array", [{ eventType: "page_view" }]],
  ])("refuses %s", (_label, event) => {
    expect(trackEventSchema.safeParse(event).success).toBe(false);
  });
});
