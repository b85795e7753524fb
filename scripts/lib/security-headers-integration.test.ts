import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security-headers-integration.ts";

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
