// Every admin route, found from the functions' own config, refuses: no cookie, an expired session,
// a revoked one, a forged cookie, and (for changes) a cross-site Origin even with a valid session.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "../../db/schema.ts";
import { invokeFunction, loadFunctions, matchFunction } from "../../scripts/lib/warm-functions.ts";
import { ADMIN_COOKIE } from "../../src/admin/session.server.ts";
import { adminCookie, SAME_ORIGIN, testSession } from "../helpers/admin.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

/** Sign-in itself and the status probe are open by design. */
const OPEN_ROUTES = new Set(["/api/admin/login", "/api/admin/status", "/api/admin/logout"]);
/** Admin-only reads that live outside /api/admin/ (spec paths). */
const EXTRA_ROUTES = [
  { method: "GET", path: "/api/grocery-stores" },
  { method: "GET", path: "/api/analytics" },
];
const SAMPLE_PARAMS: Record<string, string> = {
  id: "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b",
  cityId: "1",
  storeId: "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b",
};

const testDb = useFunctionTestEnv({ adminPassword: true });
let routes: Awaited<ReturnType<typeof loadFunctions>>;
let validCookie: string;
const adminRequests: Array<{ method: string; path: string }> = [];

function request(method: string, path: string, headers: Record<string, string> = {}) {
  const hasBody = method !== "GET" && method !== "DELETE";
  return new Request(`http://127.0.0.1:8888${path}`, {
    method,
    headers: { ...(hasBody && { "content-type": "application/json" }), ...headers },
    body: hasBody ? "{}" : undefined,
  });
}

async function send(method: string, path: string, headers: Record<string, string> = {}) {
  const req = request(method, path, headers);
  const match = matchFunction(routes, req);
  if (!match) throw new Error(`no function serves ${method} ${path}`);
  return invokeFunction(match.route, match.params, req, "192.0.2.200");
}

async function sessionCookie(values: { expiresAt: Date; revokedAt?: Date }) {
  const token = randomBytes(32).toString("base64url");
  await testDb.db.insert(adminSessions).values({ ...testSession(token), ...values });
  return `${ADMIN_COOKIE}=${token}`;
}

beforeAll(async () => {
  routes = await loadFunctions(join(process.cwd(), "functions"));
  for (const route of routes) {
    for (const pattern of route.patterns) {
      const path = pattern.pathname.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "sample");
      if (!path.startsWith("/api/admin/") || OPEN_ROUTES.has(path)) continue;
      // The wrapper answers an unknown method with the methods it serves.
      const probe = await (await send("PATCH", path)).json();
      for (const method of String(probe.error.allowed).split(", ")) adminRequests.push({ method, path });
    }
  }
  adminRequests.push(...EXTRA_ROUTES.filter((r) => matchFunction(routes, request(r.method, r.path))));
  validCookie = await adminCookie("192.0.2.201");
});

describe(`admin authorization on ${engine}`, () => {
  it("found the admin routes to check", () => {
    expect(adminRequests.length).toBeGreaterThanOrEqual(8);
    expect(adminRequests).toContainEqual({ method: "DELETE", path: `/api/admin/grocery-stores/${SAMPLE_PARAMS.id}` });
  });

  it("refuses every admin route without a cookie, with an expired, revoked or forged one", async () => {
    const expired = await sessionCookie({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await sessionCookie({ expiresAt: new Date(Date.now() + 3_600_000), revokedAt: new Date() });
    const forged = `${ADMIN_COOKIE}=${randomBytes(32).toString("base64url")}`;
    for (const { method, path } of adminRequests) {
      for (const cookie of [undefined, expired, revoked, forged]) {
        const response = await send(method, path, { ...SAME_ORIGIN, ...(cookie && { cookie }) });
        expect(response.status, `${method} ${path} with ${cookie ?? "no cookie"}`).toBe(401);
      }
    }
  });

  it("refuses every admin change from another site, even with a valid session", async () => {
    for (const { method, path } of adminRequests.filter((r) => r.method !== "GET")) {
      for (const origin of [{ origin: "https://evil.example" }, {}] as Array<Record<string, string>>) {
        const response = await send(method, path, { ...origin, cookie: validCookie });
        expect(response.status, `${method} ${path} from ${origin.origin ?? "no origin"}`).toBe(403);
      }
    }
  });

  it("lets a valid session through (the answer is about the data, not the session)", async () => {
    // Signing out everywhere ends the session this loop uses: it goes last.
    const lastly = (r: { path: string }) => (r.path === "/api/admin/logout-everywhere" ? 1 : 0);
    for (const { method, path } of adminRequests.toSorted((a, b) => lastly(a) - lastly(b))) {
      const response = await send(method, path, { ...SAME_ORIGIN, cookie: validCookie });
      expect([401, 403], `${method} ${path}`).not.toContain(response.status);
    }
  });
});
