// The build renders islands with React on the server: every external store (nanostores, the
// address, the clock, localStorage) must give its server snapshot there, so no build-machine value
// is baked into the HTML, and no browser-only global is touched.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { $toast, dismissToast, toast } from "./toast.ts";
import Toaster from "./Toaster.tsx";
import { useAddressSearch } from "./use-address-search.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useMinuteClock } from "./use-minute-clock.ts";

afterEach(() => dismissToast());

it("builds controls that wait for hydration as not hydrated", () => {
  const Probe = () => createElement("button", { type: "button", disabled: !useHydrated() }, "Vote");
  expect(renderToStaticMarkup(createElement(Probe))).toMatch(/<button type="button" disabled(?:="")?>Vote<\/button>/);
});

it("renders no toast into the built page, whatever the nanostore holds at build time", () => {
  toast({ title: "Raised while building" });
  expect($toast.get()).not.toBeNull();
  const html = renderToStaticMarkup(createElement(Toaster));
  expect(html).not.toContain("Raised while building");
});

it("reads neither the clock nor the address during the server render", () => {
  // Node has no `location`: reading the browser snapshot would throw here.
  expect(typeof (globalThis as { location?: unknown }).location).toBe("undefined");
  const Probe = () => createElement("p", null, `${useMinuteClock(true)}|${useAddressSearch()}`);
  expect(renderToStaticMarkup(createElement(Probe))).toBe("<p>0|</p>");
});
