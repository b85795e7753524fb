// What may import what (ADR 066). The code lives in one folder per thing the product does (src/boosts,
// src/votes, ...); inside a domain, a file whose name ends in `.server.ts` runs only on the server
// (functions, the build, scripts) and every other file is browser-safe: islands, views, schemas, rules.
//   browser-safe file  -> other browser-safe files (any domain), never a .server file, db/ or Node
//   .server file       -> anything but pages, layouts, .astro components, functions and scripts
//   functions/         -> .server files and browser-safe rules; never a page, an island or a script
// An .astro component may place an island on the page; a React component never imports an .astro one.

/** A relative import of one of these top-level folders, anywhere up the tree. */
const into = (...names) => ({
  regex: `^\\.{1,2}/(?:.*/)?(?:${names.join("|")})/`,
  message: `This file may not import from ${names.join(", ")} (ADR 066).`,
});
const serverOnly = {
  regex: "\\.server\\.tsx?$",
  message: "Browser-safe code may not import a .server file (ADR 066): move the shared part to a file without .server.",
};
const astroFile = { regex: "\\.astro$", message: "Only an .astro file places an .astro component." };
const islandFile = { regex: "\\.tsx$", message: "Server code and functions do not import islands or React views." };
const nodeBuiltins = { regex: "^node:", message: "Browser-safe code runs in the browser: no Node built-ins." };

// The browser's zod must be configured before any schema is built (see src/platform/zod.ts).
const directZod = {
  regex: "^zod(/.*)?$",
  message: "Import z from src/platform/zod.ts: it configures zod for the page's CSP first.",
};

// One entry per file set: a later no-restricted-imports config replaces an earlier one's options.
const restrict = (files, ignores, ...patterns) => ({
  files,
  ignores: ["**/*.test.ts", ...ignores],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const serverFiles = ["src/**/*.server.ts", "src/**/*.server.tsx"];
const browserSafe = ["src/**/*.ts", "src/**/*.tsx"];
const notDomains = ["src/pages/**", "src/types/**"];

export default [
  restrict(
    browserSafe,
    [...serverFiles, ...notDomains, "src/platform/zod.ts"],
    serverOnly,
    into("db", "functions", "scripts"),
    nodeBuiltins,
    directZod,
    astroFile,
  ),
  restrict(["src/platform/zod.ts"], [], serverOnly, into("db", "functions", "scripts"), nodeBuiltins),
  restrict(serverFiles, [], into("pages", "layouts", "functions", "scripts"), astroFile),
  restrict(
    ["src/**/*.astro", "src/**/*.astro/*.ts"],
    ["src/pages/**", "src/layouts/**"],
    into("db", "pages", "functions", "scripts"),
  ),
  restrict(["src/layouts/**"], [], into("db", "pages", "functions", "scripts")),
  restrict(["src/pages/**"], [], into("db", "functions", "scripts")),
  restrict(["db/**"], [], into("functions", "scripts", "pages", "layouts"), islandFile, astroFile),
  restrict(["functions/**"], [], into("pages", "layouts", "scripts"), islandFile, astroFile),
];
