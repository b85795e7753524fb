// Store and town page addresses are built in one module (issue #44): storeHref, storeIdHref,
// cityHref, cityPagePath, cityStoresPath, bestDealsHref and bestDealsPagePath in
// src/stores/store-view.ts. Anywhere else under src/ or functions/, a template string, a
// concatenation or a JSX text that builds /grocery-stores/..., /cities/... or
// /best-grocery-deals-in-... by hand fails this test. API paths (/api/grocery-stores/...) and the
// build's output file names (no leading slash) are not page addresses.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const HOME = "src/stores/store-view.ts";
const SCANNED = ["src", "functions"];
const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;

const PAGE = String.raw`/(?:grocery-stores|cities)/|/best-grocery-deals-in-`;
// A page prefix followed by an interpolation (`${` in a template, `{` in JSX or Astro markup), or a
// page prefix closed as a string and joined with +, or joined onto with +.
const BUILT = [
  new RegExp(String.raw`(?:${PAGE})\$?\{`, "g"),
  new RegExp(String.raw`["'\`](?:${PAGE})["'\`]\s*\+`, "g"),
  new RegExp(String.raw`\+\s*["'\`](?:${PAGE})`, "g"),
];
const API_BEFORE = /\/api(?:\/admin|\/owner)?$/;

/** Comments removed (block, line, HTML), so an address named in prose is not counted. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1");
}

/** The hand-built page addresses in `code`, as the text that builds each. */
export function handBuiltAddresses(code: string): string[] {
  const text = withoutComments(code);
  const found: string[] = [];
  for (const pattern of BUILT) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index + match[0].indexOf("/");
      if (API_BEFORE.test(text.slice(Math.max(0, at - 10), at))) continue;
      found.push(match[0]);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("page addresses built in one module", () => {
  it.each([
    ["a town in a template", "const href = `/cities/${city.slug}`;"],
    ["a store on the site's address", "const url = `${env().SITE_URL}/grocery-stores/${store.id}`;"],
    ["a town joined with +", 'const href = "/cities/" + slug;'],
    ["a store joined onto a base", 'const href = base + "/grocery-stores/" + id;'],
    ["a best-deals page in a template", "const href = `/best-grocery-deals-in-${slug}`;"],
    ["a town in JSX text", "<span>/cities/{city.slug}</span>"],
    ["a town in an Astro attribute", "<a href={`/cities/${town.slug}`}>"],
  ])("finds %s", (_, code) => {
    expect(handBuiltAddresses(code)).not.toEqual([]);
  });

  it.each([
    ["an API path", "apiFetch(`/api/grocery-stores/${id}`)"],
    ["an admin API path", "adminFetch(`/api/admin/grocery-stores/${store.id}/restore`)"],
    ["an owner API path", "const path = (id: string) => `/api/owner/grocery-stores/${id}`;"],
    ["a town's API path", "apiFetch(`/api/cities/${slug}/grocery-stores`)"],
    ["a build output file", "({ params }) => `cities/${params.slug}.html`"],
    ["a prefix read, not built", 'remainder(pathname, "/grocery-stores/")'],
    ["a route pattern", 'path: ["/cities/:slug", "/cities/:slug/"]'],
    ["prose in a comment", "// GET /cities/{slug} - the shell\n/* `/grocery-stores/${id}` */"],
    ["the helpers", "const href = cityHref(city.slug) + `?page=${n}`;"],
  ])("lets %s pass", (_, code) => {
    expect(handBuiltAddresses(code)).toEqual([]);
  });

  it(`finds none in src/ or functions/ outside ${HOME}`, () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => relative(ROOT, join(ROOT, file)) !== HOME);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      handBuiltAddresses(readFileSync(join(ROOT, file), "utf8")).map((built) => `${file}: ${built}`),
    );
    expect(offenders).toEqual([]);
  });
});
