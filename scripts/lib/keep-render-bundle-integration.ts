// During a full build made by site-builder (RENDER_BUNDLE_FINGERPRINT set), keeps a copy of the
// compiled render bundle and the build facts it reads, for data-only rebuilds (render-bundle.ts,
// ADR 027). Astro deletes its prerender folder once the pages are written, so the copy is taken
// when the page renderer starts, through the prerenderer hook Astro gives integrations. In a full
// build with render workers, the same hook leaves Astro no page to render.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AstroConfig, AstroIntegration } from "astro";
import { env } from "../../src/platform/env.server.ts";
import { keepRenderBundle, prerenderEntryOf } from "./render-bundle.ts";

interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}
interface BuildOptions {
  origin: string;
  settings: { scripts: unknown[] };
}
interface PrerenderApp {
  setInternals(internals: BuildInternals): void;
  setOptions(options: BuildOptions): void;
}
interface Prerenderer {
  setup?: () => Promise<void>;
  getStaticPaths: () => Promise<unknown[]>;
}

/** Astro's prerender folder: beside the output when it lies in the project, else `.astro/`. */
function prerenderDirOf(config: AstroConfig): string {
  const outDir = fileURLToPath(config.outDir);
  const base = outDir.startsWith(process.cwd()) ? outDir : join(process.cwd(), ".astro");
  return join(base, ".prerender");
}

export function keepRenderBundleIntegration(): AstroIntegration {
  let config: AstroConfig;
  return {
    name: "keep-render-bundle",
    hooks: {
      "astro:config:done": ({ config: resolved }) => {
        config = resolved;
      },
      "astro:build:start": ({ setPrerenderer }) => {
        const fingerprint = process.env.RENDER_BUNDLE_FINGERPRINT;
        if (!fingerprint) return;
        setPrerenderer(((prerenderer: Prerenderer) => {
          const setup = prerenderer.setup?.bind(prerenderer);
          prerenderer.setup = async () => {
            const prerenderDir = prerenderDirOf(config);
            const entry = prerenderEntryOf(prerenderDir);
            if (!entry) throw new Error(`no prerender entry in ${prerenderDir}`);
            // The default renderer imports this same module and hands it the build state: watch it go by.
            const { app } = (await import(pathToFileURL(join(prerenderDir, entry)).href)) as { app: PrerenderApp };
            let internals: BuildInternals | undefined;
            let options: BuildOptions | undefined;
            const { setInternals, setOptions } = app;
            app.setInternals = (value) => setInternals.call(app, (internals = value));
            app.setOptions = (value) => setOptions.call(app, (options = value));
            await setup?.();
            if (!internals || !options) throw new Error("Astro did not hand the build state to the renderer");
            keepRenderBundle(fileURLToPath(config.root), prerenderDir, {
              fingerprint,
              entry,
              pageStyles: [...internals.pagesByKeys].map(([key, page]) => [key, page.styles]),
              entrySpecifierToBundleMap: [...internals.entrySpecifierToBundleMap],
              scripts: options.settings.scripts,
              config: {
                base: config.base,
                site: config.site,
                format: config.build.format,
                trailingSlash: config.trailingSlash,
                compressHTML: config.compressHTML !== false,
                redirects: config.build.redirects,
                publicDir: fileURLToPath(config.publicDir),
              },
              origin: options.origin,
            });
          };
          // site-builder's render workers render every page (ADR 055): this process only bundles.
          if (env().PAGES_LATER) prerenderer.getStaticPaths = async () => [];
          return prerenderer;
        }) as never);
      },
    },
  };
}
