// After `astro build`: hashes every inline script the pages contain and writes `_headers` with the
// page security headers (src/config/security-headers.ts), so the Content-Security-Policy allows
// exactly those scripts and no others. A new inline script anywhere gets its hash on the next build.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { env, isLocalSiteUrl } from "../../src/config/env.ts";
import { headersFile, pageSecurityHeaders } from "../../src/config/security-headers.ts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD, JSON) are not executed, so CSP does not govern them.
const EXECUTABLE_TYPE = /^\s*$|\btype\s*=\s*["']?(module|text\/javascript|application\/javascript)\b/i;

/** The 'sha256-...' source of each inline executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

export function securityHeaders(): AstroIntegration {
  return {
    name: "security-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(outDir)) {
          for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
        }
        const { SITE_URL, STRIPE_PUBLISHABLE_KEY, MAP_STYLE_URL } = env();
        const headers = pageSecurityHeaders({
          scriptHashes: [...hashes],
          local: isLocalSiteUrl(SITE_URL),
          stripe: Boolean(STRIPE_PUBLISHABLE_KEY),
          mapStyleUrl: MAP_STYLE_URL,
        });
        await writeFile(join(outDir, "_headers"), headersFile(headers));
        logger.info(`_headers written: ${hashes.size} inline script hashes allowed`);
      },
    },
  };
}
