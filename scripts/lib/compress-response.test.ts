import { buffer } from "node:stream/consumers";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bodyStream, chooseEncoding } from "./compress-response.ts";

const CHROME = "gzip, deflate, br, zstd";
const page = "<p>Fresh produce every morning</p>".repeat(100);
const answer = (type: string, init: ResponseInit & { body?: string | null } = {}) =>
  new Response(init.body === undefined ? page : init.body, {
    status: init.status ?? 200,
    headers: { "content-type": type, ...(init.headers as Record<string, string>) },
  });

describe("chooseEncoding", () => {
  it.each([
    ["text/html; charset=utf-8"],
    ["text/css"],
    ["application/javascript"],
    ["application/json"],
    ["image/svg+xml"],
  ])("prefers brotli for %s", (type) => {
    expect(chooseEncoding("GET", CHROME, answer(type))).toBe("br");
  });

  it("falls back to gzip, and honours q=0", () => {
    expect(chooseEncoding("GET", "gzip, deflate", answer("text/html"))).toBe("gzip");
    expect(chooseEncoding("GET", "br;q=0, gzip;q=0.8", answer("text/html"))).toBe("gzip");
    expect(chooseEncoding("GET", "br;q=0", answer("text/html"))).toBeUndefined();
    expect(chooseEncoding("GET", undefined, answer("text/html"))).toBeUndefined();
  });

  it.each([
    ["an image already compressed", "GET", answer("image/png")],
    ["an event stream", "GET", answer("text/event-stream")],
    ["a HEAD request", "HEAD", answer("text/html")],
    ["a byte range", "GET", answer("text/html", { status: 206 })],
    ["a body already encoded", "GET", answer("text/html", { headers: { "content-encoding": "gzip" } })],
    ["a small body", "GET", answer("text/html", { headers: { "content-length": "200" } })],
    ["no body", "GET", answer("text/html", { status: 304, body: null })],
  ])("leaves %s as it is", (_label, method, response) => {
    expect(chooseEncoding(method, CHROME, response)).toBeUndefined();
  });
});

describe("bodyStream", () => {
  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)("%s decodes to the same bytes, smaller", async (encoding, decode) => {
    const sent = await buffer(bodyStream(answer("text/html").body!, encoding));
    expect(sent.length).toBeLessThan(Buffer.byteLength(page) / 4);
    expect(decode(sent).toString()).toBe(page);
  });

  it("passes the body through untouched without an encoding", async () => {
    expect((await buffer(bodyStream(answer("text/html").body!, undefined))).toString()).toBe(page);
  });
});
