// The island runtime as one cached file (ADR 053): the directives, then Astro's island element.
// Astro would inline both into every page with an island (about 6 KB of each store page); the
// page carries a small loader instead (scripts/lib/island-runtime.ts). Order matters: the element
// starts its islands as soon as it is defined, and each looks its directive up then.
import "./hydration-directives.ts";
import "astro/runtime/server/astro-island.js";
