// Static site: every public page is prebuilt from the database at build time; the few interactive
// parts are React islands (ADR 033), hydrated on visibility, idle time or first interaction so React
// stays off the critical path. `npm start` builds into a fresh folder (ASTRO_OUT_DIR) and swaps it in, so a request never
// sees a half-written site.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { lstatSync, unlinkSync } from "node:fs";
import { reactServerRenderer } from "./scripts/lib/react-server-renderer.ts";
import { islandRuntimeFile } from "./scripts/lib/island-runtime.ts";
import { keepRenderBundleIntegration } from "./scripts/lib/keep-render-bundle-integration.ts";
import { securityHeaders } from "./scripts/lib/security-headers-integration.ts";
import { env } from "./src/platform/env.server.ts";

const { ASTRO_OUT_DIR, SITE_URL } = env();

/** client:interaction, client:with-islands and client:after-load (src/platform/), and script
 * islands, plain DOM code loaded like an island (src/platform/script-island*.ts); ADRs 033 and 048. */
function hydrationDirectives() {
  return {
    name: "hydration-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective, addRenderer }) => {
        addClientDirective({ name: "interaction", entrypoint: "./src/platform/hydrate-on-interaction.ts" });
        addClientDirective({ name: "with-islands", entrypoint: "./src/platform/hydrate-with-islands.ts" });
        addClientDirective({ name: "after-load", entrypoint: "./src/platform/hydrate-after-load.ts" });
        addRenderer({
          name: "script-island",
          serverEntrypoint: "./src/platform/script-island-server.ts",
          clientEntrypoint: "./src/platform/script-island-client.ts",
        });
      },
    },
  };
}

// Under `npm start`, dist is a symlink to the live build. A manual `npm run build` must not empty
// that folder under the running site: drop the link and build a plain dist/ instead.
const isBuild = process.argv.includes("build");
if (isBuild && ASTRO_OUT_DIR === "dist" && lstatSync("dist", { throwIfNoEntry: false })?.isSymbolicLink())
  unlinkSync("dist");

export default defineConfig({
  output: "static",
  outDir: ASTRO_OUT_DIR,
  site: SITE_URL,
  trailingSlash: "ignore",
  // Rendering overlaps writing pages to disk: at concurrency 1 the renderer waited on mkdir/write
  // for about a quarter of a 15,000-store build (ADR 025).
  // "preserve": a page file named for its address (cities/x.html for /cities/x), not a folder each
  // (cities/x/index.html). Netlify serves /cities/x from it with no redirect to /cities/x/, and a
  // build makes one file per page instead of a folder and a file (ADR 071).
  build: { format: "preserve", concurrency: 4 },
  // Prefetching would multiply requests to a CDN for little gain on small pages; islands stay opt-in.
  prefetch: false,
  devToolbar: { enabled: false },
  // React components render once each, to a string, with their island's useId prefix (ADRs 052, 055).
  integrations: [
    react({ experimentalDisableStreaming: true }),
    hydrationDirectives(),
    // Astro's island runtime and directives as one cached file, loaded by a small inline script (ADR 053).
    islandRuntimeFile(),
    securityHeaders(),
    keepRenderBundleIntegration(),
  ],
  vite: {
    plugins: [tailwindcss(), reactServerRenderer()],
    // Drizzle inside the render bundle: imported from node_modules, its few hundred small modules
    // took about half a second of each render worker's start (ADR 055).
    environments: { prerender: { resolve: { noExternal: ["drizzle-orm"] } } },
  },
});
