// Static site: every public page is prebuilt from the database at build time; the few interactive
// parts are React islands hydrated lazily. `npm start` builds into a fresh folder (ASTRO_OUT_DIR) and
// swaps it in, so a request never sees a half-written site.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  site: process.env.SITE_URL ?? "http://127.0.0.1:8888",
  trailingSlash: "ignore",
  build: { format: "directory" },
  // Prefetching would multiply requests to a CDN for little gain on small pages; islands stay opt-in.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
  },
});
