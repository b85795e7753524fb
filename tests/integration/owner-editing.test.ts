// Issue #28 slice 2 (ADR 040): a store's verified owner edits their listing with the one mailed
// proof; each change is audited with its before and after; nobody else may edit; an admin reverts a
// change from the store's history, audited, and the owner is mailed the reason. On each engine.
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createEmailSession } from "../../src/owners/email-sessions-queries.server.ts";
import { auditLog, groceryStores, siteRebuilds } from "../../db/schema.ts";
import historyFn from "../../functions/admin-grocery-stores-history.ts";
import revertFn from "../../functions/admin-grocery-stores-history-revert.ts";
import proofFn from "../../functions/circulars-owner-proof.ts";
import ownerListingFn from "../../functions/owner-grocery-stores.ts";
import { EMAIL_SESSION_COOKIE } from "../../src/owners/email-proof.server.ts";
import { HOURS_MESSAGE, PHONE_MESSAGE, type OwnerChangeJson } from "../../src/owners/owner-edit-schema.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cityId: number;
let admin: string;

const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const listingPath = (storeId: string) => `/api/owner/grocery-stores/${storeId}`;
const read = (storeId: string, cookie?: string) =>
  callFunction(ownerListingFn, listingPath(storeId), { params: { id: storeId }, headers: withCookie(cookie) });
const edit = (storeId: string, body: unknown, cookie?: string) =>
  callFunction(ownerListingFn, listingPath(storeId), {
    method: "PUT",
    params: { id: storeId },
    body,
    headers: withCookie(cookie),
  });
const history = (storeId: string, cookie?: string) =>
  callFunction(historyFn, `/api/admin/grocery-stores/${storeId}/history`, {
    params: { id: storeId },
    headers: withCookie(cookie),
  });
const revert = (storeId: string, changeId: number | string, body: unknown, cookie?: string) =>
  callFunction(revertFn, `/api/admin/grocery-stores/${storeId}/history/${changeId}/revert`, {
    method: "POST",
    params: { id: storeId, changeId: String(changeId) },
    body,
    headers: withCookie(cookie),
  });

const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const auditRows = (id: string) =>
  testDb.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "grocery_store"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

/** A store with a verified owner (an approved claim made them its owner) and that owner's session. */
async function ownedStore(label: string) {
  const store = await insertStore(testDb.db, cityId, {
    name: `${label} Market`,
    ownerDescription: "Family grocer since 1952.",
    phone: "507-555-0100",
    website: "https://old.example.com",
    hours: "Mo-Sa 08:00-20:00; Su off",
    // Every badge off: the generated store's random ones would make a test's change no change.
    hasWifi: false,
    hasParking: false,
    petFriendly: false,
    hasLocalProduce: false,
    hasPreparedFoods: false,
    hasOrganicOfferings: false,
    acceptsSnap: false,
  });
  const email = `owner-of-${store.slug}@example.com`;
  await makeVerifiedOwner(testDb.db, store.id, email);
  return { store, email, cookie: await ownerCookie(testDb.db, email) };
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
  admin = await adminCookie("192.0.2.40");
});

