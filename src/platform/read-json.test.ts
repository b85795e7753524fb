import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.server.ts";
import { readRawText } from "./read-body.server.ts";
import { isJsonMediaType, readJson } from "./read-json.server.ts";

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://127.0.0.1/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

/** A body that never ends: only a reader that stops at the cap finishes. */
function endless(pulled: { chunks: number }) {
  const chunk = new TextEncoder().encode(`"${"x".repeat(16 * 1024)}`);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks++;
      controller.enqueue(chunk);
    },
  });
}

describe("isJsonMediaType", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["Application/JSON;charset=UTF-8", true],
    ['application/json; charset="utf-8"', true],
    ["text/plain; application/json", false],
    ["text/plain;charset=application/json", false],
    ["application/json, text/plain", false],
    ["application/json; charset=latin1", false],
    ["application/json; charset=utf-8; boundary=x", false],
    ["application/jsonp", false],
    ["application/ld+json", false],
    ["multipart/form-data", false],
    ["", false],
    [null, false],
  ])("%j -> %s", (header, expected) => {
    expect(isJsonMediaType(header)).toBe(expected);
  });
});

describe("readJson", () => {
  it("parses a JSON body and drops prototype keys", async () => {
    const parsed = (await readJson(post('{"a":1,"__proto__":{"x":1},"b":{"constructor":2,"c":3}}'))) as object;
    expect(parsed).toEqual({ a: 1, b: { c: 3 } });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it.each([
    ["malformed JSON", post("{nope"), 400],
    ["invalid UTF-8", post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])), 400],
    ["deep nesting", post("[".repeat(10_000) + "]".repeat(10_000)), 400],
    ["a form post", post("a=1", { "content-type": "application/x-www-form-urlencoded" }), 415],
    ["a text/plain post naming JSON", post("{}", { "content-type": "text/plain; application/json" }), 415],
    ["no content type", post("{}", {}), 415],
    ["an oversized body", post(JSON.stringify({ a: "x".repeat(70_000) })), 413],
    ["a malformed Content-Length", post("{}", { "content-type": "application/json", "content-length": "1e3" }), 400],
  ])("refuses %s with a 4xx", async (_label, request, status) => {
    const error = await failure(readJson(request));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
  });

  it("refuses a declared oversized body without reading a byte of it", async () => {
    const pulled = { chunks: 0 };
    const request = post(endless(pulled), { "content-type": "application/json", "content-length": "104857600" });
    const error = await failure(readJson(request));
    expect((error as ApiError).status).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared body at the cap", async () => {
    const pulled = { chunks: 0 };
    const error = await failure(readJson(post(endless(pulled))));
    expect((error as ApiError).status).toBe(413);
    // 64 KB cap, 16 KB chunks: a handful read, not the endless rest.
    expect(pulled.chunks).toBeLessThan(10);
  });
});

describe("readRawText", () => {
  it("gives the body exactly as sent, for signature checks, under the same cap", async () => {
    await expect(readRawText(post('{"id": "evt_1" }'), 1024)).resolves.toBe('{"id": "evt_1" }');
    const error = await failure(readRawText(post("x".repeat(2048)), 1024));
    expect((error as ApiError).status).toBe(413);
  });
});
