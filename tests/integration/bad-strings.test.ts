// Issue 15, finding 4: text that Postgres cannot store (a NUL byte anywhere, a lone UTF-16
// surrogate in jsonb such as the audit log) used to come back as a 500. Every field of every
// endpoint, public and admin, body and query string, now answers 400 naming the field, and no row
// is written.
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, businessClaims, groceryStores, newsletterSubscribers } from "../../db/schema.ts";
import cityDescription from "../../functions/admin-cities-description.ts";
import cityImage from "../../functions/admin-cities-image.ts";
import login from "../../functions/admin-login.ts";
import rejectClaimFn from "../../functions/admin-business-claims-reject.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import adminStores from "../../functions/admin-grocery-stores.ts";
import analyticsReport from "../../functions/analytics.ts";
import track from "../../functions/analytics-track.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import listing from "../../functions/grocery-stores.ts";
import subscribeFn from "../../functions/newsletter-subscribe.ts";
import search from "../../functions/search.ts";
import { MALFORMED_TEXT_MESSAGE } from "../../src/platform/text.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cookie: string;
let cityId: number;
let storeId: string;
let networks = 0;

const BAD = [
  ["a NUL byte", "Corner\u0000Market"],
  ["a lone high surrogate", "Corner \uD800 Market"],
  ["a lone low surrogate", "\uDC00Corner Market"],
] as const;

type Fn = Parameters<typeof callFunction>[0];
interface Case {
  fn: Fn;
  path: () => string;
  method: string;
  params?: () => Record<string, string>;
  admin?: boolean;
  body: (bad: string) => unknown;
  field: string;
}

const listingBody = { name: "Corner Market", address: "1 Main St", zipCode: "56001" };
const claimBody = {
  ownerName: "Dana",
  ownerEmail: "dana@example.com",
  businessRole: "Owner",
  ownerDescription: "A shop.",
};

const cases: Array<[string, Case]> = [
  ...(["name", "address", "description", "phone", "hours", "website"] as const).map((field): [string, Case] => [
    `listing ${field}`,
    {
      fn: listing,
      path: () => "/api/grocery-stores",
      method: "POST",
      body: (bad) => ({ ...listingBody, [field]: bad }),
      field,
    },
  ]),
  [
    "newsletter email",
    {
      fn: subscribeFn,
      path: () => "/api/newsletter/subscribe",
      method: "POST",
      body: (bad) => ({ email: `a${bad}@example.com` }),
      field: "email",
    },
  ],
  ...(["ownerName", "ownerEmail", "ownerPhone", "ownerDescription", "additionalInfo"] as const).map(
    (field): [string, Case] => [
      `claim ${field}`,
      {
        fn: claimFn,
        path: () => `/api/grocery-stores/${storeId}/claim`,
        params: () => ({ id: storeId }),
        method: "POST",
        body: (bad) => ({ ...claimBody, [field]: bad }),
        field,
      },
    ],
  ),
  [
    "analytics metadata",
    {
      fn: track,
      path: () => "/api/analytics/track",
      method: "POST",
      body: (bad) => ({ eventType: "plan_view", metadata: bad }),
      field: "metadata",
    },
  ],
  [
    "analytics page",
    {
      fn: track,
      path: () => "/api/analytics/track",
      method: "POST",
      body: (bad) => ({ eventType: "page_view", page: `/x${bad}`, cityId }),
      field: "page",
    },
  ],
  [
    "admin password",
    {
      fn: login,
      path: () => "/api/admin/login",
      method: "POST",
      body: (bad) => ({ password: bad }),
      field: "password",
    },
  ],
  ...(["description", "ownerDescription", "name", "hours"] as const).map((field): [string, Case] => [
    `admin store edit ${field}`,
    {
      fn: adminStore,
      path: () => `/api/admin/grocery-stores/${storeId}`,
      params: () => ({ id: storeId }),
      method: "PUT",
      admin: true,
      body: (bad) => ({ [field]: bad }),
      field,
    },
  ]),
  [
    "admin city description",
    {
      fn: cityDescription,
      path: () => `/api/admin/cities/${cityId}/description`,
      params: () => ({ cityId: String(cityId) }),
      method: "PUT",
      admin: true,
      body: (bad) => ({ description: bad }),
      field: "description",
    },
  ],
  [
    "admin city image",
    {
      fn: cityImage,
      path: () => `/api/admin/cities/${cityId}/image`,
      params: () => ({ cityId: String(cityId) }),
      method: "PUT",
      admin: true,
      body: (bad) => ({ imageUrl: `https://images.example.com/${bad}.jpg` }),
      field: "imageUrl",
    },
  ],
  [
    "admin claim rejection reason",
    {
      fn: rejectClaimFn,
      path: () => "/api/admin/business-claims/x/reject",
      params: () => ({ id: "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b" }),
      method: "POST",
      admin: true,
      body: (bad) => ({ reason: bad }),
      field: "reason",
    },
  ],
];

const rowCounts = () =>
  Promise.all(
    [groceryStores, newsletterSubscribers, businessClaims, auditLog].map(
      async (table) => (await testDb.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

beforeAll(async () => {
  const city = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  cityId = city.id;
  storeId = (await insertStore(testDb.db, city.id)).id;
  cookie = await adminCookie("192.0.2.90");
});

describe(`text Postgres cannot store, on ${engine}`, () => {
  it.each(cases)("%s: 400 naming the field, nothing written", async (_label, c) => {
    for (const [kind, bad] of BAD) {
      const before = await rowCounts();
      const options = { method: c.method, body: c.body(bad), params: c.params?.(), ip: `10.${++networks}.0.5` };
      const response = await callFunction(c.fn, c.path(), c.admin ? asAdmin(cookie, options) : options);
      expect(response.status, kind).toBe(400);
      expect(response.body.error, kind).toMatchObject({ code: "bad_request", message: MALFORMED_TEXT_MESSAGE });
      expect(response.body.error.fields[c.field], kind).toBe(MALFORMED_TEXT_MESSAGE);
      expect(await rowCounts(), kind).toEqual(before);
    }
  });

  it.each([
    ["search", search, "/api/search?q=a%00b"],
    ["search suggestions", search, "/api/search?q=%00&suggest=1"],
    ["the admin store list", adminStores, "/api/admin/grocery-stores?q=corner%00"],
    ["the analytics report", analyticsReport, "/api/analytics?storeId=%00"],
  ] as const)("refuses a NUL in the query string of %s with 400", async (_label, fn, path) => {
    const response = await callFunction(fn, path, asAdmin(cookie));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MALFORMED_TEXT_MESSAGE);
  });

  it("still takes accents, CJK and emoji (surrogate pairs) everywhere", async () => {
    const response = await callFunction(listing, "/api/grocery-stores", {
      method: "POST",
      body: { ...listingBody, name: "Café 東京 🍎", description: "Ünïcödé 🥕" },
      ip: "203.0.113.250",
    });
    expect(response.status).toBe(201);
    const edit = await callFunction(
      adminStore,
      `/api/admin/grocery-stores/${storeId}`,
      asAdmin(cookie, { method: "PUT", params: { id: storeId }, body: { description: "Frisch 🍞" } }),
    );
    expect(edit.status).toBe(200);
    const found = await callFunction(search, "/api/search?q=caf%C3%A9%20%F0%9F%8D%8E");
    expect(found.status).toBe(200);
  });
});
