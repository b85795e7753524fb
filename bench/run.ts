// npm run bench [-- name...] - runs the benchmarks under bench/ one after another (2 cores: never
// in parallel) and prints their figures.
import { spawnSync } from "node:child_process";

const all = ["build", "page-weight", "lighthouse", "load", "circulars", "expansion"];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) throw new Error(`Unknown benchmark "${name}". Choose from: ${all.join(", ")}`);
  console.log(`\n== bench/${name}.ts`);
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", `bench/${name}.ts`], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
