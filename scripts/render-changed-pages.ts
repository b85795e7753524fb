// A render worker (ADR 027, ADR 051), run by site-builder in a fresh Node process: renders pages
// with the render bundle the last full build from the same code kept (scripts/lib/render-bundle.ts),
// so no Vite start-up and no bundling. Each of site-builder's workers reads only its share of the
// towns and renders their pages (RENDER_SHARD "i/n", src/site/render-share.server.ts). Page
// selection is the pages' own: each route's getStaticPaths links its unchanged pages from the
// previous build, if any, and returns only the rest (src/site/reuse-pages.server.ts); Astro's
// own page writer renders those into the new folder. The pages that are not a town's (home, town
// list, sitemap...) need every town: one more process, told RENDER_UNKEYED and KEYED_PAGES_LATER
// (so the towns' routes return nothing), renders them. In a full build the render bundle is the one
// astro build has just kept, having rendered no page itself (ADR 055). site-builder then links the
// client scripts and public files (a data-only rebuild), merges the keys and writes the headers.
//   env: ASTRO_OUT_DIR (new folder), REUSE_BUILD_DIR (previous build, if any), REUSE_CACHE_DIR (the
//        build cache holding that build's pages, ADR 070), BUILD_KEEPS_KEYS, DATABASE_URL,
//        RENDER_SHARD, RENDER_UNKEYED
//   argv: the code fingerprint the bundle must have been made from
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { keysDirOf } from "./lib/previous-build.ts";
import { readRenderBundle, renderBundleDir } from "./lib/render-bundle.ts";
import { recordedPageHashes, WrittenPageHashes } from "./lib/security-headers-integration.ts";
import { writePagesFromCache } from "./lib/build-cache.ts";
import { keyedPagesToRender, pageFileOf, takePreviousPagesFrom } from "../src/site/reuse-pages.server.ts";

const CONCURRENCY = 4; // pages in flight, as astro.config.mjs build.concurrency: Astro awaits between a page's parts

// Seconds per phase, written beside the build for the build bench to print.
const phases: Record<string, number> = {};
let phaseStart = performance.now();
const phaseDone = (name: string) => {
  const now = performance.now();
  phases[name] = Number(((now - phaseStart) / 1000).toFixed(2));
  phaseStart = now;
};

const projectRoot = process.cwd();
const fingerprint = process.argv[2] ?? "";
const outDir = process.env.ASTRO_OUT_DIR ?? "";
const shard = process.env.RENDER_SHARD;
const renderUnkeyed = Boolean(process.env.RENDER_UNKEYED);
const shardName = shard ? shard.replace("/", "-of-") : process.env.KEYED_PAGES_LATER ? "other-pages" : "all-pages";
const meta = readRenderBundle(projectRoot, fingerprint);
if (!meta || !outDir) throw new Error("no render bundle from this code, or no output folder");

// Astro internals this relies on (astro is pinned by package-lock.json, which is in the fingerprint;
// anything missing fails this run and site-builder falls back to a full build).
const astroDist = join(projectRoot, "node_modules", "astro", "dist");
const internal = async <T>(path: string) => (await import(pathToFileURL(join(astroDist, path)).href)) as T;
type RouteData = { route: string; component: string; isIndex: boolean };
type PathWithRoute = { pathname: string; route: RouteData };
const { StaticPaths } = await internal<{
  StaticPaths: new (app: unknown) => { getAll(): Promise<PathWithRoute[]> };
}>("runtime/prerender/static-paths.js");
const { renderPath } = await internal<{
  renderPath(args: Record<string, unknown>): Promise<{ body: Uint8Array; outFile: URL; outFolder: URL } | null>;
}>("core/build/generate.js");

const destination = {
  write(event: { level: string; message: string }) {
    if (event.level === "error" || event.level === "warn") console.error(event.message);
    return true;
  },
};
const logger = {
  options: { destination, level: "warn" },
  error: (label: string | null, message: string) =>
    destination.write({ level: "error", message: `${label}: ${message}` }),
  warn: (label: string | null, message: string) =>
    destination.write({ level: "warn", message: `${label}: ${message}` }),
  info: () => true,
  debug: () => true,
};

