import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { outlineState, placeOnOutline } from "../towns/locator.ts";
import { decodeStateShapes, type StateShapesFile } from "../towns/state-shapes.ts";
import StoreLocator, { type LocatedStore } from "./StoreLocator.tsx";

const file = JSON.parse(
  readFileSync(new URL("../../public/geo/states.json", import.meta.url), "utf8"),
) as StateShapesFile;
const minnesota = outlineState(decodeStateShapes(file).find((shape) => shape.code === "MN")!);
const mankato = { latitude: 44.1636, longitude: -93.9994 };
const duluth = { latitude: 46.7867, longitude: -92.1005 };

const store: LocatedStore = {
  id: "s-1",
  name: "Hilltop Market",
  cityName: "Duluth",
  state: "MN",
  coordinatesPrecision: "address",
};

const render = (located: LocatedStore, points: Parameters<typeof placeOnOutline>[1], overlay?: string) =>
  renderToStaticMarkup(
    createElement(StoreLocator, {
      store: located,
      locator: placeOnOutline(minnesota, points),
      overlay: overlay && createElement("div", { id: overlay }),
    }),
  );

describe("StoreLocator", () => {
  it("is an image named after the state, the store and its town, with the outline and both markers", () => {
    const html = render(store, { store: duluth, town: mankato });
    expect(html).toMatch(
      /<svg viewBox="0 0 400 \d+" role="img"[^>]*><title>Map of Minnesota marking Hilltop Market in Duluth<\/title>/,
    );
    expect(html).toContain(`<path d="${minnesota.outline}"`);
    // The town's dot (r 4) and the store's pin (r 7), no approximate halo; the town labelled.
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain('r="4"');
    expect(html).not.toContain('r="15"');
    expect(html).toMatch(/<text [^>]*text-anchor="start"[^>]*>Duluth<\/text>/);
    expect(html).toMatch(/<figcaption[^>]*><span>Hilltop Market<\/span> in Duluth, MN<\/figcaption>/);
  });

  it("marks an approximate point with a halo, says so in its name and caption", () => {
    const html = render({ ...store, coordinatesPrecision: "town" }, { store: duluth, town: duluth });
    expect(html).toContain("in Duluth (approximate location)</title>");
    expect(html).toContain('r="15" class="halo"');
    expect(html).toContain('data-store-location="town"');
    expect(html).toContain("data-approximate-location");
    // Town under the store's marker: one label, no separate town dot.
    expect(html).not.toContain('r="4"');
  });

  it("refers to the state's outline file instead of carrying the path, when given one", () => {
    const html = renderToStaticMarkup(
      createElement(StoreLocator, {
        store,
        locator: placeOnOutline(minnesota, { store: duluth, town: mankato }),
        outlineHref: "/geo/states/MN.svg#o",
      }),
    );
    expect(html).toContain('<use href="/geo/states/MN.svg#o"></use>');
    expect(html).not.toContain("<path");
    expect(html.match(/<circle /g)).toHaveLength(2);
  });

  it("draws just the outline without points, and lays an overlay over the drawing", () => {
    const html = render(store, {}, "the-map");
    expect(html).not.toContain("<circle");
    expect(html).not.toContain("<text");
    expect(html).toMatch(/<\/svg><div id="the-map"><\/div><\/div><figcaption/);
  });
});
