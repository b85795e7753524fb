// Issue #28 (ADR 044): a verified owner proposes a new name or address; it is not applied but waits
// for an admin, who approves (new slug, the old address answers 301 to the new one, audited, owner
// mailed) or rejects with a reason (mailed with the editor's link). Nobody else may propose or
// decide. On each engine.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, groceryStores, nameAddressChanges, siteRebuilds } from "../../db/schema.ts";
import listFn from "../../functions/admin-name-address-changes.ts";
import approveFn from "../../functions/admin-name-address-changes-approve.ts";
import rejectFn from "../../functions/admin-name-address-changes-reject.ts";
import pageFn from "../../functions/grocery-stores-page.ts";
import ownerListingFn from "../../functions/owner-grocery-stores.ts";
import proposeFn from "../../functions/owner-grocery-stores-name-address.ts";
import { resolveStoreAddress } from "../../src/site/resolve-address.server.ts";
import { NOTHING_TO_PROPOSE, UNKNOWN_ZIP } from "../../src/owners/propose-name-address.server.ts";
import type { NameAddressChangeJson, PendingNameAddressJson } from "../../src/owners/name-address-schema.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let city: { id: number; slug: string };
let admin: string;

const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const propose = (storeId: string, body: unknown, cookie?: string) =>
  callFunction(proposeFn, `/api/owner/grocery-stores/${storeId}/name-address`, {
    method: "POST",
    params: { id: storeId },
    body,
    headers: withCookie(cookie),
  });
const ownerListing = (storeId: string, cookie: string) =>
  callFunction(ownerListingFn, `/api/owner/grocery-stores/${storeId}`, {
    params: { id: storeId },
    headers: withCookie(cookie),
  });
const pendingList = (cookie?: string) =>
  callFunction(listFn, "/api/admin/name-address-changes", cookie ? asAdmin(cookie) : {});
const approve = (id: string, cookie?: string) =>
  callFunction(approveFn, `/api/admin/name-address-changes/${id}/approve`, {
    method: "POST",
    params: { id },
    ...(cookie ? asAdmin(cookie) : {}),
  });
const reject = (id: string, body: unknown, cookie?: string) =>
  callFunction(rejectFn, `/api/admin/name-address-changes/${id}/reject`, {
    method: "POST",
    params: { id },
    body,
    ...(cookie ? asAdmin(cookie) : {}),
  });
const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const proposals = (storeId: string) =>
  testDb.db.select().from(nameAddressChanges).where(eq(nameAddressChanges.groceryStoreId, storeId));

let stores = 0;
/** A Grand Forks store with a verified owner, and that owner's session. */
async function ownedStore() {
  const n = ++stores;
  const store = await insertStore(testDb.db, city.id, {
    name: `Riverside Market ${n}`,
    address: `${100 + n} Main St`,
    zipCode: "58201",
  });
  const email = `owner${n}@riverside.example`;
  await makeVerifiedOwner(testDb.db, store.id, email);
  return { store, email, cookie: await ownerCookie(testDb.db, email) };
}

beforeAll(async () => {
  city = await insertCity(testDb.db, { name: "Grand Forks", state: "ND", slug: "grand-forks-nd" });
  admin = await adminCookie();
});

