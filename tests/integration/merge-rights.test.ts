// Issue #43, item 1: a merge moves no right by itself. A stranger approved as owner of a duplicate
// listing does not become an owner of the kept listing, which has its own owner: their approval
// becomes a claim waiting for review there, both people are told, their photos stay behind and the
// duplicate's circulars are taken down. A kept listing with no owner: the admin sees the claim and
// chooses (review by default). On each engine.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedOwnerEmails } from "../../src/owners/owners-queries.server.ts";
import { businessClaims, circulars, storePhotos } from "../../db/schema.ts";
import mergeFn from "../../functions/admin-grocery-stores-merge.ts";
import ownerEditFn from "../../functions/owner-grocery-stores.ts";
import { mergeStores } from "../../src/admin/merge-stores.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCircular, insertCity, insertClaim, insertStore, photoRow } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true, outbox: true });
let cityId: number;
let admin: string;

const photo = (storeId: string, position: number) => photoRow(storeId, position, "stranger@example.com");
const claimsOf = (storeId: string) =>
  testDb.db.select().from(businessClaims).where(eq(businessClaims.groceryStoreId, storeId));
const photosOf = (storeId: string) =>
  testDb.db.select().from(storePhotos).where(eq(storePhotos.groceryStoreId, storeId));
const merge = (duplicateId: string, body: unknown) =>
  callFunction(mergeFn, `/api/admin/grocery-stores/${duplicateId}/merge`, {
    ...asAdmin(admin),
    method: "POST",
    params: { id: duplicateId },
    body,
  });
const preview = (duplicateId: string, survivorId: string) =>
  callFunction(mergeFn, `/api/admin/grocery-stores/${duplicateId}/merge?survivorId=${survivorId}`, {
    ...asAdmin(admin),
    params: { id: duplicateId },
  });

/** A duplicate listing that a stranger claimed (approved), with their photo and circular. */
async function strangersDuplicate() {
  const duplicate = await insertStore(testDb.db, cityId, { name: "Oak Street Grocery #2" });
  await insertClaim(testDb.db, duplicate.id, "stranger@example.com", { ownerName: "Sam Stranger" });
  await testDb.db.insert(storePhotos).values(photo(duplicate.id, 0));
  await insertCircular(testDb.db, duplicate.id, { text: "Stranger's deals" });
  return duplicate;
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db)).id;
  admin = await adminCookie();
});

