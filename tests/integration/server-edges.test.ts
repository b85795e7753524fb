// The edges of the server `npm start` runs: methods nobody answers, malformed cookies, the cookie a
// sign-out leaves, the Host header, and a shutdown with requests in flight.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "../../db/client.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";
import { freePort } from "../../scripts/lib/spawn-product.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let site: RunningSite;
let port: number;

beforeAll(async () => {
  testDb = await createTestDb();
  port = await freePort();
  // As npm start does: the site's origin is configured, and the functions check against it.
  process.env.SITE_URL = `http://127.0.0.1:${port}`;
  process.env.DATABASE_URL = testDb.url;
  resetEnv();
  site = await serveSite({ projectRoot: process.cwd(), port, siteUrl: process.env.SITE_URL });
}, 120_000);

afterAll(async () => {
  delete process.env.SITE_URL;
  resetEnv();
  await site?.close();
  await closeDb();
  await testDb?.close();
});

interface RawAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

/** node:http, because fetch refuses TRACE and rewrites Host. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe(`npm start's server edges on ${engine}`, () => {
  it.each(["/api/search?q=a", "/api/admin/status", "/"])("answers TRACE %s with 405, not 500", async (path) => {
    const answer = await raw("TRACE", path);
    expect(answer.status).toBe(405);
  });

  it.each([
    ["bad percent-encoding", "admin_session=%E0%A4%A"],
    ["a lone percent sign", "admin_session=%"],
    ["no name", "=%zz; admin_session=abc"],
  ])("treats a cookie with %s as no session", async (_label, cookie) => {
    const answer = await raw("GET", "/api/admin/status", { cookie });
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toEqual({ isAdmin: false });
  });

  it("expires the session cookie on sign-out instead of leaving it empty", async () => {
    const answer = await raw(
      "POST",
      "/api/admin/logout",
      {
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/json",
        cookie: "admin_session=whatever",
      },
      "{}",
    );
    expect(answer.status).toBe(200);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(/admin_session=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it.each(["evil.example", "localhost:8888", "127.0.0.1"])(
    "sends a request for host %s to the site origin",
    async (host) => {
      const answer = await raw("GET", "/api/cities?x=1", { host });
      expect(answer.status).toBe(308);
      expect(answer.headers.location).toBe(`http://127.0.0.1:${port}/api/cities?x=1`);
    },
  );

  it("lets a request in flight finish when it shuts down", async () => {
    const answer = new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          // Sign-in reads its body before answering.
          path: "/api/admin/login",
          headers: { origin: `http://127.0.0.1:${port}`, "content-type": "application/json", "content-length": "16" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
        },
      );
      req.on("error", reject);
      req.write('{"password"');
      // The server has the request but not its body when the shutdown starts.
      setTimeout(() => {
        void site.close();
        setTimeout(() => req.end(':"x"}'), 200);
      }, 200);
    });
    // An answer (the password is wrong or unset), not a connection reset.
    expect([401, 503]).toContain((await answer).status);
  });
});
