// Issue #23 item 1: an oversized body to any write route is refused, and the `npm start` server
// keeps serving. One 100 KB webhook or a 66 KB JSON write used to end the process (the body stream
// threw outside every request). The routes come from the functions' own config and methods, so a
// new write route is covered without editing this file.
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { loadFunctions } from "../../scripts/lib/warm-functions.ts";
import { MAX_REQUEST_BODY_BYTES } from "../../scripts/lib/incoming-body.ts";
import { handledMethods } from "../../src/platform/handler.server.ts";
import { sendBody } from "../helpers/raw-body-request.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SIZES = [
  ["100 KB", 100 * 1024],
  ["1 MB", 1024 * 1024],
  ["100 MB", 100 * 1024 * 1024],
] as const;

async function writeRoutes(): Promise<{ name: string; method: string; path: string }[]> {
  const routes = await loadFunctions(join(process.cwd(), "functions"));
  return routes.flatMap((route) => {
    const methods = (route.methods ?? handledMethods(route.handler) ?? []).filter((m) => !SAFE_METHODS.has(m));
    // Every parameter gets a plausible value; the route's own lookups then answer 4xx.
    const path = route.patterns[0]!.pathname.replace(/:(\w+)/g, "1");
    return methods.map((method) => ({ name: route.name, method, path }));
  });
}

const routes = await writeRoutes();

async function stillServing(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/cities`);
  await response.arrayBuffer();
  return response.status;
}

describe("oversized request bodies through npm start", () => {
  it("finds every write route from the functions themselves", () => {
    // The write routes of issue #23 (27 when it was filed); a handler whose methods cannot be read
    // would silently drop out of the checks below.
    expect(routes.length).toBeGreaterThanOrEqual(27);
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining(["stripe-webhook", "circulars", "grocery-stores-upvote"]),
    );
  });

  describe.each(SIZES)("a %s body", (_label, bytes) => {
    it.each(["declared", "chunked"] as const)(
      "%s, to every write route: a 4xx or a cut-off, never a crash",
      async (framing) => {
        const baseUrl = inject("baseUrl");
        const failures: string[] = [];
        for (const route of routes) {
          const contentType = route.name === "circulars" ? "multipart/form-data; boundary=x" : "application/json";
          const answer = await sendBody(baseUrl, {
            method: route.method,
            path: route.path,
            headers: { origin: new URL(baseUrl).origin, "content-type": contentType },
            bytes,
            chunked: framing === "chunked",
          });
          // Past the server's cap, a declared length is refused before a byte is read.
          if (framing === "declared" && bytes > MAX_REQUEST_BODY_BYTES && answer.status !== 413) {
            failures.push(`${route.method} ${route.path}: ${answer.status} instead of 413`);
          }
          // Never a server error.
          if (answer.status !== undefined && answer.status >= 500) {
            failures.push(`${route.method} ${route.path}: ${answer.status}`);
          }
          // A body within the cap must be answered. Past it, a cut-off is allowed wherever it comes:
          // `written` counts what the client queued, and on loopback several MB of that sit in the
          // two kernels' buffers unread, so it does not say how much the server read before it
          // hung up (a 100 MB body was "cut off after 7 MB" against a 10 MB cap).
          if (answer.status === undefined && bytes <= MAX_REQUEST_BODY_BYTES) {
            failures.push(`${route.method} ${route.path}: no answer to ${bytes} bytes (${answer.written} sent)`);
          }
          const next = await stillServing(baseUrl).catch((error: Error) => error.message);
          if (next !== 200) {
            failures.push(`after ${route.method} ${route.path}, the next request got: ${next}`);
            break;
          }
        }
        expect(failures).toEqual([]);
      },
      240_000,
    );
  });

  it("refuses a declared body past the cap without reading it", async () => {
    const baseUrl = inject("baseUrl");
    const answer = await sendBody(baseUrl, {
      method: "POST",
      path: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      bytes: 100 * 1024 * 1024,
      chunked: false,
    });
    expect(answer.status).toBe(413);
    // The answer came back long before what was declared could have been sent.
    expect(answer.written).toBeLessThan(50 * 1024 * 1024);
  });
});
