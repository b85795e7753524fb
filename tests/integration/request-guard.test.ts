// Issue 15, findings 1 and 3: every state-changing route, found from the functions' own config,
// goes through one guard. Another site's page cannot write (Origin compared with SITE_URL, not the
// Host header; Sec-Fetch-Site when Origin is missing), a body must be exactly JSON, and its size is
// checked from Content-Length before reading and while streaming. Only signed endpoints opt out of
// the same-site check.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { businessClaims, groceryStores, newsletterSubscribers, upvotes } from "../../db/schema.ts";
import { invokeFunction, loadFunctions, matchFunction } from "../../scripts/lib/warm-functions.ts";
import { adminCookie } from "../helpers/admin.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { SITE_ORIGIN } from "../helpers/call-function.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { MAX_MAIL_EVENT_BYTES } from "../../src/newsletter/mail-events.server.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
/** The only writes that may come from elsewhere: they carry their own signature. */
const SIGNED = new Set([
  "POST /api/newsletter/unsubscribe",
  "POST /api/stripe/webhook",
  // The mail provider's bounce and complaint webhook, with its basic-auth secret (ADR 039).
  "POST /api/newsletter/mail-events",
]);

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
// The mail provider's webhook checks its credentials before the body (issue #43): every request to
// it here carries them, so the body rules below are what answers.
const MAIL_EVENTS = "/api/newsletter/mail-events";
const MAIL_SECRET = "guard-mail-webhook-secret";
/** Signed webhooks take bodies up to their own, larger caps (issue #43); others the usual 64 KB. */
const LARGER_CAPS: Record<string, number> = { "/api/stripe/webhook": 1024 * 1024, [MAIL_EVENTS]: MAX_MAIL_EVENT_BYTES };
let routes: Awaited<ReturnType<typeof loadFunctions>>;
let cookie: string;
let storeId: string;
const writes: Array<{ method: string; path: string }> = [];

function request(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit; host?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (path === MAIL_EVENTS)
    headers.set("authorization", `Basic ${Buffer.from(`postmark:${MAIL_SECRET}`).toString("base64")}`);
  return new Request(`${init.host ?? SITE_ORIGIN}${path}`, {
    method,
    headers,
    body: init.body,
    duplex: "half",
  } as RequestInit);
}

let networks = 0;
async function send(req: Request) {
  const match = matchFunction(routes, req);
  if (!match) throw new Error(`no function serves ${req.method} ${req.url}`);
  return invokeFunction(match.route, match.params, req, `10.${++networks}.100.5`);
}

const JSON_BODY = { "content-type": "application/json" };

afterAll(() => {
  delete process.env.MAIL_WEBHOOK_SECRET;
  resetEnv();
});
const validBodies: Record<string, unknown> = {};

beforeAll(async () => {
  process.env.MAIL_WEBHOOK_SECRET = MAIL_SECRET;
  resetEnv();
  const city = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  storeId = (await insertStore(testDb.db, city.id)).id;
  routes = await loadFunctions(join(process.cwd(), "functions"));
  const sample: Record<string, string> = { id: storeId, storeId, cityId: String(city.id), slug: "mankato-mn" };
  for (const route of routes) {
    for (const pattern of route.patterns) {
      const path = pattern.pathname.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? "sample");
      // The wrapper answers an unknown method with the methods it serves, before any other check.
      const probe = await (await send(request("PROPFIND", path))).json();
      for (const method of String(probe.error.allowed).split(", ")) {
        if (WRITE_METHODS.includes(method)) writes.push({ method, path });
      }
    }
  }
  cookie = await adminCookie("192.0.2.77");
  Object.assign(validBodies, {
    "/api/grocery-stores": { name: "Guard Grocery", address: "1 Main St", zipCode: "56001" },
    "/api/newsletter/subscribe": { email: "guard@example.com" },
    [`/api/grocery-stores/${storeId}/claim`]: {
      ownerName: "Dana",
      ownerEmail: "dana@example.com",
      businessRole: "Owner",
      ownerDescription: "A shop.",
    },
    "/api/analytics/track": { eventType: "page_view", page: "/cities/mankato-mn/", cityId: city.id },
  });
});

