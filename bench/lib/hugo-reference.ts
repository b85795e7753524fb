// The reference the build is compared with: Hugo building an equivalent site in the same run. The
// content tree mirrors the Astro output it is compared with: the same number of pages per kind
// (store pages, town pages, best-deals pages, the rest) and about the same HTML bytes per page, so
// both generators write the same amount. Skipped, with a note, where Hugo is not installed.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { samplePeakRss } from "./memory.ts";

export interface PageKind {
  /** Folder under the Hugo content tree. */
  section: string;
  count: number;
  averageBytes: number;
}

/** Pages per kind in a built site: store pages, town pages, best-deals pages and everything else. */
export function pageKinds(siteDir: string): PageKind[] {
  const kinds = new Map<string, { count: number; bytes: number }>();
  for (const file of readdirSync(siteDir, { recursive: true }).map(String)) {
    if (!file.endsWith(".html")) continue;
    const section = file.startsWith("grocery-stores/")
      ? "stores"
      : file.startsWith("cities/")
        ? "towns"
        : file.startsWith("best-grocery-deals-in-")
          ? "deals"
          : "other";
    const kind = kinds.get(section) ?? { count: 0, bytes: 0 };
    kind.count += 1;
    kind.bytes += statSync(join(siteDir, file)).size;
    kinds.set(section, kind);
  }
  return [...kinds].map(([section, { count, bytes }]) => ({
    section,
    count,
    averageBytes: Math.round(bytes / count),
  }));
}

export function hugoAvailable(): boolean {
  return spawnSync("hugo", ["version"], { stdio: "ignore" }).status === 0;
}

const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
<meta name="description" content="{{ .Params.description }}">
<link rel="canonical" href="{{ .Permalink }}"></head>
<body><header><nav><a href="/">Home</a> <a href="/cities/">Towns</a></nav></header>
<main><h1>{{ .Title }}</h1>{{ .Content }}
<ul>{{ range .Params.facts }}<li>{{ . }}</li>{{ end }}</ul></main>
<footer>{{ .Site.Title }}</footer></body></html>
`;

const WORDS = "fresh local produce bakery deli meat dairy organic family owned grocery store open daily".split(" ");

/** A Markdown body of about `bytes` bytes of HTML: paragraphs of words, varied per page. */
function body(seed: number, bytes: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  let n = seed;
  while (size < bytes) {
    const words: string[] = [];
    for (let i = 0; i < 60; i++) words.push(WORDS[(n = (n * 1103515245 + 12345) % 2147483648) % WORDS.length]!);
    const paragraph = words.join(" ");
    paragraphs.push(paragraph);
    size += paragraph.length + 8;
  }
  return paragraphs.join("\n\n");
}

/** Writes a Hugo site with the given page kinds into `dir`. */
export function writeHugoSite(dir: string, kinds: PageKind[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "hugo.toml"),
    [
      `baseURL = "http://127.0.0.1/"`,
      `title = "Small Town Grocers (reference)"`,
      `disableKinds = ["taxonomy", "term", "RSS"]`,
      `[markup.goldmark.renderer]`,
      `unsafe = true`,
    ].join("\n"),
  );
  mkdirSync(join(dir, "layouts", "_default"), { recursive: true });
  writeFileSync(join(dir, "layouts", "_default", "single.html"), LAYOUT);
  writeFileSync(join(dir, "layouts", "_default", "list.html"), LAYOUT);
  writeFileSync(join(dir, "layouts", "index.html"), LAYOUT);
  let seed = 1;
  for (const kind of kinds) {
    const section = join(dir, "content", kind.section);
    mkdirSync(section, { recursive: true });
    // The layout adds about 500 bytes around the body.
    const bodyBytes = Math.max(200, kind.averageBytes - 500);
    for (let i = 0; i < kind.count; i++) {
      const front = [
        "---",
        `title: "Page ${i} of ${kind.section}"`,
        `description: "A ${kind.section} page of the reference site"`,
        `facts: ["open daily", "family owned", "accepts SNAP"]`,
        "---",
        "",
      ].join("\n");
      writeFileSync(join(section, `page-${i}.md`), front + body(seed++, bodyBytes));
    }
  }
}

export interface HugoResult {
  seconds: number;
  pages: number;
  peakMb: number;
}

export async function buildWithHugo(dir: string): Promise<HugoResult> {
  const started = performance.now();
  const child = spawn("hugo", ["--quiet", "--source", dir, "--destination", join(dir, "public")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const sampler = samplePeakRss(child.pid!);
  await new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`hugo exited with ${code}`))));
  });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = sampler.stop();
  const pages = readdirSync(join(dir, "public"), { recursive: true }).filter((f) => String(f).endsWith(".html")).length;
  return { seconds, pages, peakMb };
}
