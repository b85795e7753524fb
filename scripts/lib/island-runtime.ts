// Astro's island runtime as one cached file instead of inline in every page (ADR 053). Astro writes
// its island element (4.4 KB) and each directive a page uses (0.3-0.6 KB each) into every page that
// has an island: about 6 KB of each store page, the same bytes on every one of 100,000 pages. This
// integration bundles them once (src/platform/hydration-runtime.ts) into `_astro/islands.<hash>.js`
// and has each page carry a small loader instead, which fetches that file once the page has loaded
// and the browser is idle (no script request before the first view, ADR 048), at once when someone
// reaches for the page, or at DOMContentLoaded when an island must start at once (client:load or
// client:only: the search, claim and admin screens). If a new Astro writes the inline scripts
// differently, the build stops here rather than shipping pages without their runtime.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildSync, transformSync } from "esbuild";

const ENTRY = join("src", "platform", "hydration-runtime.ts");
const SCRIPTS_MODULE = /astro\/dist\/runtime\/server\/scripts\.js$/;
const HYDRATION_MODULE = /astro\/dist\/runtime\/server\/hydration\.js$/;
const PRESCRIPTS = "function getPrescripts(result, type, directive) {";

export interface IslandRuntime {
  /** Its path in the build folder, which is also its address. */
  file: string;
  code: string;
}

/** The runtime file's name and content: the same code gives the same name (cached for a year). */
export function bundleIslandRuntime(root: string): IslandRuntime {
  const { outputFiles } = buildSync({
    entryPoints: [join(root, ENTRY)],
    absWorkingDir: root,
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
  });
  const code = outputFiles[0]!.text;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  return { file: `_astro/islands.${hash}.js`, code };
}

// Runs in the page, `src` being the runtime file's address: plain DOM, no imports. Kept as text
// (minified by islandLoader) because a function's own source is whatever the loader that ran this
// module made of it.
const LOADER_SOURCE = `
  let script;
  const load = () => {
    if (script) return;
    script = document.createElement("script");
    script.src = src;
    document.head.append(script);
  };
  // Until the runtime has run, the latest place someone reached for: the island there hydrates as
  // soon as its directive runs (on-interaction.ts).
  const reach = (event) => {
    self.islandReach = event.target;
    load();
  };
  for (const name of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"]) {
    addEventListener(name, reach, { capture: true, passive: true });
  }
  // The first tap counts (issue #48): a tap on a plain button of an island that is not live yet
  // does nothing in built HTML, so it is held (the control says it is busy) and given again once
  // the island has hydrated, whose React replays it. A second tap meanwhile is the same tap.
  const hold = (event, control, island, again) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (island.held) return;
    island.held = 1;
    control.ariaBusy = "true";
    island.addEventListener("astro:hydrate", () => {
      island.held = 0;
      control.ariaBusy = null;
      again();
    }, { once: true });
    reach(event);
  };
  addEventListener("click", (event) => {
    const button = event.target.closest?.("button[type=button]");
    const island = button?.closest("astro-island[ssr]");
    if (island) hold(event, button, island, () => button.click());
  }, { capture: true });
  // Likewise a form's submit (ADR 067): a form without an action of its own is its island's (it
  // posts JSON), and the built form would send its fields to the page itself. It is given again as
  // a press of the same button: React hydrates at once for a click on an island still hydrating,
  // but lets a submit there go ahead natively (React 19 replays no submit). Links, and forms with
  // an action (the search), are left alone: the built HTML does them.
  addEventListener("submit", (event) => {
    const form = event.target;
    const island = !form.hasAttribute("action") && form.closest("astro-island[ssr]");
    const by = event.submitter;
    if (island) hold(event, by || form, island, () => (by ? by.click() : form.requestSubmit()));
  }, { capture: true });
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200);
  addEventListener("load", whenIdle, { once: true });
  document.addEventListener("DOMContentLoaded", () => {
    if (document.querySelector("astro-island[client=load],astro-island[client=only]")) load();
  });
`;

