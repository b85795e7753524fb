// npm run build:production - netlify.toml's build command (ADR 047): builds the site into dist,
// reusing the previous build from the build cache folder when it holds a whole build of this code
// (scripts/lib/production-build.ts). The build plugin restores and saves that folder.
//   env: DATABASE_URL (the pages' data), BUILD_CACHE_DIR (default .build-cache)
import { join, resolve } from "node:path";
import { DEFAULT_CACHE_DIR } from "./lib/build-cache.ts";
import { buildForProduction } from "./lib/production-build.ts";

const projectRoot = process.cwd();
const result = await buildForProduction({
  projectRoot,
  cacheDir: resolve(projectRoot, process.env.BUILD_CACHE_DIR || DEFAULT_CACHE_DIR),
  outDir: join(projectRoot, "dist"),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const kind = result.fast ? "data-only rebuild (cached build and render bundle)" : `full build (${result.fullBecause})`;
console.log(`Production build: ${kind}; seconds ${JSON.stringify(result.seconds)}`);
// The pages' database pool, if any, must not keep the process alive.
process.exit(0);
