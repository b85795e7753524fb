// npm run bench -- page-weight: bytes of HTML and of the JavaScript each page type loads up front
// (scripts, module preloads, island components and renderers, and their static imports), raw and
// gzipped, on the seeded product served as `npm start` serves it. "JS" counts every island the page
// may hydrate; "before input" leaves out the islands that wait for someone to reach for them
// (client:interaction, and client:with-islands when every other island of its renderer waits too;
// ADR 033). A client:visible or client:after-load island is counted as loading up front, wherever it
// is on the page. The island runtime file, which each page's loader fetches after load (ADR 053),
// counts as loading up front.
import { gzipSync } from "node:zlib";
import { spawnProduct } from "../scripts/lib/spawn-product.ts";
import { samplePages } from "./lib/page-types.ts";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Islands that hydrate only on someone's input (see the header). */
const WAITING = new Set(["interaction", "with-islands"]);

function scriptUrls(html: string, { beforeInput = false } = {}): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script[^>]*\bsrc="([^"]+)"/g,
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    /"(\/_astro\/islands\.[\w-]+\.js)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[1]!);
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    client: /\bclient="([^"]+)"/.exec(tag)?.[1] ?? "",
    renderer: /\brenderer-url="([^"]+)"/.exec(tag)?.[1] ?? "",
    urls: [...tag.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]!),
  }));
  // client:with-islands follows only islands of its own renderer (a script island loads no React).
  const eagerRenderers = new Set(islands.filter((i) => !WAITING.has(i.client)).map((i) => i.renderer));
  for (const island of islands) {
    const waits =
      island.client === "interaction" || (island.client === "with-islands" && !eagerRenderers.has(island.renderer));
    if (!(beforeInput && waits)) for (const url of island.urls) found.add(url);
  }
  return [...found];
}

/** A module's static imports (what the browser must fetch before running it), not dynamic ones. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)].map((m) => m[1]!);
}

async function javascriptFor(baseUrl: string, html: string, options: { beforeInput?: boolean } = {}) {
  const seen = new Set<string>();
  let raw = 0;
  let gzip = 0;
  const queue = scriptUrls(html, options).map((u) => new URL(u, baseUrl).href);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const bytes = await fetchBytes(url);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    for (const dependency of staticImports(bytes.toString("utf8"))) queue.push(new URL(dependency, url).href);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    // Data blocks (JSON-LD, embedded JSON) are not code.
    .filter((m) => !/type="application\/(?:ld\+)?json"/.test(m[0]))
    .reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
  return { files: seen.size, raw, gzip, inline };
}

const product = await spawnProduct();
try {
  const rows = [];
  for (const { type, path } of await samplePages(product.url)) {
    const html = await fetchBytes(product.url + path);
    const js = await javascriptFor(product.url, html.toString("utf8"));
    const early = await javascriptFor(product.url, html.toString("utf8"), { beforeInput: true });
    rows.push({
      page: type,
      "HTML KB": kb(html.length),
      "HTML gzip KB": kb(gzipSync(html).length),
      "JS files": js.files,
      "JS KB": kb(js.raw),
      "JS gzip KB": kb(js.gzip),
      "before input: JS files": early.files,
      "before input: JS KB": kb(early.raw),
      "before input: JS gzip KB": kb(early.gzip),
      "inline JS KB": kb(js.inline),
    });
  }
  console.table(rows);
} finally {
  await product.stop();
}
