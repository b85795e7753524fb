// npm start's server compresses text as Netlify's CDN does (ADR 028): a page, a stylesheet and a
// script arrive brotli- or gzip-encoded when the browser asks, decode to the stored bytes, and an
// image or a client that asks for nothing gets the file as stored.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";

const page = `<!doctype html><title>Mankato</title>${"<p>Fresh produce every morning.</p>".repeat(200)}`;
const css = ".card{padding:1rem;border-radius:1rem}".repeat(200);
const script = "export const greet = (name) => `Hello ${name}`;\n".repeat(100);
const png = Buffer.from("89504e470d0a1a0a0000000d49484452".repeat(100), "hex");

let root: string;
let site: RunningSite;

beforeAll(async () => {
  // A throwaway project: a small built site and no functions.
  root = mkdtempSync(join(tmpdir(), "compressed-responses-"));
  mkdirSync(join(root, "functions"));
  mkdirSync(join(root, "dist", "_astro"), { recursive: true });
  writeFileSync(join(root, "dist", "index.html"), page);
  writeFileSync(join(root, "dist", "_astro", "site.css"), css);
  writeFileSync(join(root, "dist", "_astro", "island.js"), script);
  writeFileSync(join(root, "dist", "photo.png"), png);
  site = await serveSite({ projectRoot: root, port: 0 });
}, 60_000);

afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** node:http, because fetch would decode the body and hide the encoding. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const url = new URL(path, site.url);
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("compressed responses under npm start", () => {
  it.each([
    ["/", page],
    ["/_astro/site.css", css],
    ["/_astro/island.js", script],
  ])("sends %s brotli-encoded to a browser, and gzip to a client without brotli", async (path, stored) => {
    const br = await get(path, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(stored) / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(stored);

    const gzip = await get(path, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(stored);
  });

  it("sends a page as stored to a client that asks for no encoding", async () => {
    const plain = await get("/");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("leaves an image as stored", async () => {
    const image = await get("/photo.png", "gzip, br");
    expect(image.encoding).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
  });
});
