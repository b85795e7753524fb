// Issue #43 item 11: store, owner and buyer names (and the other single-line fields: addresses,
// phones, hours, web addresses) kept CR, LF and U+2028. Every write path now refuses a line break or
// control character inside one with 422 naming the field, and writes nothing; descriptions keep
// their line breaks.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, businessClaims, groceryStores } from "../../db/schema.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import oneTimeBoost from "../../functions/create-one-time-boost.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import listing from "../../functions/grocery-stores.ts";
import nameAddressFn from "../../functions/owner-grocery-stores-name-address.ts";
import ownerEditFn from "../../functions/owner-grocery-stores.ts";
import { SINGLE_LINE_MESSAGE } from "../../src/platform/text.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let admin: string;
let owner: string;
let storeId: string;
let ownedId: string;
let networks = 0;

const BREAKS = [
  ["a line feed", "Corner\nMarket"],
  ["CR LF", "Corner\r\nMarket"],
  ["U+2028", "Corner\u2028Market"],
  ["U+2029", "Corner\u2029Market"],
  ["a bell", "Corner\u0007Market"],
] as const;

type Fn = Parameters<typeof callFunction>[0];
interface Case {
  fn: Fn;
  path: () => string;
  method: string;
  params?: () => Record<string, string>;
  cookie?: () => string;
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
/** A phone number with the bad character inside it: "507-555\n0100". */
const phoneWith = (bad: string) => bad.replace("Corner", "507-555").replace("Market", "0100");

const cases: Array<[string, Case]> = [
  ...(["name", "address", "hours"] as const).map((field): [string, Case] => [
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
    "listing phone",
    {
      fn: listing,
      path: () => "/api/grocery-stores",
      method: "POST",
      body: (bad) => ({ ...listingBody, phone: phoneWith(bad) }),
      field: "phone",
    },
  ],
  [
    "listing website",
    {
      fn: listing,
      path: () => "/api/grocery-stores",
      method: "POST",
      body: (bad) => ({ ...listingBody, website: `https://corner${bad.slice(6, 7)}market.example` }),
      field: "website",
    },
  ],
  ...(["ownerName", "ownerPhone"] as const).map((field): [string, Case] => [
    `claim ${field}`,
    {
      fn: claimFn,
      path: () => `/api/grocery-stores/${storeId}/claim`,
      params: () => ({ id: storeId }),
      method: "POST",
      body: (bad) => ({ ...claimBody, [field]: field === "ownerPhone" ? phoneWith(bad) : bad }),
      field,
    },
  ]),
  [
    "boost buyer's name",
    {
      fn: oneTimeBoost,
      path: () => "/api/create-one-time-boost",
      method: "POST",
      body: (bad) => ({ groceryStoreId: storeId, userEmail: "buyer@example.com", userName: bad }),
      field: "userName",
    },
  ],
  ...(["name", "address", "hours"] as const).map((field): [string, Case] => [
    `admin store edit ${field}`,
    {
      fn: adminStore,
      path: () => `/api/admin/grocery-stores/${storeId}`,
      params: () => ({ id: storeId }),
      method: "PUT",
      cookie: () => admin,
      body: (bad) => ({ [field]: bad }),
      field,
    },
  ]),
  ...(["name", "address"] as const).map((field): [string, Case] => [
    `owner's proposed ${field}`,
    {
      fn: nameAddressFn,
      path: () => `/api/owner/grocery-stores/${ownedId}/name-address`,
      params: () => ({ id: ownedId }),
      method: "POST",
      cookie: () => owner,
      body: (bad) => ({ [field]: bad }),
      field,
    },
  ]),
  [
    "owner's phone",
    {
      fn: ownerEditFn,
      path: () => `/api/owner/grocery-stores/${ownedId}`,
      params: () => ({ id: ownedId }),
      method: "PUT",
      cookie: () => owner,
      body: (bad) => ({ phone: phoneWith(bad) }),
      field: "phone",
    },
  ],
];

const rowCounts = () =>
  Promise.all(
    [groceryStores, businessClaims, auditLog].map(
      async (table) => (await testDb.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

beforeAll(async () => {
  const city = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  storeId = (await insertStore(testDb.db, city.id)).id;
  ownedId = (await insertStore(testDb.db, city.id, { name: "Owned Market" })).id;
  await makeVerifiedOwner(testDb.db, ownedId, "owner@example.com");
  owner = await ownerCookie(testDb.db, "owner@example.com");
  admin = await adminCookie("192.0.2.91");
});

describe(`single-line text on ${engine}`, () => {
  it.each(cases)("%s: a line break or control character inside is a 422 naming the field", async (_label, c) => {
    for (const [kind, bad] of BREAKS) {
      const before = await rowCounts();
      const options = {
        method: c.method,
        body: c.body(bad),
        params: c.params?.(),
        ip: `10.${++networks}.0.5`,
        headers: c.cookie ? { cookie: c.cookie() } : undefined,
      };
      const response = await callFunction(c.fn, c.path(), options);
      expect(response.status, kind).toBe(422);
      expect(response.body.error.fields[c.field], kind).toBe(SINGLE_LINE_MESSAGE);
      expect(await rowCounts(), kind).toEqual(before);
    }
  });

  it("cleans a line break at either end of a name away, and keeps a description's line breaks", async () => {
    const response = await callFunction(listing, "/api/grocery-stores", {
      method: "POST",
      body: {
        ...listingBody,
        name: "\r\nRiverside Market\n",
        description: "Fresh bread daily.\nOpen late on Fridays.",
      },
      ip: "203.0.113.251",
    });
    expect(response.status).toBe(201);
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.name, "Riverside Market"));
    expect(row?.description).toBe("Fresh bread daily.\nOpen late on Fridays.");
  });
});
