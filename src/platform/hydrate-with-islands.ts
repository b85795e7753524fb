// `client:with-islands` (ADR 033): hydrate this island right after another island on the page has
// hydrated, or when a toast is raised. For the Toaster: toasts come from islands (it must be live
// once any of them is, and by then React is loaded already) or, rarely, from a plain script (the
// store page's boost check after a payment); on a page nobody touches it costs nothing. Astro fires
// `astro:hydrate` on an island when it has hydrated (it does not bubble: listen while capturing).
// A toast raised before the Toaster is live is shown once it is (it reads the nanostore).
// Only islands of the Toaster's own renderer count: a script island (ADR 048)
// loads no React, and following it would load React for nothing.
import type { ClientDirective } from "astro";
import { TOAST_RAISED } from "../ui/toast-event.ts";

const withIslands: ClientDirective = (load, _options, island) => {
  const renderer = island.getAttribute("renderer-url");
  const isOther = (element: Element) =>
    element !== island && element.localName === "astro-island" && element.getAttribute("renderer-url") === renderer;
  const others = [...document.querySelectorAll("astro-island")].filter(isOther);
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    document.removeEventListener("astro:hydrate", onHydrate, true);
    window.removeEventListener(TOAST_RAISED, hydrate);
    void load().then((run) => run());
  };
  const onHydrate = (event: Event) => {
    if (event.target instanceof Element && isOther(event.target)) hydrate();
  };
  // An island hydrated before this script ran (client:load) has lost its `ssr` attribute.
  if (others.some((other) => !other.hasAttribute("ssr"))) return hydrate();
  document.addEventListener("astro:hydrate", onHydrate, true);
  window.addEventListener(TOAST_RAISED, hydrate);
};

export default withIslands;
