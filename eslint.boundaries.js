// Which folder may import which: dependencies point one way (README, "Where things live").
//   pages -> layouts -> components -> islands -> shared        (the browser side, top to bottom)
//   functions -> server -> db -> shared, config                (the server side)
// src/shared is browser-safe: it imports nothing from the server side, nor Node's built-ins.
// An .astro component may place an island on the page; a React component or an island never
// imports the other kind (a view both render lives in src/shared/ui).

const folders = {
  server: "server",
  db: "db",
  config: "config",
  islands: "islands",
  components: "components",
  layouts: "layouts",
  pages: "pages",
  functions: "functions",
  scripts: "scripts",
};

/** A relative import reaching into one of these folders, anywhere up the tree. */
const into = (...names) => ({
  regex: `^\\.{1,2}/(?:.*/)?(?:${names.join("|")})/`,
  message: `Imports point one way: this folder may not import from ${names.join(", ")} (see README, "Where things live").`,
});
const nodeBuiltins = { regex: "^node:", message: "src/shared and islands run in the browser: no Node built-ins." };

// The browser's zod must be configured before any schema is built (see src/shared/validation/zod.ts).
const directZod = {
  regex: "^zod(/.*)?$",
  message: "Import z from src/shared/validation/zod.ts: it configures zod for the page's CSP first.",
};

// One entry per file set: a later no-restricted-imports config replaces an earlier one's options.
const restrict = (files, ...patterns) => ({
  files,
  ignores: ["**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const { server, db, config, islands, components, layouts, pages, functions, scripts } = folders;

export default [
  restrict(
    ["src/shared/**"],
    into(server, db, config, islands, components, layouts, pages, functions, scripts),
    nodeBuiltins,
    directZod,
  ),
  restrict(
    ["src/shared/validation/zod.ts"],
    into(server, db, config, islands, components, layouts, pages, functions, scripts),
    nodeBuiltins,
  ),
  restrict(
    ["src/islands/**"],
    into(server, db, config, components, layouts, pages, functions, scripts),
    nodeBuiltins,
    directZod,
  ),
  restrict(
    ["src/components/**/*.tsx", "src/components/**/*.ts"],
    into(server, db, config, islands, layouts, pages, functions, scripts),
    nodeBuiltins,
  ),
  // A component's <script> (linted as `Name.astro/1_1.ts`) is part of the component: it may run an
  // island's plain-DOM module (the store page's open-now line and boost check, ADR 033).
  restrict(
    ["src/components/**/*.astro", "src/components/**/*.astro/*.ts"],
    into(server, db, config, layouts, pages, functions, scripts),
  ),
  restrict(["src/layouts/**"], into(server, db, pages, functions, scripts)),
  restrict(["src/pages/**"], into(db, functions, scripts)),
  restrict(["src/config/**"], into(server, db, islands, components, layouts, pages, functions, scripts)),
  restrict(["src/server/**"], into(islands, components, layouts, pages, functions, scripts)),
  restrict(["db/**"], into(server, islands, components, layouts, pages, functions, scripts)),
  restrict(["functions/**"], into(islands, components, layouts, pages, scripts)),
];
