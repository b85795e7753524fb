// Issue 15, "done means": generated bad input for every public write endpoint (and the admin's
// text edits), at least 300 requests each: wrong types, huge values, NUL and lone surrogates,
// nesting, prototype keys, malformed and non-UTF-8 bodies, wrong content types, cross-site
// origins. Whatever arrives, the answer is never a 5xx and always the { error: { code, message } }
// shape for a 4xx. The inputs come from a seeded generator, so a failure reproduces.
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { makeRng, type Rng } from "../../db/seed/random.ts";
import { invokeFunction, loadFunctions, matchFunction } from "../../scripts/lib/warm-functions.ts";
import { adminCookie } from "../helpers/admin.ts";
import { SITE_ORIGIN } from "../helpers/call-function.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const PER_ENDPOINT = 320;

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let routes: Awaited<ReturnType<typeof loadFunctions>>;
let cookie: string;
let storeId: string;
let cityId: number;
let networks = 0;

interface Input {
  label: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  query?: string;
}

const JSON_TYPE = { "content-type": "application/json" };
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

const WEIRD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFF\uDBFFy",
  "\uFEFF",
  "\u202Eevil",
  "\r\n\t",
  "🍎".repeat(100),
  "ﷺ".repeat(50),
  "'; drop table grocery_stores; --",
  "<script>alert(1)</script>",
  "%00",
  "\\u0000",
  "x".repeat(5000),
  "y".repeat(70_000),
  "javascript:alert(1)",
  "http://169.254.169.254/",
  "https://../../etc/passwd",
  "00000",
  "56001",
  "a@b",
  "a@example.com",
  "é".repeat(300),
];
const WEIRD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  [],
  ["a"],
  {},
  { a: 1 },
  { __proto__: { polluted: true } },
  [[[[[["deep"]]]]]],
  ...WEIRD_STRINGS,
];

function randomString(rng: Rng): string {
  const alphabet = [
    "a",
    "Z",
    "0",
    " ",
    "-",
    ".",
    "@",
    "/",
    ":",
    "\u0000",
    "\uD800",
    "\uDC00",
    "é",
    "🍎",
    "\n",
    '"',
    "\\",
  ];
  const length = Math.floor(rng() ** 3 * 3000);
  let out = "";
  for (let i = 0; i < length; i++) out += pick(rng, alphabet);
  return out;
}

/** JSON text nested `depth` deep, built as text: JSON.stringify itself overflows on deep values. */
const nestedJson = (depth: number) => '{"a":['.repeat(depth) + '"leaf"' + "]}".repeat(depth);

