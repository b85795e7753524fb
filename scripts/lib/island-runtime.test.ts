import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { bundleIslandRuntime, islandLoader, withIslandLoader, withLeanIslandTags } from "./island-runtime.ts";

const installed = readFileSync(join("node_modules", "astro", "dist", "runtime", "server", "scripts.js"), "utf8");

describe("the island runtime as one file (ADR 053)", () => {
  it("holds Astro's island element and every directive a page can use", () => {
    const { file, code } = bundleIslandRuntime(process.cwd());
    expect(file).toMatch(/^_astro\/islands\.[\w-]{10}\.js$/);
    expect(code).toContain('customElements.define("astro-island"');
    // Astro's own directives, and every one astro.config.mjs adds: an island whose directive is missing never starts.
    const added = [...readFileSync("astro.config.mjs", "utf8").matchAll(/addClientDirective\(\{ name: "([\w-]+)"/g)];
    expect(added.length).toBeGreaterThan(0);
    for (const name of ["idle", "load", "media", "only", "visible", ...added.map((match) => match[1]!)]) {
      expect(code).toMatch(new RegExp(`["']?${name}["']?:`));
    }
    // The directives are registered before the element is defined: an island looks its directive up on start.
    expect(code.indexOf("with-islands")).toBeLessThan(code.indexOf('customElements.define("astro-island"'));
  });

  it("has Astro's installed scripts module write the loader, once, and no directive scripts", () => {
    const loader = islandLoader("/_astro/islands.abc.js");
    const patched = withIslandLoader(installed, loader);
    const { getPrescripts } = evaluate(patched);
    const both = getPrescripts({}, "both", "interaction");
    expect(both).toBe(
      `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>${loader}</script>`,
    );
    expect(getPrescripts({}, "directive", "visible")).toBe("");
    expect(loader).toContain('"/_astro/islands.abc.js"');
    // In every page with an island: the runtime's loader and the first tap's and submit's hold (issue #48).
    expect(loader.length).toBeLessThan(1200);
  });

  it("stops the build when Astro no longer writes its scripts there", () => {
    expect(() => withIslandLoader("export function other() {}", "x")).toThrow(/ADR 053/);
  });
});

describe("island tags carry what the runtime reads (ADR 054)", () => {
  const serverDir = resolve("node_modules", "astro", "dist", "runtime", "server");
  const installedHydration = readFileSync(join(serverDir, "hydration.js"), "utf8");

  /** The attributes Astro's installed hydration module, patched, writes for one island. */
  async function islandAttributes(componentExport: string, hydrateArgs: unknown): Promise<Record<string, string>> {
    // Beside the original, so that its relative imports resolve.
    const file = join(serverDir, `hydration.lean-test-${process.pid}.js`);
    writeFileSync(file, withLeanIslandTags(installedHydration));
    try {
      const { generateHydrateScript } = await import(pathToFileURL(file).href);
      const island = await generateHydrateScript(
        {
          renderer: { clientEntrypoint: "/_astro/client.js" },
          result: { resolve: async (path: string) => (path.startsWith("astro:") ? "" : path) },
          astroId: "abc",
          props: { count: 3 },
        },
        {
          hydrate: "visible",
          componentUrl: "/_astro/Upvote.js",
          componentExport: { value: componentExport },
          displayName: "Upvote",
          hydrateArgs,
        },
      );
      return island.props;
    } finally {
      rmSync(file, { force: true });
    }
  }

  it("leaves out the dev-only uid, a default export's name and a directive's empty options", async () => {
    const props = await islandAttributes("default", true);
    expect(Object.keys(props).sort()).toEqual(["client", "component-url", "props", "renderer-url", "ssr"]);
  });

  it("keeps a named export and a directive's argument", async () => {
    const props = await islandAttributes("Upvote", { rootMargin: "200px" });
    expect(props["component-export"]).toBe("Upvote");
    expect(props.opts).toBe("{&quot;value&quot;:{&quot;rootMargin&quot;:&quot;200px&quot;}}");
  });

  it("stops the build when Astro no longer writes island tags that way", () => {
    expect(() => withLeanIslandTags("export function generateHydrateScript() {}")).toThrow(/ADR 054/);
  });
});

/** The patched module's getPrescripts, with its imports replaced by what it needs. */
function evaluate(source: string): { getPrescripts: (result: unknown, type: string, directive: string) => string } {
  const body = source.replace(/^import .*$/gm, "").replace(/export \{[\s\S]*\};?\s*$/, "return { getPrescripts };");
  return new Function("ISLAND_STYLES", "islandScript", "islandScriptDev", body)(
    "astro-island,astro-slot,astro-static-slot{display:contents}",
    "",
    "",
  ) as never;
}
