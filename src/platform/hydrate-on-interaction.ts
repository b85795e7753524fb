// `client:interaction` (ADR 033): hydrate an island when someone reaches for it (the pointer comes
// over it or presses on it, a finger touches it, focus or a key press lands in it), so React's
// download, parse and hydration stay off the page load. Until then the island is its built HTML:
// links work, and form islands adopt whatever was typed into them before hydrating
// (src/ui/use-typed-value.ts).
// `client:interaction={{ ifQuery: true }}` also hydrates at once when the address carries a query
// string: a shared or restored view (a town page's `?snap=1`) must be applied on arrival.
// Runs in the page before any island code: plain DOM, no imports.
import type { ClientDirective } from "astro";

const EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

const onInteraction: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) island.removeEventListener(name, hydrate);
    void load().then((run) => run());
  };
  const value = options.value as { ifQuery?: boolean } | boolean | undefined;
  if (typeof value === "object" && value.ifQuery && location.search.length > 1) return hydrate();
  // Focus may already be inside (a field focused by the browser before this ran), or the island may
  // be what someone reached for before the island runtime arrived (its loader noted it; ADR 053).
  if (island.contains(document.activeElement)) return hydrate();
  const reached = (self as { islandReach?: EventTarget }).islandReach;
  if (reached instanceof Node && island.contains(reached)) return hydrate();
  for (const name of EVENTS) island.addEventListener(name, hydrate, { passive: true });
};

export default onInteraction;