/** A raw JSON body that sets a prototype-looking key (JSON.stringify would drop __proto__). */
const protoBody = (base: object, key: string) =>
  JSON.stringify(base).replace(/^\{/, `{"${key}":{"isAdmin":true,"polluted":true},`);

function generate(base: Record<string, unknown>, fields: string[], seed: string): Input[] {
  const rng = makeRng(0xbad1, seed);
  const origin = { origin: SITE_ORIGIN };
  const inputs: Input[] = [
    { label: "the valid body", body: JSON.stringify(base), headers: { ...JSON_TYPE, ...origin } },
    ...[
      "text/plain",
      "text/plain; application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/json; charset=utf-16",
      "application/json, text/html",
      "",
      "application/xml",
    ].map((type) => ({
      label: `content type ${JSON.stringify(type)}`,
      body: JSON.stringify(base),
      headers: { "content-type": type, ...origin },
    })),
    ...(
      [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://127.0.0.1:8888.evil.example" },
        { origin: "http://127.0.0.1:8889" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        {},
      ] as Array<Record<string, string>>
    ).map((headers) => ({
      label: `origin ${JSON.stringify(headers)}`,
      body: JSON.stringify(base),
      headers: { ...JSON_TYPE, ...headers },
    })),
    ...[
      "",
      "{",
      "}",
      "nul",
      "[1,2",
      '{"a":}',
      "undefined",
      "NaN",
      '"just a string"',
      "42",
      "null",
      "[]",
      "true",
      "{}",
      "\u0000",
    ].map((body) => ({ label: `malformed body ${JSON.stringify(body)}`, body, headers: { ...JSON_TYPE, ...origin } })),
    {
      label: "invalid UTF-8",
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      headers: { ...JSON_TYPE, ...origin },
    },
    { label: "a UTF-8 BOM", body: `\uFEFF${JSON.stringify(base)}`, headers: { ...JSON_TYPE, ...origin } },
    {
      label: "a lying Content-Length",
      body: JSON.stringify(base),
      headers: { ...JSON_TYPE, ...origin, "content-length": "99999999" },
    },
    ...[5, 20, 31, 33, 200, 5000].map((depth) => ({
      label: `nesting ${depth} deep`,
      body: JSON.stringify({ ...base, [fields[0]!]: "@" }).replace('"@"', nestedJson(depth)),
      headers: { ...JSON_TYPE, ...origin },
    })),
    ...["__proto__", "constructor", "prototype"].map((key) => ({
      label: `a ${key} key`,
      body: protoBody(base, key),
      headers: { ...JSON_TYPE, ...origin },
    })),
    ...fields.map((field) => ({
      label: `a __proto__ key inside ${field}`,
      body: JSON.stringify({ ...base, [field]: "x" }).replace(`"${field}":"x"`, `"${field}":{"__proto__":{"x":1}}`),
      headers: { ...JSON_TYPE, ...origin },
    })),
  ];
  for (const field of fields) {
    for (const value of WEIRD_VALUES) {
      inputs.push({
        label: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
        body: JSON.stringify({ ...base, [field]: value }),
        headers: { ...JSON_TYPE, ...origin },
      });
    }
    inputs.push({
      label: `without ${field}`,
      body: JSON.stringify({ ...base, [field]: undefined }),
      headers: { ...JSON_TYPE, ...origin },
    });
  }
  while (inputs.length < PER_ENDPOINT) {
    const body: Record<string, unknown> = { ...base };
    const changes = 1 + Math.floor(rng() * 3);
    for (let i = 0; i < changes; i++) {
      const field = rng() < 0.9 ? pick(rng, fields) : randomString(rng).slice(0, 20);
      body[field] = rng() < 0.6 ? randomString(rng) : pick(rng, WEIRD_VALUES);
    }
    inputs.push({
      label: `generated #${inputs.length}`,
      body: JSON.stringify(body),
      headers: { ...JSON_TYPE, ...origin },
    });
  }
  return inputs;
}

async function send(method: string, path: string, input: Input, extraHeaders: Record<string, string> = {}) {
  const request = new Request(`${SITE_ORIGIN}${path}${input.query ?? ""}`, {
    method,
    headers: { ...input.headers, ...extraHeaders },
    body: input.body,
  });
  const match = matchFunction(routes, request);
  if (!match) throw new Error(`no function serves ${method} ${path}`);
  return invokeFunction(
    match.route,
    match.params,
    request,
    `10.${(++networks >> 16) & 255}.${(networks >> 8) & 255}.${networks & 255}`,
  );
}

async function expectNo5xx(method: string, path: string, inputs: Input[], extraHeaders: Record<string, string> = {}) {
  expect(inputs.length).toBeGreaterThanOrEqual(PER_ENDPOINT);
  const statuses = new Map<number, number>();
  for (const input of inputs) {
    const response = await send(method, path, input, extraHeaders);
    const text = await response.text();
    expect(response.status, `${method} ${path} with ${input.label}: ${text.slice(0, 200)}`).toBeLessThan(500);
    if (response.status >= 400) {
      const body = JSON.parse(text);
      // The unsubscribe endpoint answers mail clients { ok: false }; every other 4xx is an error.
      if (!(path.includes("unsubscribe") && body.ok === false)) {
        expect(body.error, input.label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return statuses;
}

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  storeId = (await insertStore(testDb.db, cityId)).id;
  routes = await loadFunctions(join(process.cwd(), "functions"));
  cookie = await adminCookie("192.0.2.93");
});

describe(`generated bad input on ${engine}`, { timeout: 180_000 }, () => {
  const listing = {
    name: "Corner Market",
    address: "1 Main St",
    zipCode: "56001",
    description: "Fresh food.",
    phone: "507-555-0100",
    website: "cornermarket.example",
    hours: "8-8",
    imageUrl: "https://images.example/a.jpg",
  };
  const claim = {
    ownerName: "Dana",
    ownerEmail: "dana@example.com",
    ownerPhone: "507-555-0100",
    businessRole: "Owner",
    verificationMethod: "email",
    additionalInfo: "Hi.",
    ownerDescription: "A shop.",
  };

  const publicWrites: Array<[string, string, () => string, Record<string, unknown>]> = [
    ["the listing form", "POST", () => "/api/grocery-stores", listing],
    ["the newsletter", "POST", () => "/api/newsletter/subscribe", { email: "reader@example.com" }],
    ["a claim", "POST", () => `/api/grocery-stores/${storeId}/claim`, claim],
    [
      "an analytics event",
      "POST",
      () => "/api/analytics/track",
      { eventType: "page_view", page: "/cities/mankato-mn/", cityId: 1, groceryStoreId: null, metadata: "x" },
    ],
    ["an upvote", "POST", () => `/api/grocery-stores/${storeId}/upvote`, {}],
    ["the admin sign-in", "POST", () => "/api/admin/login", { password: "guess" }],
    ["the admin sign-out", "POST", () => "/api/admin/logout", {}],
  ];

  it.each(publicWrites)("%s never answers 5xx", async (_label, method, path, base) => {
    const fields = Object.keys(base).length ? Object.keys(base) : ["anything"];
    const statuses = await expectNo5xx(method, path(), generate(base, fields, path()));
    // The inputs reach the schemas, not only the guard: most are refused for their content.
    if (Object.keys(base).length) expect((statuses.get(400) ?? 0) + (statuses.get(422) ?? 0)).toBeGreaterThan(150);
  });

  it("the one-click unsubscribe never answers 5xx, whatever the token", async () => {
    const rng = makeRng(0xbad2, "unsubscribe");
    const inputs: Input[] = [];
    for (let i = 0; inputs.length < PER_ENDPOINT; i++) {
      const token = i % 3 === 0 ? pick(rng, WEIRD_STRINGS).slice(0, 3000) : randomString(rng).slice(0, 3000);
      inputs.push({
        label: `token ${JSON.stringify(token.slice(0, 30))}`,
        query: `?token=${encodeURIComponent(token.replace(/[\uD800-\uDFFF]/g, "x"))}`,
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": pick(rng, ["application/x-www-form-urlencoded", "text/plain", "application/json"]) },
      });
    }
    await expectNo5xx("POST", "/api/newsletter/unsubscribe", inputs);
  });

  it.each([
    [
      "an admin store edit",
      "PUT",
      () => `/api/admin/grocery-stores/${storeId}`,
      { description: "Fresh.", ownerDescription: "Ours.", isActive: true },
    ],
    [
      "an admin city description",
      "PUT",
      () => `/api/admin/cities/${cityId}/description`,
      { description: "A river town." },
    ],
    [
      "an admin city image",
      "PUT",
      () => `/api/admin/cities/${cityId}/image`,
      { imageUrl: "https://images.example/m.jpg" },
    ],
  ] as const)("%s never answers 5xx", async (_label, method, path, base) => {
    await expectNo5xx(method, path(), generate(base, Object.keys(base), path()), { cookie });
  });

  it("the search query never answers 5xx", async () => {
    const rng = makeRng(0xbad3, "search");
    const inputs: Input[] = [];
    while (inputs.length < PER_ENDPOINT) {
      const q = inputs.length % 4 === 0 ? pick(rng, WEIRD_STRINGS) : randomString(rng);
      // Percent-encode byte by byte, so NULs and broken sequences reach the function as sent.
      const raw = [...new TextEncoder().encode(q.slice(0, 1500))]
        .map((b) => `%${b.toString(16).padStart(2, "0")}`)
        .join("");
      inputs.push({
        label: `q=${JSON.stringify(q.slice(0, 30))}`,
        query: `?q=${raw}${rng() < 0.5 ? "&suggest=1" : ""}`,
        headers: {},
      });
    }
    await expectNo5xx("GET", "/api/search", inputs);
  });
});