describe(`owner editing on ${engine}`, () => {
  it("lets the verified owner edit each field, one audit row per change with before and after", async () => {
    const { store, email, cookie } = await ownedStore("Edited");
    const current = await read(store.id, cookie);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: store.id, phone: "507-555-0100", hasWifi: false });

    const changes = {
      ownerDescription: "Fresh bread every morning.",
      phone: "(563) 555-0199",
      website: "newsite.example.com",
      hours: "Mo-Fr 07:00-21:00; Sa 08:00-18:00; Su off",
      hasWifi: true,
      hasLocalProduce: true,
      acceptsSnap: true,
    };
    const staleBefore = (await testDb.db.select().from(siteRebuilds))[0]?.requestedAt ?? null;
    const saved = await edit(store.id, changes, cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.changed.toSorted()).toEqual(Object.keys(changes).toSorted());

    const row = await storeRow(store.id);
    expect(row).toMatchObject({ ...changes, website: "https://newsite.example.com", confirmedBy: "owner" });
    expect(Date.now() - row.confirmedAt.getTime()).toBeLessThan(60_000);
    const rebuild = (await testDb.db.select().from(siteRebuilds))[0]!;
    expect(rebuild.requestedAt).not.toEqual(staleBefore);

    const audits = await auditRows(store.id);
    expect(audits).toHaveLength(7);
    expect(audits.every((a) => a.actor === email && a.action === "store.owner_edit")).toBe(true);
    const byField = new Map(audits.map((a) => [Object.keys(a.before as object)[0], a]));
    expect(byField.get("phone")).toMatchObject({ before: { phone: "507-555-0100" }, after: { phone: changes.phone } });
    expect(byField.get("website")).toMatchObject({
      before: { website: "https://old.example.com" },
      after: { website: "https://newsite.example.com" },
    });
    expect(byField.get("hours")).toMatchObject({
      before: { hours: "Mo-Sa 08:00-20:00; Su off" },
      after: { hours: changes.hours },
    });
    expect(byField.get("ownerDescription")).toMatchObject({
      before: { ownerDescription: "Family grocer since 1952." },
      after: { ownerDescription: changes.ownerDescription },
    });
    expect(byField.get("hasWifi")).toMatchObject({ before: { hasWifi: false }, after: { hasWifi: true } });

    // Saving again with the same values changes nothing and audits nothing more; blank empties a field.
    expect((await edit(store.id, { phone: changes.phone }, cookie)).body.changed).toEqual([]);
    expect((await edit(store.id, { website: "  " }, cookie)).body.changed).toEqual(["website"]);
    expect((await storeRow(store.id)).website).toBeNull();
    expect(await auditRows(store.id)).toHaveLength(8);
  });

  it("opens editing with the same mailed proof as circulars (one mechanism)", async () => {
    const { store, email } = await ownedStore("Proven");
    const ask = await callFunction(proofFn, `/api/circulars/owner-proof/${store.id}`, {
      method: "POST",
      params: { id: store.id },
      body: { email },
    });
    expect(ask.status).toBe(200);
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === email)!;
    const code = /Your code is (\d{6})/.exec(mail.text)![1];
    const proved = await callFunction(proofFn, `/api/circulars/owner-proof/${store.id}`, {
      method: "POST",
      params: { id: store.id },
      body: { email, code },
    });
    expect(proved.status).toBe(200);
    const cookie = proved.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await edit(store.id, { phone: "563-555-0142" }, cookie)).status).toBe(200);
    expect((await storeRow(store.id)).phone).toBe("563-555-0142");
  });

  it("mails the listing editor's link when the editor asks for the proof, and the link opens editing", async () => {
    const { store, email } = await ownedStore("Linked");
    const ask = await callFunction(proofFn, `/api/circulars/owner-proof/${store.id}`, {
      method: "POST",
      params: { id: store.id },
      body: { email, for: "listing" },
    });
    expect(ask.status).toBe(200);
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === email)!;
    expect(mail.subject).toMatch(/^Your code to edit the listing of Linked Market: \d{6}$/);
    const link = mail.links.find((l) => l.includes(`/manage-listing/${store.id}?token=`))!;
    expect(mail.links.some((l) => l.includes("/manage-circulars/"))).toBe(false);
    const token = new URL(link).searchParams.get("token")!;
    const proved = await callFunction(proofFn, `/api/circulars/owner-proof/${store.id}`, {
      method: "POST",
      params: { id: store.id },
      body: { token },
    });
    expect(proved.status).toBe(200);
    const cookie = proved.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await read(store.id, cookie)).status).toBe(200);
  });

  it("lets an approved claimant edit too (the circulars' owner rule)", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Claimed Market" });
    const email = "approved-claimant@example.com";
    await insertClaim(testDb.db, store.id, email);
    expect((await edit(store.id, { hasParking: true }, await ownerCookie(testDb.db, email))).status).toBe(200);
  });

  type Who =
    "nobody" | "stranger" | "unverified claimant" | "rejected claimant" | "boost buyer" | "owner of another store";
  it.each<[Who, number]>([
    ["nobody", 401],
    ["stranger", 403],
    ["unverified claimant", 403],
    ["rejected claimant", 403],
    ["boost buyer", 403],
    ["owner of another store", 403],
  ])("refuses %s (%i) to read or edit, and nothing changes", async (who, status) => {
    let { store } = await ownedStore(`Refused ${who}`);
    let cookie: string | undefined;
    if (who === "stranger") cookie = await ownerCookie(testDb.db, "stranger@example.com");
    if (who === "unverified claimant" || who === "rejected claimant") {
      const email = `${who.split(" ")[0]}-claimant@example.com`;
      await insertClaim(testDb.db, store.id, email, {
        status: who === "unverified claimant" ? "pending" : "rejected",
        emailVerifiedAt: new Date(),
      });
      cookie = await ownerCookie(testDb.db, email);
    }
    if (who === "boost buyer") {
      // insertStore names the payer of a boosted store's boost owner-{slug}@example.com.
      const boosted = await insertStore(testDb.db, cityId, { name: "Boosted Refused Market", isBoosted: true });
      await makeVerifiedOwner(testDb.db, boosted.id, "the-real-owner@example.com");
      cookie = await ownerCookie(testDb.db, `owner-${boosted.slug}@example.com`);
      store = boosted;
    }
    if (who === "owner of another store") cookie = (await ownedStore("Other")).cookie;
    const before = await storeRow(store.id);
    expect((await read(store.id, cookie)).status).toBe(status);
    const refused = await edit(store.id, { phone: "507-555-0111", hasWifi: true }, cookie);
    expect(refused.status).toBe(status);
    expect(refused.body.error.message).toMatch(
      status === 401 ? /Confirm that you own this store/ : /not the verified owner/,
    );
    expect(await storeRow(store.id)).toEqual(before);
    expect(await auditRows(store.id)).toHaveLength(0);
  });

  it("refuses an expired session (401) and an admin session (not the owner's proof)", async () => {
    const { store, email } = await ownedStore("Expired");
    const token = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(token).digest("hex");
    await createEmailSession(testDb.db, hash, email, new Date(Date.now() - 1000));
    const expired = `${EMAIL_SESSION_COOKIE}=${token}`;
    const before = await storeRow(store.id);
    expect((await edit(store.id, { phone: "507-555-0111" }, expired)).status).toBe(401);
    expect((await edit(store.id, { phone: "507-555-0111" }, admin)).status).toBe(401);
    expect(await storeRow(store.id)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string, string | RegExp]>([
    ["a phone without enough digits", { phone: "555-01" }, "phone", PHONE_MESSAGE],
    ["a phone made of words", { phone: "call us maybe" }, "phone", PHONE_MESSAGE],
    ["hours we cannot read", { hours: "whenever we feel like it" }, "hours", HOURS_MESSAGE],
    ["hours too long", { hours: `Mo 08:00-20:00; ${"x".repeat(300)}` }, "hours", /at most 300 characters/],
    ["a website that is not one", { website: "not a web address" }, "website", /public web address/],
    ["a javascript: website", { website: "javascript:alert(1)" }, "website", /public web address/],
    ["a private website", { website: "http://192.168.1.10/" }, "website", /public web address/],
    ["a localhost website", { website: "http://localhost:3000" }, "website", /public web address/],
    ["an internal host name", { website: "https://intranet.corp" }, "website", /public web address/],
    ["a description too long", { ownerDescription: "x".repeat(2001) }, "ownerDescription", /at most 2000/],
    ["a badge that is not yes or no", { hasWifi: "yes" }, "hasWifi", /yes or no/],
    ["the name (admin review, not here)", { name: "New Name" }, "body", /Only the description/],
    ["nothing", {}, "body", "Nothing to change."],
  ])("answers 422 to %s with the field's message, and nothing changes", async (_label, body, field, message) => {
    const { store, cookie } = await ownedStore(`Invalid ${_label}`);
    const before = await storeRow(store.id);
    const answer = await edit(store.id, body, cookie);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields[field]).toMatch(message);
    expect(await storeRow(store.id)).toEqual(before);
    expect(await auditRows(store.id)).toHaveLength(0);
  });

  it("answers 404 for a store that does not exist or was deleted", async () => {
    const { store, cookie } = await ownedStore("Deleted");
    await testDb.db.update(groceryStores).set({ deletedAt: new Date() }).where(eq(groceryStores.id, store.id));
    expect((await edit(store.id, { hasWifi: true }, cookie)).status).toBe(404);
    expect((await read("not-a-store", cookie)).status).toBe(404);
  });
});