describe(`name and address changes wait for an admin on ${engine}`, () => {
  it("queues the owner's proposal without changing the listing, and shows it in their editor", async () => {
    const { store, email, cookie } = await ownedStore();
    const answer = await propose(store.id, { name: "Riverside Foods", address: "9 Elm St" }, cookie);
    expect(answer.status).toBe(202);
    expect(answer.body.pending).toMatchObject({
      status: "pending",
      proposedBy: email,
      before: { name: store.name, address: store.address, zipCode: "58201" },
      proposed: { name: "Riverside Foods", address: "9 Elm St", zipCode: "58201" },
    });
    const row = await storeRow(store.id);
    expect({ name: row.name, address: row.address, slug: row.slug }).toEqual({
      name: store.name,
      address: store.address,
      slug: store.slug,
    });
    const listing = await ownerListing(store.id, cookie);
    expect(listing.body.pendingNameAddress).toMatchObject({ id: answer.body.pending.id, status: "pending" });
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store.id), eq(auditLog.action, "store.name_address_proposed")));
    expect(audits).toMatchObject([
      { actor: email, after: { name: "Riverside Foods", changeId: answer.body.pending.id } },
    ]);

    // A second proposal replaces the first.
    const second = await propose(store.id, { name: "Riverside Grocery" }, cookie);
    expect(second.status).toBe(202);
    const statuses = (await proposals(store.id)).map((p) => p.status).sort();
    expect(statuses).toEqual(["pending", "withdrawn"]);
  });

  it("lets an owner by an approved claim propose too", async () => {
    const store = await insertStore(testDb.db, city.id, { zipCode: "58201" });
    await insertClaim(testDb.db, store.id, "claimant@example.com");
    const answer = await propose(
      store.id,
      { address: "1 Claim Rd" },
      await ownerCookie(testDb.db, "claimant@example.com"),
    );
    expect(answer.status).toBe(202);
  });

  it("refuses nobody, a stranger, a pending claimant, another store's owner and an admin, queueing nothing", async () => {
    const { store } = await ownedStore();
    const other = await ownedStore();
    await insertClaim(testDb.db, store.id, "pending@example.com", { status: "pending" });
    const cases: Array<[string, string | undefined, number]> = [
      ["nobody", undefined, 401],
      ["stranger", await ownerCookie(testDb.db, "stranger@example.com"), 403],
      ["pending claimant", await ownerCookie(testDb.db, "pending@example.com"), 403],
      ["another store's owner", other.cookie, 403],
      ["admin", admin, 401],
    ];
    for (const [who, cookie, status] of cases) {
      expect((await propose(store.id, { name: "Hijacked Foods" }, cookie)).status, who).toBe(status);
    }
    expect(await proposals(store.id)).toHaveLength(0);
  });

  it.each([
    ["an unknown ZIP code", { zipCode: "99999" }, UNKNOWN_ZIP],
    ["a malformed ZIP code", { zipCode: "5820" }, "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)"],
    ["a blank name", { name: "  " }, "Name is required"],
    ["another field", { phone: "507-555-0100" }, "Only the name, street address and ZIP code are proposed here."],
    ["nothing", {}, "Nothing to change."],
  ])("answers 422 to %s, queueing nothing", async (_label, body, message) => {
    const { store, cookie } = await ownedStore();
    const answer = await propose(store.id, body, cookie);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(message);
    expect(await proposals(store.id)).toHaveLength(0);
  });

  it("answers 422 to a proposal equal to the listing", async () => {
    const { store, cookie } = await ownedStore();
    const answer = await propose(store.id, { name: store.name }, cookie);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(NOTHING_TO_PROPOSE);
  });

  it("lists pending proposals for admins only, with the town the new ZIP code means", async () => {
    const { store, cookie } = await ownedStore();
    await propose(store.id, { zipCode: "56001", address: "5 Front St" }, cookie);
    expect((await pendingList()).status).toBe(401);
    const answer = await pendingList(admin);
    expect(answer.status).toBe(200);
    const mine = (answer.body.changes as PendingNameAddressJson[]).find((c) => c.storeId === store.id);
    expect(mine).toMatchObject({
      storeName: store.name,
      cityName: "Grand Forks",
      state: "ND",
      proposedTown: "Mankato, MN",
    });
  });

  it("applies an approved rename: new slug, the old address answers 301 to it, audited, owner mailed", async () => {
    const { store, email, cookie } = await ownedStore();
    const { body } = await propose(store.id, { name: "Red River Grocery" }, cookie);
    const staleBefore = (await testDb.db.select().from(siteRebuilds))[0]?.requestedAt ?? null;
    expect((await approve(body.pending.id)).status).toBe(401);
    expect((await approve(body.pending.id, cookie)).status).toBe(401); // the owner's own session

    const confirmed = await storeRow(store.id);
    const answer = await approve(body.pending.id, admin);

    expect(answer.status).toBe(200);
    const row = await storeRow(store.id);
    expect(row).toMatchObject({ name: "Red River Grocery", slug: "red-river-grocery" });
    // Issue #49: approving a rename confirms none of the other details; the page keeps saying who did.
    expect(row).toMatchObject({ confirmedBy: confirmed.confirmedBy, confirmedAt: confirmed.confirmedAt });
    const newPath = `/grocery-stores/grand-forks-nd/red-river-grocery`;
    expect(answer.body.url).toBe(newPath);
    const old = await callFunction(pageFn, `/grocery-stores/grand-forks-nd/${store.slug}`, {
      params: { citySlug: "grand-forks-nd", storeSlug: store.slug },
    });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(newPath);
    expect(await resolveStoreAddress(testDb.db, newPath)).toEqual({ kind: "fresh" });
    const audit = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store.id), eq(auditLog.action, "store.name_address_change")));
    expect(audit).toMatchObject([
      {
        actor: "admin",
        before: { name: store.name, storeSlug: store.slug },
        after: { name: "Red River Grocery", storeSlug: "red-river-grocery", proposedBy: email },
      },
    ]);
    expect((await testDb.db.select().from(siteRebuilds))[0]!.requestedAt).not.toEqual(staleBefore);
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === email && /approved/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links).toContain(`http://127.0.0.1:8888/manage-listing/${store.id}`);

    // Decided once.
    expect((await approve(body.pending.id, admin)).status).toBe(409);
    expect((await reject(body.pending.id, { reason: "late" }, admin)).status).toBe(409);
  });

  it("moves the store to the town of its new ZIP code, and the old address follows it", async () => {
    const { store, cookie } = await ownedStore();
    const { body } = await propose(store.id, { address: "5 Front St", zipCode: "56001" }, cookie);
    const answer = await approve(body.pending.id, admin);
    expect(answer.status).toBe(200);
    const [mankato] = await testDb.db.select().from(cities).where(eq(cities.slug, "mankato-mn"));
    const row = await storeRow(store.id);
    expect(row).toMatchObject({ cityId: mankato!.id, address: "5 Front St", zipCode: "56001", slug: store.slug });
    expect(await resolveStoreAddress(testDb.db, `/grocery-stores/grand-forks-nd/${store.slug}`)).toEqual({
      kind: "moved",
      location: `/grocery-stores/mankato-mn/${store.slug}`,
    });
  });

  it("rejects with a reason: nothing changes, the owner is mailed the reason and the editor's link", async () => {
    const { store, email, cookie } = await ownedStore();
    const { body } = await propose(store.id, { name: "Totally Different Store" }, cookie);
    const noReason = await reject(body.pending.id, { reason: " " }, admin);
    expect(noReason.status).toBe(422);
    expect((await reject(body.pending.id, { reason: "no" })).status).toBe(401);
    expect((await reject(body.pending.id, { reason: "no" }, cookie)).status).toBe(401);
    expect((await pendingList(cookie)).status).toBe(401);

    const reason = "The sign over the door still says Riverside Market.";
    const answer = await reject(body.pending.id, { reason }, admin);

    expect(answer.status).toBe(200);
    expect(answer.body.change as NameAddressChangeJson).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect((await storeRow(store.id)).name).toBe(store.name);
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === email && /not made/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.text).toContain("Totally Different Store");
    expect(mails[0]!.links).toContain(`http://127.0.0.1:8888/manage-listing/${store.id}`);
  });

  it("answers 404 to an unknown change and to a malformed id", async () => {
    expect((await approve("6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b", admin)).status).toBe(404);
    expect((await approve("nope", admin)).status).toBe(404);
  });
});
