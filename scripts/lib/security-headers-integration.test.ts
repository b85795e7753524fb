import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  inlineScriptHashes,
  recordedPageHashes,
  writeSecurityHeaders,
  WrittenPageHashes,
} from "./security-headers-integration.ts";

vi.mock("node:fs", async (actual) => {
  const fs = await actual<typeof import("node:fs")>();
  return { ...fs, readFileSync: vi.fn(fs.readFileSync) };
});

const sha = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline executable scripts exactly as written, whitespace included", () => {
    const html = `<head><script>a()</script><script type="module">\n b() </script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("\n b() ")]);
  });

  it("skips external scripts and data blocks", () => {
    const html =
      `<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>` +
      `<script type=module src=/y.js></script><script type="text/javascript">c()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("c()")]);
  });
});

describe("pages a render worker wrote", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function workerBuild() {
    const root = mkdtempSync(join(tmpdir(), "headers-"));
    roots.push(root);
    const outDir = join(root, "site");
    mkdirSync(join(outDir, "a"), { recursive: true });
    const written = new WrittenPageHashes(outDir);
    written.writePage("a/index.html", Buffer.from("<body><script>worker()</script></body>"));
    written.save("0-of-1");
    return { outDir, page: join(outDir, "a", "index.html") };
  }

  it("are not read again: the hashes recorded as they were written stand, folded into the build's own", () => {
    const { outDir, page } = workerBuild();
    vi.mocked(readFileSync).mockClear();
    writeSecurityHeaders(outDir, { keepHashes: true });
    expect(vi.mocked(readFileSync).mock.calls.map(([path]) => path)).not.toContain(page);
    expect(readFileSync(join(outDir, "_headers"), "utf8")).toContain(sha("worker()"));
    expect(readdirSync(`${outDir}.keys`)).toEqual(["inline-script-hashes.json"]);
  });

  it("are read again once changed after the record was taken", () => {
    const { outDir, page } = workerBuild();
    writeFileSync(page, "<body><script>changedLater()</script></body>");
    writeSecurityHeaders(outDir);
    const headers = readFileSync(join(outDir, "_headers"), "utf8");
    expect(headers).toContain(sha("changedLater()"));
    expect(headers).not.toContain(sha("worker()"));
    expect(existsSync(`${outDir}.keys/inline-script-hashes.json`)).toBe(false);
  });
});

describe("pages linked from the previous build", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  // The previous build as a production build finds it: restored from Netlify's cache as a copy, so
  // every file has a new inode (and here a new time) since its hashes were recorded.
  function restoredPreviousBuild() {
    const root = mkdtempSync(join(tmpdir(), "headers-"));
    roots.push(root);
    const built = join(root, "built");
    mkdirSync(join(built, "a"), { recursive: true });
    mkdirSync(join(built, "b"), { recursive: true });
    writeFileSync(join(built, "a", "index.html"), "<body><script>kept()</script></body>");
    writeFileSync(join(built, "b", "index.html"), "<body><script>old()</script></body>");
    writeSecurityHeaders(built, { keepHashes: true });
    const previous = join(root, "restored");
    cpSync(built, previous, { recursive: true });
    cpSync(`${built}.keys`, `${previous}.keys`, { recursive: true });
    const outDir = join(root, "next");
    mkdirSync(join(outDir, "a"), { recursive: true });
    mkdirSync(join(outDir, "b"), { recursive: true });
    return { previous, outDir };
  }

  it("are not read again after a restore, and a page at the same path that is not a link is", () => {
    const { previous, outDir } = restoredPreviousBuild();
    linkSync(join(previous, "a", "index.html"), join(outDir, "a", "index.html"));
    writeFileSync(join(outDir, "b", "index.html"), "<body><script>rewritten()</script></body>");
    vi.mocked(readFileSync).mockClear();
    writeSecurityHeaders(outDir, { previousBuild: previous, keepHashes: true });
    const read = vi.mocked(readFileSync).mock.calls.map(([path]) => path);
    expect(read).not.toContain(join(outDir, "a", "index.html"));
    expect(read).toContain(join(outDir, "b", "index.html"));
    const headers = readFileSync(join(outDir, "_headers"), "utf8");
    expect(headers).toContain(sha("kept()"));
    expect(headers).toContain(sha("rewritten()"));
    expect(headers).not.toContain(sha("old()"));
  });
});

describe("pages a production rebuild wrote from the build cache (ADR 070)", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it("carry the previous build's recorded hashes: not read again, and read again once changed", () => {
    const root = mkdtempSync(join(tmpdir(), "headers-"));
    roots.push(root);
    const previous = join(root, "previous");
    mkdirSync(join(previous, "a"), { recursive: true });
    writeFileSync(join(previous, "a", "index.html"), "<body><script>kept()</script></body>");
    writeSecurityHeaders(previous, { keepHashes: true });
    // The worker writes the page's bytes anew (a new file) and records it with the previous hashes.
    const outDir = join(root, "next");
    mkdirSync(join(outDir, "a"), { recursive: true });
    mkdirSync(join(outDir, "b"), { recursive: true });
    const page = join(outDir, "a", "index.html");
    writeFileSync(page, readFileSync(join(previous, "a", "index.html")));
    writeFileSync(join(outDir, "b", "index.html"), "<body><script>unrecorded()</script></body>");
    const written = new WrittenPageHashes(outDir);
    written.recordUnchangedPage("a/index.html", recordedPageHashes(previous).get("a/index.html")!);
    written.save("0-of-1");
    vi.mocked(readFileSync).mockClear();
    writeSecurityHeaders(outDir, { previousBuild: previous, keepHashes: true });
    expect(vi.mocked(readFileSync).mock.calls.map(([path]) => path)).not.toContain(page);
    const headers = readFileSync(join(outDir, "_headers"), "utf8");
    expect(headers).toContain(sha("kept()"));
    expect(headers).toContain(sha("unrecorded()"));

    // Changed after the record was taken: the record no longer stands.
    written.recordUnchangedPage("a/index.html", [sha("kept()")]);
    written.save("0-of-1");
    writeFileSync(page, "<body><script>changedLater()</script></body>");
    writeSecurityHeaders(outDir, { previousBuild: previous });
    expect(readFileSync(join(outDir, "_headers"), "utf8")).toContain(sha("changedLater()"));
    expect(readFileSync(join(outDir, "_headers"), "utf8")).not.toContain(sha("kept()"));
  });
});
