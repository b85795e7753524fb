// The README says only what is true of the repository (issue #44 item 5): every path it names exists,
// every `npm run` script it names is in package.json, and the cheap ones run.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts);

/** Paths the README names: markdown link targets and code spans or folder lines that look like a path. */
function namedPaths(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]!);
  const spans = [...text.matchAll(/`([\w.-]+\/[\w./-]*|[\w-]+\.(?:ts|js|mjs|json|md|toml))`/g)].map((m) => m[1]!);
  const tree = [...text.matchAll(/^([\w.-]+\/(?:[\w.-]+\/)*)(?:, ([\w.-]+\/(?:[\w.-]+\/)*))?\s{2,}/gm)].flatMap((m) =>
    [m[1], m[2]].filter((p): p is string => Boolean(p)),
  );
  return [...new Set([...links, ...spans, ...tree])].filter((p) => !/^https?:|^node_modules|^\//.test(p));
}

describe("the README", () => {
  it("stays short: at most 150 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });

  it("names only paths that exist", () => {
    const paths = namedPaths(readme);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(path.replace(/\/$/, "")))).toEqual([]);
  });

  it("names only npm scripts that exist", () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("names every domain folder under src/ in its picture", () => {
    const listed = new Set([...readme.matchAll(/^src\/([\w-]+)\//gm)].map((m) => m[1]));
    const folders = execFileSync("git", ["ls-files", "src"], { encoding: "utf8" })
      .split("\n")
      .map((file) => file.split("/")[1])
      .filter(
        (folder): folder is string => Boolean(folder) && !["styles", "types", "layouts", "pages"].includes(folder!),
      );
    expect([...new Set(folders)].filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it("runs its cheap command: the generated docs are current", () => {
    expect(() => execFileSync("npm", ["run", "--silent", "docs", "--", "--check"], { encoding: "utf8" })).not.toThrow();
  }, 120_000);
});