const bundle = renderBundleDir(projectRoot);
const { app } = (await import(pathToFileURL(join(bundle, meta.entry)).href)) as {
  app: {
    setInternals(internals: unknown): void;
    setOptions(options: unknown): void;
    render(request: Request, options: { routeData: RouteData }): Promise<Response>;
    manifest: { pageMap?: Map<string, () => Promise<unknown>> };
  };
};
// Each render asks the page map for its page's module, by a dynamic import that Node resolves
// again every time (about 7 % of a render): once per page module is enough.
for (const [component, load] of app.manifest.pageMap ?? []) {
  let loaded: Promise<unknown> | undefined;
  app.manifest.pageMap!.set(component, () => (loaded ??= load()));
}
app.setInternals({
  pagesByKeys: new Map(meta.pageStyles.map(([key, styles]) => [key, { styles }])),
  entrySpecifierToBundleMap: new Map(meta.entrySpecifierToBundleMap),
});
app.setOptions({ settings: { scripts: meta.scripts }, logger });
phaseDone("load bundle");

const { config } = meta;
const outDirUrl = pathToFileURL(`${outDir.replace(/\/$/, "")}/`);
const options = {
  origin: meta.origin,
  routesList: { routes: [] },
  settings: {
    buildOutput: "static",
    adapter: undefined,
    config: {
      outDir: outDirUrl,
      publicDir: pathToFileURL(`${config.publicDir.replace(/\/$/, "")}/`),
      base: config.base,
      site: config.site,
      trailingSlash: config.trailingSlash,
      compressHTML: config.compressHTML,
      build: { format: config.format, redirects: config.redirects },
    },
  },
};
const prerenderer = {
  render: (request: Request, { routeData }: { routeData: RouteData }) => app.render(request, { routeData }),
};

mkdirSync(outDir, { recursive: true });
// Written at once, not through fs promises: the render is what keeps this process busy, and each
// promise-based mkdir and write cost more than the call itself (about 15 % of a render, ADR 052).
const written = new WrittenPageHashes(outDir);
const cacheDir = process.env.REUSE_CACHE_DIR;
const previousDir = process.env.REUSE_BUILD_DIR;
if (cacheDir && previousDir) {
  // A production rebuild (ADR 070): the unchanged pages come out of the cache's packs, each with the
  // inline script hashes the previous build recorded for it, so _headers reads none of them back.
  const recorded = recordedPageHashes(previousDir);
  takePreviousPagesFrom((paths, into) => {
    const failed = writePagesFromCache(cacheDir, paths, into);
    for (const path of paths) {
      const hashes = recorded.get(path);
      if (hashes && !failed.has(path)) written.recordUnchangedPage(path, hashes);
    }
    return failed;
  });
}
// Every route's getStaticPaths: unchanged keyed pages are linked here, the rest come back to render,
// with every page that is not a town's, which only the RENDER_UNKEYED process renders.
const toRender = keyedPagesToRender();
const seen = new Set<string>();
const paths = (await new StaticPaths(app).getAll()).filter(({ pathname, route }) => {
  const normalized = pathname.replace(/\/$/, "");
  if (seen.has(normalized)) return false;
  seen.add(normalized);
  return renderUnkeyed || toRender.has(outputFileOf(normalized, route));
});
phaseDone("data, keys and links");

/**
 * A page's file in the output folder (build.format "preserve", ADR 071): "/a/b" is a/b.html, or
 * a/b/index.html when its route is an index page (src/pages/a/b/index.astro).
 */
function outputFileOf(pathname: string, route: RouteData): string {
  const path = pathname.replace(/^\//, "");
  return !path || route.isIndex ? join(path, "index.html") : pageFileOf(path);
}

let next = 0;
const renderNext = async () => {
  for (let item = paths[next++]; item; item = paths[next++]) {
    const result = await renderPath({ prerenderer, pathname: item.pathname, route: item.route, options, logger });
    if (!result) continue;
    mkdirSync(result.outFolder, { recursive: true });
    // A new file: pages linked from the previous build are never among the rendered ones.
    written.writePage(relative(outDir, fileURLToPath(result.outFile)), result.body);
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, renderNext));
written.save(shardName);
phaseDone(`render ${paths.length} pages`);

const keysDir = keysDirOf(outDir);
mkdirSync(keysDir, { recursive: true });
writeFileSync(join(keysDir, `rebuild-phases-${shardName}.json`), JSON.stringify(phases));
// The pages' database pool would keep the process alive.
process.exit(0);