describe(`owners' rights through a merge on ${engine}`, () => {
  it("turns a stranger's approval into a claim waiting for review when the kept listing has an owner", async () => {
    const survivor = await insertStore(testDb.db, cityId, { name: "Oak Street Grocery" });
    await makeVerifiedOwner(testDb.db, survivor.id, "keeper@example.com");
    const duplicate = await strangersDuplicate();

    const answer = await preview(duplicate.id, survivor.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: "review", choiceOffered: false, survivorHasOwner: true });

    // Even asked to move the owner, the admin cannot hand an owned store to someone else.
    const response = await merge(duplicate.id, {
      survivorId: survivor.id,
      reason: "Same store",
      duplicateOwner: "move",
    });
    expect(response.status).toBe(200);
    expect(response.body.moved).toMatchObject({
      owners: "review",
      claimsToReview: 1,
      ownerMoved: false,
      photos: 0,
      circularsTakenDown: 1,
    });
    expect(await verifiedOwnerEmails(testDb.db, survivor.id)).toEqual(["keeper@example.com"]);
    const claims = await claimsOf(survivor.id);
    expect(claims.map((c) => [c.ownerEmail, c.status])).toEqual([["stranger@example.com", "pending"]]);
    expect(claims[0]!.hasCompetingClaims).toBe(false);
    expect(await photosOf(survivor.id)).toHaveLength(0);
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, duplicate.id))).toHaveLength(0);

    // The stranger's session cannot edit the kept listing.
    const edit = await callFunction(ownerEditFn, `/api/owner/grocery-stores/${survivor.id}`, {
      method: "PUT",
      params: { id: survivor.id },
      body: { website: "https://phish.example" },
      headers: { cookie: await ownerCookie(testDb.db, "stranger@example.com") },
    });
    expect(edit.status).toBe(403);

    const mail = await readOutbox(testDb.outbox);
    const to = (address: string) => mail.filter((m) => m.to === address);
    expect(to("stranger@example.com").map((m) => m.subject)).toEqual([
      "Oak Street Grocery #2 was merged into another listing: your claim waits for review",
    ]);
    expect(to("keeper@example.com").map((m) => m.subject)).toEqual([
      "A second listing of Oak Street Grocery was merged into yours",
    ]);
    expect(to("keeper@example.com")[0]!.text).toContain("Sam Stranger");
  });

  it("lets the admin choose for a kept listing with no owner: review by default, or hand it over", async () => {
    const unowned = await insertStore(testDb.db, cityId, { name: "Pine Market" });
    const duplicate = await strangersDuplicate();
    expect((await preview(duplicate.id, unowned.id)).body).toMatchObject({
      outcome: "review",
      choiceOffered: true,
      duplicateOwners: ["stranger@example.com"],
    });
    const reviewed = await mergeStores(testDb.db, {
      survivorId: unowned.id,
      duplicateId: duplicate.id,
      actor: "admin",
      reason: "Same store",
    });
    expect(reviewed.moved).toMatchObject({ owners: "review", claimsToReview: 1, ownerMoved: false, photos: 1 });
    expect(await verifiedOwnerEmails(testDb.db, unowned.id)).toEqual([]);
    expect((await claimsOf(unowned.id)).map((c) => c.status)).toEqual(["pending"]);

    const other = await insertStore(testDb.db, cityId, { name: "Birch Market" });
    const second = await insertStore(testDb.db, cityId, { name: "Birch Mkt" });
    await makeVerifiedOwner(testDb.db, second.id, "birch@example.com");
    const moved = await mergeStores(testDb.db, {
      survivorId: other.id,
      duplicateId: second.id,
      actor: "admin",
      reason: "Same store",
      duplicateOwner: "move",
    });
    expect(moved.moved).toMatchObject({ owners: "move", ownerMoved: true, claimsToReview: 0 });
    expect(await verifiedOwnerEmails(testDb.db, other.id)).toEqual(["birch@example.com"]);
  });

  it("keeps an owner's approval and photos when they own both listings", async () => {
    const survivor = await insertStore(testDb.db, cityId, { name: "Elm Grocery" });
    const duplicate = await insertStore(testDb.db, cityId, { name: "Elm Groc" });
    await makeVerifiedOwner(testDb.db, survivor.id, "elm@example.com");
    await insertClaim(testDb.db, duplicate.id, "elm@example.com");
    await testDb.db.insert(storePhotos).values(photo(duplicate.id, 0));
    const result = await mergeStores(testDb.db, {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      actor: "admin",
      reason: "Same store",
    });
    expect(result.moved).toMatchObject({ owners: "same", claimsToReview: 0, photos: 1 });
    expect(await verifiedOwnerEmails(testDb.db, survivor.id)).toEqual(["elm@example.com"]);
  });

  it("makes an owner record with no approved claim behind it a claim waiting for review", async () => {
    const survivor = await insertStore(testDb.db, cityId, { name: "Cedar Grocery" });
    await makeVerifiedOwner(testDb.db, survivor.id, "cedar@example.com");
    const duplicate = await insertStore(testDb.db, cityId, { name: "Cedar Groc", ownerDescription: "Since 1950." });
    await makeVerifiedOwner(testDb.db, duplicate.id, "other-cedar@example.com");
    await mergeStores(testDb.db, { survivorId: survivor.id, duplicateId: duplicate.id, actor: "admin", reason: "dup" });
    const claims = await claimsOf(survivor.id);
    expect(claims.map((c) => [c.ownerEmail, c.status, c.ownerDescription])).toEqual([
      ["other-cedar@example.com", "pending", "Since 1950."],
    ]);
    expect(await verifiedOwnerEmails(testDb.db, survivor.id)).toEqual(["cedar@example.com"]);
  });
});
