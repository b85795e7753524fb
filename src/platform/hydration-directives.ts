// Every client directive a page can use, Astro's own and ours (astro.config.mjs), registered where
// Astro's island element looks them up (`self.Astro[name]`). Part of the island runtime file
// (runtime.ts, ADR 053): imported before the island element is defined, so an island never finds
// its directive missing.
import type { ClientDirective } from "astro";
import idle from "astro/runtime/client/idle.js";
import load from "astro/runtime/client/load.js";
import media from "astro/runtime/client/media.js";
import only from "astro/runtime/client/only.js";
import visible from "astro/runtime/client/visible.js";
import afterLoad from "./hydrate-after-load.ts";
import onInteraction from "./hydrate-on-interaction.ts";
import withIslands from "./hydrate-with-islands.ts";

const DIRECTIVES: Record<string, ClientDirective> = {
  idle,
  load,
  media,
  only,
  visible,
  interaction: onInteraction,
  "with-islands": withIslands,
  "after-load": afterLoad,
};

const global = self as unknown as { Astro?: Record<string, ClientDirective> };
const registry = (global.Astro ??= {});
for (const [name, directive] of Object.entries(DIRECTIVES)) {
  // A built island tag leaves out `opts` when its directive has no argument (ADR 054).
  registry[name] = (load, options, island) => directive(load, options ?? { value: true }, island);
  dispatchEvent(new Event(`astro:${name}`));
}