describe(`the admin's store history and revert on ${engine}`, () => {
  async function editedStore(label: string) {
    const owned = await ownedStore(label);
    await edit(owned.store.id, { phone: "563-555-0177", hasOrganicOfferings: true }, owned.cookie);
    const changes = (await history(owned.store.id, admin)).body.changes as OwnerChangeJson[];
    return { ...owned, changes, phoneChange: changes.find((c) => c.field === "phone")! };
  }

  it("lists the owner's changes newest first, with before and after", async () => {
    const { store, email, cookie, changes } = await editedStore("History");
    expect(changes).toHaveLength(2);
    expect(changes[0]!.id).toBeGreaterThan(changes[1]!.id);
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: "owner_edit",
        field: "phone",
        before: "507-555-0100",
        after: "563-555-0177",
        actor: email,
      }),
    );
    await edit(store.id, { ownerDescription: "Later." }, cookie);
    const later = (await history(store.id, admin)).body.changes as OwnerChangeJson[];
    expect(later[0]).toMatchObject({ field: "ownerDescription", after: "Later." });
  });

  it("reverts one change: the before value is back, the revert is audited, the owner is mailed the reason", async () => {
    const { store, email, phoneChange } = await editedStore("Reverted");
    const reason = "That number rings a different business.";
    const answer = await revert(store.id, phoneChange.id, { reason }, admin);
    expect(answer.status).toBe(200);
    const row = await storeRow(store.id);
    expect(row.phone).toBe("507-555-0100");
    expect(row.hasOrganicOfferings).toBe(true); // the other change stays
    const audits = await auditRows(store.id);
    expect(audits.at(-1)).toMatchObject({
      actor: "admin",
      action: "store.owner_edit_revert",
      before: { phone: "563-555-0177" },
      after: { phone: "507-555-0100", revertsChangeId: phoneChange.id, reason },
    });
    const changes = (await history(store.id, admin)).body.changes as OwnerChangeJson[];
    expect(changes.find((c) => c.id === phoneChange.id)!.revertedBy).toBe(audits.at(-1)!.id);
    expect(changes[0]).toMatchObject({ kind: "revert", reason, revertsChangeId: phoneChange.id });
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === email && /reverted/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.text).toContain("563-555-0177");
    expect(mails[0]!.links).toContain(`http://127.0.0.1:8888/manage-listing/${store.id}`);

    // Once only; and not over a newer change of the same field.
    expect((await revert(store.id, phoneChange.id, { reason }, admin)).status).toBe(409);
  });

  it("will not put an old value over a newer change of the same field", async () => {
    const { store, cookie, phoneChange } = await editedStore("Newer");
    await edit(store.id, { phone: "563-555-0188" }, cookie);
    const answer = await revert(store.id, phoneChange.id, { reason: "Wrong." }, admin);
    expect(answer.status).toBe(409);
    expect((await storeRow(store.id)).phone).toBe("563-555-0188");
  });

  it("requires a reason, a change of this store, and an admin", async () => {
    const { store, email, cookie, phoneChange } = await editedStore("Guarded");
    const other = await editedStore("Elsewhere");
    expect((await revert(store.id, phoneChange.id, { reason: " " }, admin)).status).toBe(422);
    expect((await revert(other.store.id, phoneChange.id, { reason: "x" }, admin)).status).toBe(404);
    expect((await revert(store.id, "abc", { reason: "x" }, admin)).status).toBe(404);
    // The owner, a stranger and nobody may neither revert nor read the history.
    for (const who of [cookie, await ownerCookie(testDb.db, "stranger@example.com"), undefined]) {
      expect((await revert(store.id, phoneChange.id, { reason: "x" }, who)).status).toBe(401);
      expect((await history(store.id, who)).status).toBe(401);
    }
    expect((await storeRow(store.id)).phone).toBe("563-555-0177");
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === email && /reverted/.test(m.subject));
    expect(mails).toHaveLength(0);
  });
});