const rowCounts = async () =>
  Promise.all(
    [groceryStores, newsletterSubscribers, businessClaims, upvotes].map(
      async (table) => (await testDb.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

describe(`the request guard on ${engine}`, () => {
  it("found the writes to check", () => {
    const names = writes.map((w) => `${w.method} ${w.path}`);
    for (const expected of [
      "POST /api/grocery-stores",
      "POST /api/newsletter/subscribe",
      `POST /api/grocery-stores/${storeId}/claim`,
      `POST /api/grocery-stores/${storeId}/upvote`,
      "POST /api/analytics/track",
      "POST /api/admin/login",
      `PUT /api/admin/grocery-stores/${storeId}`,
      `DELETE /api/admin/grocery-stores/${storeId}`,
    ]) {
      expect(names).toContain(expected);
    }
  });

  const crossSite: Array<[string, Record<string, string>, string?]> = [
    ["another site's page", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["an older browser on another site", { origin: "https://evil.example" }],
    ["a forged Host matching a foreign Origin", { origin: "http://evil.example" }, "http://evil.example"],
    ["an opaque (null) origin", { origin: "null" }],
    ["a sibling site", { origin: "http://admin.127.0.0.1.nip.io:8888", "sec-fetch-site": "same-site" }],
    ["fetch metadata alone saying cross-site", { "sec-fetch-site": "cross-site" }],
    ["a request that says nothing about where it comes from", {}],
  ];

  it.each(crossSite)("refuses %s on every write except signed ones, and changes nothing", async (_l, headers, host) => {
    const before = await rowCounts();
    for (const { method, path } of writes) {
      const body = JSON.stringify(validBodies[path] ?? {});
      const response = await send(request(method, path, { host, headers: { ...JSON_BODY, cookie, ...headers }, body }));
      const name = `${method} ${path}`;
      if (SIGNED.has(name.replace(/\?.*$/, ""))) expect(response.status, name).not.toBe(403);
      else expect(response.status, name).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("lets the site's own pages through (the answer is about the data, not the origin)", async () => {
    for (const { method, path } of writes) {
      const body = JSON.stringify(validBodies[path] ?? {});
      for (const headers of [{ origin: SITE_ORIGIN }, { "sec-fetch-site": "same-origin" }] as Array<
        Record<string, string>
      >) {
        const response = await send(request(method, path, { headers: { ...JSON_BODY, cookie, ...headers }, body }));
        expect(response.status, `${method} ${path}`).not.toBe(403);
      }
    }
    // The logout above ended the session the later checks use.
    cookie = await adminCookie("192.0.2.78");
  });

  const jsonWrites = () =>
    writes.filter(
      (w) =>
        !/\/(upvote|approve|restore|logout|logout-everywhere|unsubscribe)$/.test(w.path) &&
        // A shopper's answer: a plain form post, the answer in the address (ADR 063).
        !/\/shopper-check$/.test(w.path) &&
        // A mailed link's button: a plain form post whose token is in the address (ADR 057).
        !/^\/api\/(newsletter\/confirm|claims\/verify)$/.test(w.path) &&
        // The enrichment actions take no body (ADR 021).
        !/\/(update-reviews|get-image|update-all-reviews|update-all-images|update-images|discover-images)$/.test(
          w.path,
        ) &&
        // 'Send this week's digest now' takes no body either (ADR 039).
        w.path !== "/api/admin/newsletter/send" &&
        w.method !== "DELETE" &&
        w.path !== UPLOAD_PATH &&
        !(w.method === "POST" && PHOTO_UPLOAD_PATH.test(w.path)) &&
        !PART_PATH.test(w.path),
    );

  // The other multipart write: an owner's photo (5 MB and the form around it, ADR 046).
  const PHOTO_UPLOAD_PATH = /^\/api\/owner\/grocery-stores\/[^/]+\/photos$/;
  it("holds the photo upload to its owner, multipart and its cap, before reading the body", async () => {
    expect(writes.some((w) => w.method === "POST" && PHOTO_UPLOAD_PATH.test(w.path))).toBe(true);
    // A store of its own: the other checks keep theirs unclaimed.
    const owned = await insertStore(testDb.db, (await insertCity(testDb.db, { name: "Owatonna", state: "MN" })).id);
    const upload = { path: `/api/owner/grocery-stores/${owned.id}/photos` };
    await makeVerifiedOwner(testDb.db, owned.id, "guard-owner@example.com");
    const owner = await ownerCookie(testDb.db, "guard-owner@example.com");
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
        },
      });
    const multipart = { "content-type": "multipart/form-data; boundary=x", origin: SITE_ORIGIN };
    // Who asks is checked before a byte is read: nobody (401), an admin, who is not the owner (401).
    for (const headers of [multipart, { ...multipart, cookie }]) {
      pulled = 0;
      expect((await send(request("POST", upload.path, { headers, body: endless() }))).status).toBe(401);
      expect(pulled).toBeLessThanOrEqual(1);
    }
    const asOwner = { ...multipart, cookie: owner };
    for (const other of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const headers = { ...asOwner, "content-type": other };
      expect((await send(request("POST", upload.path, { headers, body: "{}" }))).status, other).toBe(415);
    }
    pulled = 0;
    const declared = { ...asOwner, "content-length": String(100 * 1024 * 1024) };
    expect((await send(request("POST", upload.path, { headers: declared, body: endless() }))).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    pulled = 0;
    expect((await send(request("POST", upload.path, { headers: asOwner, body: endless() }))).status).toBe(413);
    expect(pulled).toBeLessThan(8);
  });

  // The one multipart write: the circular upload, under its own cap (10 MB and the form around it).
  const UPLOAD_PATH = "/api/circulars";
  // A part of a chunked circular upload: JSON, under a cap of about 4 MB (ADR 018).
  const PART_PATH = /^\/api\/circular-uploads\/[^/]+\/parts\/[^/]+$/;
  it("holds the circular upload to its asker, multipart and its cap, declared or chunked", async () => {
    expect(writes.some((w) => w.path === UPLOAD_PATH)).toBe(true);
    // As the upload panel sends it: the boosted store named in the address (issue #43 item 4).
    const boosted = await insertStore(testDb.db, (await insertCity(testDb.db, { name: "Upload", state: "MN" })).id, {
      isBoosted: true,
    });
    const named = `${UPLOAD_PATH}?groceryStoreId=${boosted.id}`;
    // An admin's session: who asks is checked before the body (issue #23), the body's checks after.
    const type = { "content-type": "multipart/form-data; boundary=x", origin: SITE_ORIGIN, cookie };
    for (const other of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const headers = { "content-type": other, origin: SITE_ORIGIN, cookie };
      expect((await send(request("POST", named, { headers, body: "{}" }))).status, other).toBe(415);
    }
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
        },
      });
    const declared = { ...type, "content-length": String(100 * 1024 * 1024) };
    expect((await send(request("POST", named, { headers: declared, body: endless() }))).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    pulled = 0;
    expect((await send(request("POST", named, { headers: type, body: endless() }))).status).toBe(413);
    expect(pulled).toBeLessThan(13);

    // Without a session, the upload is refused before a byte of it is read.
    pulled = 0;
    const anonymous = { "content-type": "multipart/form-data; boundary=x", origin: SITE_ORIGIN };
    expect((await send(request("POST", named, { headers: anonymous, body: endless() }))).status).toBe(401);
    // (A stream fills its one-chunk queue when made: one pull is not a read.)
    expect(pulled).toBeLessThanOrEqual(1);

    // A part of an upload that does not exist (or is not the asker's) is refused before its body too.
    const part = writes.find((w) => PART_PATH.test(w.path))!;
    expect(part).toBeDefined();
    pulled = 0;
    const jsonType = { ...JSON_BODY, origin: SITE_ORIGIN, cookie };
    expect((await send(request(part.method, part.path, { headers: jsonType, body: endless() }))).status).toBe(404);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it.each([
    ["text/plain naming JSON (no preflight)", "text/plain; application/json"],
    ["text/plain", "text/plain"],
    ["a form post", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["JSON with another charset", "application/json; charset=iso-8859-1"],
    ["JSON with an extra parameter", "application/json; charset=utf-8; x=1"],
    ["a JSON look-alike", "application/jsonp"],
  ])("refuses %s with 415 on every JSON write", async (_label, type) => {
    for (const { method, path } of jsonWrites()) {
      const body = JSON.stringify(validBodies[path] ?? {});
      const headers = { "content-type": type, origin: SITE_ORIGIN, cookie };
      const response = await send(request(method, path, { headers, body }));
      expect(response.status, `${method} ${path}`).toBe(415);
    }
  });

  it("accepts application/json with charset=utf-8", async () => {
    const response = await send(
      request("POST", "/api/analytics/track", {
        headers: { "content-type": "Application/JSON; charset=UTF-8", origin: SITE_ORIGIN },
        body: JSON.stringify(validBodies["/api/analytics/track"]),
      }),
    );
    expect(response.status).toBe(202);
  });

  it("refuses a declared oversized body on every JSON write before reading it", async () => {
    for (const { method, path } of jsonWrites()) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        },
      });
      const headers = { ...JSON_BODY, "content-length": String(100 * 1024 * 1024), origin: SITE_ORIGIN, cookie };
      const response = await send(request(method, path, { headers, body }));
      expect(response.status, `${method} ${path}`).toBe(413);
      expect(pulled, `${method} ${path} read the body`).toBeLessThanOrEqual(1);
    }
  });

  it("stops reading an undeclared (chunked) body at the cap on every JSON write", async () => {
    for (const { method, path } of jsonWrites()) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
        },
      });
      const response = await send(
        request(method, path, { headers: { ...JSON_BODY, origin: SITE_ORIGIN, cookie }, body }),
      );
      expect(response.status, `${method} ${path}`).toBe(413);
      const chunks = LARGER_CAPS[path] ? LARGER_CAPS[path] / (16 * 1024) + 3 : 10;
      expect(pulled, `${method} ${path}`).toBeLessThan(chunks);
    }
  });
});
