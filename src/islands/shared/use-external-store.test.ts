// The server render (the build) must read the server snapshot: preact/compat's own
// useSyncExternalStore would call getSnapshot there, putting build-time or browser-only values
// (location, localStorage, the clock) into the HTML, or crashing the build.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { useExternalStore } from "./use-external-store.ts";
import { useHydrated } from "./use-hydrated.ts";

const noSubscription = () => () => undefined;

it("renders the server snapshot on the server and never reads the browser one", () => {
  function Probe() {
    const value = useExternalStore(
      noSubscription,
      () => {
        throw new Error("the browser snapshot was read during the server render");
      },
      () => "built",
    );
    return createElement("p", null, value);
  }
  expect(renderToStaticMarkup(createElement(Probe))).toBe("<p>built</p>");
});

it("builds controls that wait for hydration as not hydrated", () => {
  const Probe = () => createElement("button", { type: "button", disabled: !useHydrated() }, "Vote");
  expect(renderToStaticMarkup(createElement(Probe))).toMatch(/<button type="button" disabled(?:="")?>Vote<\/button>/);
});
