import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.ts";
import { readMultipart } from "./read-multipart.ts";

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
});
