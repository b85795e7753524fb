// Issue #28, shoppers' part (ADR 045): a shopper suggests an edit with no account, through the
// listing form's guards; an admin accepts (the field changes, audited in the store history), rejects
// (the shopper is mailed when they left an address) or asks a claimed store's verified owner, whose
// edit screen then shows the suggestion. Duplicates merge, 'not independent' deletes. On each engine.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, groceryStores, storeSuggestions } from "../../db/schema.ts";
import acceptFn from "../../functions/admin-suggestions-accept.ts";
import askOwnerFn from "../../functions/admin-suggestions-ask-owner.ts";
import queueFn from "../../functions/admin-suggestions.ts";
import rejectFn from "../../functions/admin-suggestions-reject.ts";
import historyFn from "../../functions/admin-grocery-stores-history.ts";
import ownerListingFn from "../../functions/owner-grocery-stores.ts";
import suggestFn from "../../functions/grocery-stores-suggestions.ts";
import { storeHref } from "../../src/stores/store-view.ts";
import { DUPLICATE_MESSAGE, KIND_MESSAGE, type AdminSuggestionJson } from "../../src/review/suggestion-schema.ts";
import { PHONE_MESSAGE, type OwnerChangeJson } from "../../src/owners/owner-edit-schema.ts";
import { AUTOMATED_MESSAGE } from "../../src/platform/public-submission.server.ts";
import { NO_VERIFIED_OWNER } from "../../src/review/ask-owner.server.ts";
import { SAME_LISTING } from "../../src/review/submit-suggestion.server.ts";
import { ALREADY_DECIDED } from "../../src/review/find-suggestion.server.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let city: { id: number; slug: string };
let admin: string;
// Each test sends from its own network, so the limit per network counts only its own tries.
let network = 0;
const nextIp = () => `198.51.${100 + (++network % 100)}.7`;

const suggest = (storeId: string, body: unknown, options: { ip?: string; origin?: string | null } = {}) =>
  callFunction(suggestFn, `/api/grocery-stores/${storeId}/suggestions`, {
    method: "POST",
    params: { id: storeId },
    body,
    ip: options.ip ?? nextIp(),
    origin: options.origin,
  });
const decide = (fn: typeof acceptFn, action: string, id: string, body: unknown, cookie: string | null = admin) =>
  callFunction(fn, `/api/admin/suggestions/${id}/${action}`, {
    method: "POST",
    params: { id },
    body,
    headers: cookie ? { cookie } : {},
  });
const accept = (id: string, body: unknown = {}) => decide(acceptFn, "accept", id, body);
const reject = (id: string, body: unknown = {}) => decide(rejectFn, "reject", id, body);
const askOwner = (id: string) => decide(askOwnerFn, "ask-owner", id, {});
const queue = async (): Promise<AdminSuggestionJson[]> =>
  (await callFunction(queueFn, "/api/admin/suggestions", { headers: { cookie: admin } })).body;

const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const suggestionRow = async (id: string) =>
  (await testDb.db.select().from(storeSuggestions).where(eq(storeSuggestions.id, id)))[0]!;

async function store(label: string, overrides: Parameters<typeof insertStore>[2] = {}) {
  return insertStore(testDb.db, city.id, { name: `${label} Market`, phone: "507-555-0100", ...overrides });
}

