import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.server.ts";
import { readMultipart } from "./read-multipart.server.ts";

// Bytes, as a body arrives from the network (a FormData body stream dislikes being cancelled).
async function upload(size: number, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(size)], "a.pdf", { type: "application/pdf" }));
  form.set("startDate", "2026-11-23");
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const type = encoded.headers.get("content-type")!;
  return new Request("http://127.0.0.1:8888/api/circulars", {
    method: "POST",
    body,
    headers: { "content-type": type, ...headers },
  });
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.message}` : String(e)),
  );

describe("readMultipart", () => {
  it("reads a file and fields under the cap", async () => {
    const form = await readMultipart(await upload(1000), 10_000);
    expect((form.get("file") as File).size).toBe(1000);
    expect(form.get("startDate")).toBe("2026-11-23");
  });

  it("refuses a declared Content-Length over the cap before reading, with the caller's message", async () => {
    const big = await upload(10, { "content-length": "999999999" });
    expect(await code(readMultipart(big, 10_000, { message: "File must be under 10MB" }))).toBe(
      "413 File must be under 10MB",
    );
  });

  it("stops a body past the cap", async () => {
    expect(await code(readMultipart(await upload(20_000), 10_000))).toBe("413 The request body is too large.");
  });

  it("refuses other media types and malformed bodies", async () => {
    const json = new Request("http://x/", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await code(readMultipart(json, 10_000))).toMatch(/^415/);
    const broken = new Request("http://x/", {
      method: "POST",
      body: "garbage",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(await code(readMultipart(broken, 10_000))).toMatch(/^400/);
  });

  // Issue #43 item 12: the platform's parser put U+FFFD in place of the bad bytes.
  it("refuses a text field that is not valid UTF-8, and leaves a file's bytes alone", async () => {
    const multipart = (field: number[], file: number[], boundary = "b0undary") =>
      new Request("http://x/", {
        method: "POST",
        body: Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\nA `),
          Buffer.from(field),
          Buffer.from(`\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\n`),
          Buffer.from("content-type: application/octet-stream\r\n\r\n"),
          Buffer.from(file),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { "content-type": `multipart/form-data; boundary="${boundary}"` },
      });
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      expect(await code(readMultipart(multipart(bad, [0x41]), 10_000))).toBe(
        "400 The request body is not valid UTF-8.",
      );
    }
    const form = await readMultipart(multipart([0xc3, 0xbc, 0xf0, 0x9f, 0x8d, 0x8e], [0xff, 0xfe, 0x00, 0xc3]), 10_000);
    expect(form.get("alt")).toBe("A ü🍎");
    expect(new Uint8Array(await (form.get("file") as File).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xfe, 0x00, 0xc3]),
    );
  });
});