/** The inline script that loads the runtime file at `src`. */
export function islandLoader(src: string): string {
  return transformSync(`((src) => {${LOADER_SOURCE}})(${JSON.stringify(src)})`, { minify: true }).code.trim();
}

/** Astro's scripts module with the runtime and directive scripts replaced by `loader`. */
export function withIslandLoader(source: string, loader: string): string {
  const start = source.indexOf(PRESCRIPTS);
  const end = source.indexOf("\nexport {", start);
  if (start < 0 || end < 0 || !source.includes("ISLAND_STYLES") || !source.includes('case "directive"')) {
    throw new Error(
      "Astro no longer writes its island scripts in getPrescripts(result, type, directive): " +
        "review scripts/lib/island-runtime.ts (ADR 053).",
    );
  }
  const body = `return type === "both" ? \`<style>\${ISLAND_STYLES}</style><script>\` + ${JSON.stringify(loader)} + "</script>" : "";`;
  return `${source.slice(0, start)}${PRESCRIPTS}\n  ${body}\n}${source.slice(end)}`;
}

// Each island tag's attributes that the runtime file never reads or can take as given, with what
// Astro's hydration module writes instead: `uid` (for the dev server's hot reload), the export name
// when it is `default` (the element's own default), and `opts` when the directive has no argument
// (directives.ts gives `{ value: true }`, what Astro writes then). About 110 bytes an island.
const ISLAND_TAG_EDITS: Array<[RegExp, string]> = [
  [/\n\s*\/\/ This is for HMR[^\n]*\n\s*uid: astroId\n/, "\n"],
  [
    /island\.props\["component-export"\] = componentExport\.value;/,
    'if (componentExport.value !== "default") island.props["component-export"] = componentExport.value;',
  ],
  [
    /island\.props\["opts"\] = escapeHTML\(\s*JSON\.stringify\(\{\s*name: metadata\.displayName,\s*value: metadata\.hydrateArgs \|\| ""\s*\}\)\s*\);/,
    'if (![undefined, true, ""].includes(metadata.hydrateArgs)) island.props["opts"] = escapeHTML(JSON.stringify({ value: metadata.hydrateArgs }));',
  ],
];

/** Astro's hydration module writing island tags without the attributes ISLAND_TAG_EDITS names. */
export function withLeanIslandTags(source: string): string {
  return ISLAND_TAG_EDITS.reduce((code, [pattern, replacement]) => {
    if (code.match(new RegExp(pattern, "g"))?.length !== 1) {
      throw new Error(
        `Astro's hydration module no longer matches ${pattern}: review scripts/lib/island-runtime.ts (ADR 054).`,
      );
    }
    return code.replace(pattern, replacement);
  }, source);
}

export function islandRuntimeFile(): AstroIntegration {
  let runtime: IslandRuntime | undefined;
  return {
    name: "island-runtime-file",
    hooks: {
      // Builds only: the dev server keeps Astro's inline scripts.
      "astro:config:setup": ({ command, config, updateConfig }) => {
        if (command !== "build") return;
        runtime = bundleIslandRuntime(fileURLToPath(config.root));
        const loader = islandLoader(`${config.base.replace(/\/$/, "")}/${runtime.file}`);
        updateConfig({
          vite: {
            plugins: [
              {
                name: "island-runtime-loader",
                enforce: "pre",
                transform(code: string, id: string) {
                  const path = id.split("?")[0]!;
                  if (SCRIPTS_MODULE.test(path)) return { code: withIslandLoader(code, loader), map: null };
                  if (HYDRATION_MODULE.test(path)) return { code: withLeanIslandTags(code), map: null };
                  return undefined;
                },
              },
            ],
          },
        });
      },
      // Render workers and data-only rebuilds use the same code, so the same file (site-builder links `_astro/`).
      "astro:build:done": ({ dir }) => {
        if (!runtime) return;
        const path = join(fileURLToPath(dir), runtime.file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, runtime.code);
      },
    },
  };
}