async function suggested(storeId: string, body: Record<string, unknown>): Promise<string> {
  const answer = await suggest(storeId, body);
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

beforeAll(async () => {
  city = await insertCity(testDb.db, { name: "Decorah", state: "IA" });
  admin = await adminCookie("192.0.2.41");
});

describe(`suggested edits on ${engine}`, () => {
  it("takes a suggestion with no account and changes nothing on the listing", async () => {
    const target = await store("Quiet");
    const answer = await suggest(target.id, {
      kind: "phone",
      note: "  The number is 563-555-0199 now.  ",
      email: "Shopper@Example.com",
    });
    expect(answer.status).toBe(201);
    const row = await suggestionRow(answer.body.id);
    expect(row).toMatchObject({
      groceryStoreId: target.id,
      kind: "phone",
      note: "The number is 563-555-0199 now.",
      email: "shopper@example.com",
      status: "open",
      spamReasons: [],
    });
    expect(row.network).toMatch(/^[\w-]{22}$/);
    expect((await storeRow(target.id)).phone).toBe("507-555-0100");
  });

  it("refuses what the listing form refuses: bad input, bots, floods, other sites, unknown stores", async () => {
    const target = await store("Guarded");
    const noKind = await suggest(target.id, { note: "wrong" });
    expect(noKind).toMatchObject({
      status: 422,
      body: { error: { message: KIND_MESSAGE, fields: { kind: KIND_MESSAGE } } },
    });
    const noOther = await suggest(target.id, { kind: "duplicate" });
    expect(noOther.body.error.fields.duplicateOf).toBe(DUPLICATE_MESSAGE);
    const self = await suggest(target.id, {
      kind: "duplicate",
      duplicateOf: `https://x.example${storeHref({ ...target, citySlug: city.slug })}`,
    });
    expect(self).toMatchObject({ status: 422, body: { error: { message: SAME_LISTING } } });
    const badEmail = await suggest(target.id, { kind: "hours", email: "not-an-address" });
    expect(badEmail.status).toBe(422);
    const bot = await suggest(target.id, { kind: "hours", nectar: "filled" });
    expect(bot).toMatchObject({ status: 400, body: { error: { message: AUTOMATED_MESSAGE } } });
    const crossSite = await suggest(target.id, { kind: "hours" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const unknown = await suggest("00000000-0000-4000-8000-000000000000", { kind: "hours" });
    expect(unknown.status).toBe(404);

    const ip = nextIp();
    for (let n = 0; n < 5; n++) expect((await suggest(target.id, { kind: "hours" }, { ip })).status).toBe(201);
    const flood = await suggest(target.id, { kind: "hours" }, { ip });
    expect(flood.status).toBe(429);
    expect(flood.body.error.message).toMatch(/Too many suggestions/);
  });

  it("shows the queue to admins only, with the store's link and the spam rules' flags", async () => {
    const target = await store("Queued");
    const id = await suggested(target.id, { kind: "website", note: "Best casino bonus here" });
    const stranger = await callFunction(queueFn, "/api/admin/suggestions");
    expect(stranger.status).toBe(401);
    const listed = (await queue()).find((s) => s.id === id)!;
    expect(listed).toMatchObject({
      kind: "website",
      hasEmail: false,
      status: "open",
      store: { id: target.id, href: `/grocery-stores/${city.slug}/${target.slug}`, hasOwner: false },
    });
    expect(listed.spamReasons).toEqual(['Known spam word: "casino"']);
    expect(JSON.stringify(listed)).not.toContain("network");
    for (const fn of [acceptFn, rejectFn, askOwnerFn]) {
      expect((await decide(fn, "x", id, {}, null)).status).toBe(401);
    }
  });

  it("accepts a field suggestion with the corrected value, checked by the owner editor's rule, audited in the history", async () => {
    const target = await store("Phoned");
    const id = await suggested(target.id, { kind: "phone", note: "It is 563-555-0199" });
    expect((await accept(id)).body.error.fields.value).toMatch(/corrected phone/);
    expect((await accept(id, { value: "call us" })).body.error.message).toBe(PHONE_MESSAGE);

    const done = await accept(id, { value: "563-555-0199" });
    expect(done).toMatchObject({ status: 200, body: { status: "accepted" } });
    const row = await storeRow(target.id);
    expect(row).toMatchObject({ phone: "563-555-0199", confirmedBy: "admin" });
    expect(await suggestionRow(id)).toMatchObject({ status: "accepted" });
    expect((await accept(id, { value: "563-555-0100" })).body.error.message).toBe(ALREADY_DECIDED);

    const history = await callFunction(historyFn, `/api/admin/grocery-stores/${target.id}/history`, {
      params: { id: target.id },
      headers: { cookie: admin },
    });
    const change = (history.body.changes as OwnerChangeJson[])[0]!;
    expect(change).toMatchObject({ kind: "suggestion", field: "phone", before: "507-555-0100", after: "563-555-0199" });

    const site = await store("Sited", { website: "https://old.example.com" });
    const siteId = await suggested(site.id, { kind: "website" });
    await accept(siteId, { value: "newsite.example.com" });
    expect((await storeRow(site.id)).website).toBe("https://newsite.example.com");

    const moved = await store("Moved");
    const movedId = await suggested(moved.id, { kind: "address" });
    expect((await accept(movedId, { value: " " })).status).toBe(422);
    await accept(movedId, { value: "400 Water Street" });
    expect((await storeRow(moved.id)).address).toBe("400 Water Street");
  });

  it("rejects with an optional reason, mailed only to a shopper who left an address", async () => {
    const target = await store("Rejected");
    const withMail = await suggested(target.id, { kind: "hours", email: "hours-fan@example.com" });
    const without = await suggested(target.id, { kind: "hours" });
    expect(await reject(withMail, { reason: "The owner confirmed the hours last week." })).toMatchObject({
      status: 200,
      body: { status: "rejected", mailed: true },
    });
    expect(await reject(without)).toMatchObject({ status: 200, body: { mailed: false } });
    expect(await suggestionRow(withMail)).toMatchObject({
      status: "rejected",
      decisionNote: "The owner confirmed the hours last week.",
    });
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === "hours-fan@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("The owner confirmed the hours last week.");
    expect(mails[0]!.text).toContain("Rejected Market");
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "store_suggestion"), eq(auditLog.entityId, withMail)));
    expect(audits.map((a) => a.action)).toEqual(["suggestion.reject"]);
  });

  it("asks a claimed store's verified owner, whose edit screen shows the suggestion until an admin decides", async () => {
    const unclaimed = await store("Unclaimed");
    const nobody = await suggested(unclaimed.id, { kind: "hours" });
    expect(await askOwner(nobody)).toMatchObject({ status: 409, body: { error: { message: NO_VERIFIED_OWNER } } });

    const owned = await store("Owned");
    const email = `owner-of-${owned.slug}@example.com`;
    await makeVerifiedOwner(testDb.db, owned.id, email);
    const id = await suggested(owned.id, { kind: "hours", note: "Closed on Sundays now", email: "s@example.com" });
    expect(await askOwner(id)).toMatchObject({ status: 200, body: { status: "asked_owner", ownersMailed: 1 } });
    const [mail] = (await readOutbox(testDb.outbox)).filter((m) => m.to === email);
    expect(mail!.text).toContain("Closed on Sundays now");
    expect(mail!.text).toContain(`/manage-listing/${owned.id}`);
    expect(mail!.text).not.toContain("s@example.com");

    const cookie = await ownerCookie(testDb.db, email);
    const read = await callFunction(ownerListingFn, `/api/owner/grocery-stores/${owned.id}`, {
      params: { id: owned.id },
      headers: { cookie },
    });
    expect(read.body.suggestions).toEqual([
      expect.objectContaining({ id, kind: "hours", note: "Closed on Sundays now" }),
    ]);
    expect(JSON.stringify(read.body)).not.toContain("s@example.com");

    const saved = await callFunction(ownerListingFn, `/api/owner/grocery-stores/${owned.id}`, {
      method: "PUT",
      params: { id: owned.id },
      body: { hours: "Mo-Sa 08:00-20:00; Su off" },
      headers: { cookie },
    });
    expect(saved.status).toBe(200);
    // The owner answers by saving; deciding stays with an admin.
    expect((await decide(acceptFn, "accept", id, {}, cookie)).status).toBe(401);
    expect((await decide(rejectFn, "reject", id, {}, cookie)).status).toBe(401);
    const listed = (await queue()).find((s) => s.id === id)!;
    expect(listed.status).toBe("asked_owner");
    expect(listed.ownerAnsweredAt).not.toBeNull();

    await reject(id, { reason: "The owner corrected the hours." });
    const after = await callFunction(ownerListingFn, `/api/owner/grocery-stores/${owned.id}`, {
      params: { id: owned.id },
      headers: { cookie },
    });
    expect(after.body.suggestions).toEqual([]);
  });

  it("deletes a store accepted as not an independent grocery (restorable), audited", async () => {
    const chain = await store("Chain");
    const id = await suggested(chain.id, { kind: "not_independent", note: "A national chain" });
    expect((await accept(id)).status).toBe(200);
    expect((await storeRow(chain.id)).deletedAt).not.toBeNull();
  });

  it("merges a duplicate into the listing the shopper named, or keeps the reported one", async () => {
    const kept = await store("Twin A");
    const twin = await store("Twin B");
    const id = await suggested(twin.id, {
      kind: "duplicate",
      duplicateOf: `/grocery-stores/${city.slug}/${kept.slug}`,
    });
    expect((await suggestionRow(id)).duplicateOfId).toBe(kept.id);
    const done = await accept(id);
    expect(done.status).toBe(200);
    expect(done.body.applied).toContain(`/grocery-stores/${city.slug}/${kept.slug}`);
    expect((await storeRow(twin.id)).mergedIntoId).toBe(kept.id);

    const first = await store("Pair A");
    const second = await store("Pair B");
    const other = await suggested(first.id, { kind: "duplicate", duplicateOf: `/grocery-stores/${second.id}` });
    expect((await accept(other, { keep: "this" })).status).toBe(200);
    expect((await storeRow(second.id)).mergedIntoId).toBe(first.id);
  });
});
