// Regression test for a bug in Netlify's local emulation (@netlify/dev, ARCHITECTURE.md): binary
// request bodies reach a function corrupted, while the same bytes sent as base64 text arrive
// intact. Circular uploads rely on the workaround: files above 4 MB travel as base64 JSON parts
// (ADR 018), and `npm start` routes functions itself, outside the emulation. When the first
// expectation fails, the bug is fixed upstream and the workaround can be reconsidered.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NetlifyDev } from "@netlify/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_FEATURES } from "../../scripts/lib/serve.ts";
import { makePdf } from "../helpers/pdf.ts";

// A function that answers the SHA-256 of the bytes it received, raw or decoded from base64 JSON.
const ECHO = `
import { createHash } from "node:crypto";
export default async (request) => {
  const raw = Buffer.from(await request.arrayBuffer());
  const bytes = request.headers.get("content-type") === "application/json"
    ? Buffer.from(JSON.parse(raw.toString("utf8")).data, "base64")
    : raw;
  return Response.json({ length: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
};
export const config = { path: "/echo" };
`;

let root: string;
let netlify: NetlifyDev;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "netlify-binary-"));
  mkdirSync(join(root, "netlify", "functions"), { recursive: true });
  mkdirSync(join(root, "public"));
  writeFileSync(join(root, "netlify", "functions", "echo.mjs"), ECHO);
  writeFileSync(join(root, "netlify.toml"), '[build]\n  publish = "public"\n');
  netlify = new NetlifyDev({ projectRoot: root, ...OFFLINE_FEATURES });
  await netlify.start();
}, 120_000);

afterAll(async () => {
  await netlify?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function echo(body: BodyInit, type: string) {
  const request = new Request("http://127.0.0.1:8888/echo", {
    method: "POST",
    body,
    headers: { "content-type": type },
  });
  const match = await netlify.handleAndIntrospect(request);
  return (await match!.response.json()) as { length: number; sha256: string };
}

describe("@netlify/dev request bodies", { timeout: 90_000 }, () => {
  const pdf = makePdf({ pages: 2, imageBytes: 20_000 });

  it("corrupts a binary body (the known bug)", async () => {
    const received = await echo(pdf, "application/pdf");
    expect(received.sha256).not.toBe(sha256(pdf));
  });

  it("delivers the same bytes intact as base64 JSON (the workaround)", async () => {
    const received = await echo(JSON.stringify({ data: Buffer.from(pdf).toString("base64") }), "application/json");
    expect(received).toEqual({ length: pdf.byteLength, sha256: sha256(pdf) });
  });
});
