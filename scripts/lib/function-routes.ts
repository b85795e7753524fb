// The table of Netlify functions: file -> address(es) -> methods (or schedule), read from the
// functions themselves. `npm run docs` writes it to docs/routes.md; scripts/lib/function-routes.test.ts holds every
// file to the naming rule, so an address leads to its file in one step:
//   /api/a/:id/b  -> functions/a-b.ts    (the address's fixed words in order; the first address if several)
//   /api/a/:id    -> functions/a-item.ts when /api/a has a function of its own (a-b.ts otherwise)
//   /a/:slug      -> functions/a-page.ts (a page answered by a function where no file was built)
//   background jobs end in `-background` (Netlify's own rule); scheduled jobs have no address.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { handledMethods } from "../../src/platform/handler.server.ts";

export interface FunctionRoute {
  file: string;
  paths: string[];
  methods: string[];
  schedule?: string;
}

export const FUNCTIONS_DIR = "functions";

export async function functionRoutes(root = process.cwd()): Promise<FunctionRoute[]> {
  const files = readdirSync(join(root, FUNCTIONS_DIR))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(root, FUNCTIONS_DIR, file)).href)) as {
      default: unknown;
      config?: { path?: string | string[]; schedule?: string };
    };
    const path = module.config?.path;
    routes.push({
      file,
      paths: path === undefined ? [] : Array.isArray(path) ? path : [path],
      methods: handledMethods(module.default) ?? [],
      ...(module.config?.schedule ? { schedule: module.config.schedule } : {}),
    });
  }
  return routes;
}

const wordsOf = (path: string) => path.split("/").filter((segment) => segment && !segment.startsWith(":"));

/** The file name a function's first address asks for under the naming rule above. */
export function expectedFileName(route: FunctionRoute, all: FunctionRoute[]): string {
  const [first] = route.paths;
  if (!first) return route.file;
  const words = wordsOf(first);
  if (words[0] !== "api") return `${words[0]}-page.ts`;
  const name = words.slice(1).join("-");
  const isItem = first.split("/").at(-1)!.startsWith(":");
  const collection = `/${words.join("/")}`;
  const collectionHasItsOwn = all.some((other) => other !== route && other.paths[0] === collection);
  return isItem && collectionHasItsOwn ? `${name}-item.ts` : `${name}.ts`;
}
