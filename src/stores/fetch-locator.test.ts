import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchLocator, isStateOutline, stateOutlineUrl } from "./fetch-locator.ts";

const outline = {
  width: 400,
  height: 200,
  outline: "M14 14L386 14L386 186Z",
  frame: { minLon: -100, maxLat: 45, kx: 0.75, scale: 40, offsetX: 14 },
};
const store = { state: "mn", citySlug: "mankato-mn", latitude: 44, longitude: -99 };

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("fetchLocator", () => {
  it("fetches only the store's own state file and its town, and places both", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      return Promise.resolve(
        url.startsWith("/geo/") ? answer(200, outline) : answer(200, { latitude: 44.9, longitude: -98 }),
      );
    });
    const locator = await fetchLocator(store);
    expect(fetched.sort()).toEqual(["/api/cities/mankato-mn", "/geo/states/MN.json"]);
    expect(locator).toMatchObject({ width: 400, height: 200, store: { x: 44, y: 54 }, town: { x: 74, y: 18 } });
  });

  it("still draws the store when the town cannot be loaded, and nothing without a state file", async () => {
    vi.stubGlobal("fetch", (url: string) =>
      Promise.resolve(url.startsWith("/geo/") ? answer(200, outline) : answer(404, { error: { message: "no" } })),
    );
    expect(await fetchLocator(store)).toMatchObject({ store: { x: 44, y: 54 }, town: null });
    vi.stubGlobal("fetch", () => Promise.resolve(answer(404, {})));
    expect(await fetchLocator(store)).toBeNull();
  });

  it("refuses a file that is not an outline", () => {
    expect(isStateOutline(outline)).toBe(true);
    expect(isStateOutline({ ...outline, frame: { ...outline.frame, scale: "40" } })).toBe(false);
    expect(isStateOutline({ ...outline, outline: null })).toBe(false);
    expect(isStateOutline(null)).toBe(false);
    expect(stateOutlineUrl("pr")).toBe("/geo/states/PR.json");
  });
});
