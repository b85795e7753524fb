// `client:with-islands` (ADR 033): hydrate this island right after another island on the page has
// hydrated. For the Toaster: only islands raise toasts, so it must be live once any of them is, and
// by then React is loaded already; on a page nobody touches it costs nothing. Astro fires
// `astro:hydrate` on an island when it has hydrated (it does not bubble: listen while capturing).
import type { ClientDirective } from "astro";

const withIslands: ClientDirective = (load, _options, island) => {
  const others = [...document.querySelectorAll("astro-island")].filter((other) => other !== island);
  const hydrate = () => void load().then((run) => run());
  // An island hydrated before this script ran (client:load) has lost its `ssr` attribute.
  if (others.some((other) => !other.hasAttribute("ssr"))) return hydrate();
  const onHydrate = (event: Event) => {
    if (event.target === island || !(event.target instanceof Element) || event.target.localName !== "astro-island")
      return;
    document.removeEventListener("astro:hydrate", onHydrate, true);
    hydrate();
  };
  document.addEventListener("astro:hydrate", onHydrate, true);
};

export default withIslands;
