import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes, writeSecurityHeaders, WrittenPageHashes } from "./security-headers-integration.ts";

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
