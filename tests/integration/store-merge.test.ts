// Issue #28 (ADR 044): merging a duplicate listing into the one that stays. Votes (a voter counted
// once), the owner and approved claim, an active boost, circulars and the owner's history move to the
// survivor in one transaction; the duplicate leaves the lists, its addresses answer 301 to the
// survivor; both stores are audited and the site is marked stale. Only an admin merges, never a
// store into itself or into a listing merged away. On each engine.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedOwnerEmails } from "../../src/owners/owners-queries.server.ts";
import { OWNER_EDIT_ACTION } from "../../src/owners/owner-edits-queries.server.ts";
import { getStoreById, listStoresInCity } from "../../src/stores/stores-queries.server.ts";
import {
  auditLog,
  boosts,
  businessClaims,
  circulars,
  groceryStores,
  siteRebuilds,
  storePhotos,
  storeSuggestions,
  upvotes,
} from "../../db/schema.ts";
import adminStoreFn from "../../functions/admin-grocery-stores-item.ts";
import adminStoresFn from "../../functions/admin-grocery-stores.ts";
import mergeFn from "../../functions/admin-grocery-stores-merge.ts";
import pageFn from "../../functions/grocery-stores-page.ts";
import upvoteFn from "../../functions/grocery-stores-upvote.ts";
import { storeHistory } from "../../src/owners/store-history.server.ts";
import { MERGED_LISTING } from "../../src/admin/update-store.server.ts";
import { MERGE_MESSAGES, mergeStores } from "../../src/admin/merge-stores.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCircular, insertCity, insertClaim, insertStore, photoRow } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let city: { id: number; slug: string };
let admin: string;

const MINUTE = 60_000;
const mergePath = (id: string) => `/api/admin/grocery-stores/${id}/merge`;
const merge = (duplicateId: string, body: unknown, cookie?: string) =>
  callFunction(mergeFn, mergePath(duplicateId), {
    method: "POST",
    params: { id: duplicateId },
    body,
    ...(cookie ? asAdmin(cookie) : {}),
  });
const page = (path: string) => {
  const [, , a, b] = path.split("/");
  return callFunction(pageFn, path, { params: b ? { citySlug: a!, storeSlug: b } : { identifier: a! } });
};
const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const pathOf = (store: { slug: string }) => `/grocery-stores/${city.slug}/${store.slug}`;

async function vote(storeId: string, deviceId: string, minutesAgo: number) {
  await testDb.db.insert(upvotes).values({
    groceryStoreId: storeId,
    deviceId,
    networkHash: `net-${deviceId}`,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE),
  });
}

beforeAll(async () => {
  city = await insertCity(testDb.db);
  admin = await adminCookie();
});

describe(`merging duplicate listings on ${engine}`, () => {
  it("moves votes (a voter once per vote window), the owner the admin chose, claim, active boost and history", async () => {
    const survivor = await insertStore(testDb.db, city.id, { name: "Hilltop Market", upvoteCount: 2 });
    const duplicate = await insertStore(testDb.db, city.id, { name: "Hilltop Mkt", upvoteCount: 3, isBoosted: true });
    // Device "a" voted for both within one vote window: counted once. Its vote three hours later
    // would have been counted on one listing too, as is "b"'s.
    await vote(survivor.id, "a", 30);
    await vote(survivor.id, "c", 400);
    await vote(duplicate.id, "a", 10);
    await vote(duplicate.id, "a", 200);
    await vote(duplicate.id, "b", 5);
    await makeVerifiedOwner(testDb.db, duplicate.id, "owner@hilltop.example");
    await insertClaim(testDb.db, duplicate.id, "manager@hilltop.example");
    await insertCircular(testDb.db, duplicate.id, { text: "Apples 99c" });
    await testDb.db.insert(auditLog).values({
      actor: "owner@hilltop.example",
      action: OWNER_EDIT_ACTION,
      entityType: "grocery_store",
      entityId: duplicate.id,
      before: { phone: null },
      after: { phone: "507-555-0100" },
    });
    const staleBefore = (await testDb.db.select().from(siteRebuilds))[0]?.requestedAt ?? null;

    const response = await merge(
      duplicate.id,
      { survivorId: survivor.id, reason: "Same store, listed twice", duplicateOwner: "move" },
      admin,
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      survivorUrl: pathOf(survivor),
      moved: {
        votes: 2,
        votesDroppedAsDouble: 1,
        claims: 1,
        boosts: 1,
        circularsTakenDown: 1,
        ownerChanges: 1,
        ownerMoved: true,
        owners: "move",
        claimsToReview: 0,
      },
    });
    const kept = await getStoreById(testDb.db, survivor.id);
    expect(kept!.upvoteCount).toBe(2 + 3 - 1);
    expect(await testDb.db.select().from(upvotes).where(eq(upvotes.groceryStoreId, survivor.id))).toHaveLength(4);
    expect(kept!.isBoosted).toBe(true);
    expect((await verifiedOwnerEmails(testDb.db, survivor.id)).sort()).toEqual([
      "manager@hilltop.example",
      "owner@hilltop.example",
    ]);
    // Circulars spoke in the duplicate owner's name: taken down, not moved (issue #43).
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, survivor.id))).toHaveLength(0);
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, duplicate.id))).toHaveLength(0);
    expect(await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, duplicate.id))).toHaveLength(0);
    expect((await storeHistory(testDb.db, survivor.id)).map((c) => c.field)).toEqual(["phone"]);

    // The duplicate is off the site: no page, no list, no votes; the merge is audited on both.
    expect(await getStoreById(testDb.db, duplicate.id)).toBeUndefined();
    expect((await listStoresInCity(testDb.db, city.id)).map((s) => s.id)).not.toContain(duplicate.id);
    const gone = await storeRow(duplicate.id);
    expect(gone).toMatchObject({ mergedIntoId: survivor.id, isActive: false, ownerId: null });
    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, "admin"), eq(auditLog.entityType, "grocery_store")));
    expect(audits.filter((a) => a.action === "store.merge" && a.entityId === duplicate.id)).toHaveLength(1);
    expect(audits.filter((a) => a.action === "store.merge_into" && a.entityId === survivor.id)).toHaveLength(1);
    expect((await testDb.db.select().from(siteRebuilds))[0]!.requestedAt).not.toEqual(staleBefore);

    const upvote = await callFunction(upvoteFn, `/api/grocery-stores/${duplicate.id}/upvote`, {
      method: "POST",
      params: { id: duplicate.id },
    });
    expect(upvote.status).toBe(404);
  });

  it("moves shoppers' suggestions to the survivor and answers a waiting duplicate report between the two", async () => {
    const survivor = await insertStore(testDb.db, city.id, { name: "Creekside Grocery" });
    const duplicate = await insertStore(testDb.db, city.id, { name: "Creekside Groc" });
    const other = await insertStore(testDb.db, city.id, { name: "Creekside Deli" });
    const suggest = (values: Partial<typeof storeSuggestions.$inferInsert> & { groceryStoreId: string }) =>
      testDb.db
        .insert(storeSuggestions)
        .values({ kind: "phone", ...values })
        .returning()
        .then((rows) => rows[0]!);
    const phone = await suggest({ groceryStoreId: duplicate.id, note: "The number rings a fax" });
    const sameStore = await suggest({ groceryStoreId: duplicate.id, kind: "duplicate", duplicateOfId: survivor.id });
    const elsewhere = await suggest({ groceryStoreId: other.id, kind: "duplicate", duplicateOfId: duplicate.id });

    const result = await mergeStores(testDb.db, {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      actor: "admin",
      reason: "Same store",
    });

    expect(result.moved.suggestions).toBe(2);
    const row = async (id: string) =>
      (await testDb.db.select().from(storeSuggestions).where(eq(storeSuggestions.id, id)))[0]!;
    expect(await row(phone.id)).toMatchObject({ groceryStoreId: survivor.id, status: "open" });
    expect(await row(sameStore.id)).toMatchObject({ groceryStoreId: survivor.id, status: "accepted" });
    expect(await row(elsewhere.id)).toMatchObject({
      groceryStoreId: other.id,
      duplicateOfId: survivor.id,
      status: "open",
    });
  });

  it("moves the duplicate's photos after the survivor's, as far as the limit of 8 allows", async () => {
    const survivor = await insertStore(testDb.db, city.id, { name: "Maple Grocery" });
    const duplicate = await insertStore(testDb.db, city.id, { name: "Maple Groc" });
    const photo = (storeId: string, position: number) => photoRow(storeId, position, "owner@maple.example");
    await testDb.db.insert(storePhotos).values([0, 1, 2, 3, 4, 5].map((p) => photo(survivor.id, p)));
    await testDb.db.insert(storePhotos).values([0, 1, 2].map((p) => photo(duplicate.id, p)));

    const result = await mergeStores(testDb.db, {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      actor: "admin",
      reason: "Same store",
    });

    expect(result.moved.photos).toBe(2);
    const kept = await testDb.db
      .select()
      .from(storePhotos)
      .where(eq(storePhotos.groceryStoreId, survivor.id))
      .orderBy(storePhotos.position);
    expect(kept.map((p) => p.blobPrefix)).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((p) => `${survivor.id}/${p}`),
      `${duplicate.id}/0`,
      `${duplicate.id}/1`,
    ]);
    expect(kept.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("answers 301 to the survivor at the duplicate's address and id, keeping the query", async () => {
    const survivor = await insertStore(testDb.db, city.id);
    const duplicate = await insertStore(testDb.db, city.id);
    await mergeStores(testDb.db, { survivorId: survivor.id, duplicateId: duplicate.id, actor: "admin", reason: "dup" });

    for (const path of [pathOf(duplicate), `/grocery-stores/${duplicate.id}`]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(pathOf(survivor));
    }
    const withQuery = await callFunction(pageFn, `${pathOf(duplicate)}?ref=mail`, {
      params: { citySlug: city.slug, storeSlug: duplicate.slug },
    });
    expect(withQuery.headers.get("location")).toBe(`${pathOf(survivor)}?ref=mail`);
  });

  it("shows a merged listing to admins only with the deleted ones, and refuses to edit it", async () => {
    const survivor = await insertStore(testDb.db, city.id, { name: "Admin View Market" });
    const duplicate = await insertStore(testDb.db, city.id, { name: "Admin View Mkt" });
    await mergeStores(testDb.db, { survivorId: survivor.id, duplicateId: duplicate.id, actor: "admin", reason: "dup" });
    const list = async (include: boolean) => {
      const query = `q=Admin+View&page=1&pageSize=25${include ? "&include=deleted" : ""}`;
      const answer = await callFunction(adminStoresFn, `/api/admin/grocery-stores?${query}`, asAdmin(admin));
      return answer.body.stores as Array<{ id: string; mergedIntoId: string | null }>;
    };
    expect((await list(false)).map((s) => s.id)).toEqual([survivor.id]);
    expect((await list(true)).find((s) => s.id === duplicate.id)?.mergedIntoId).toBe(survivor.id);
    const edit = await callFunction(adminStoreFn, `/api/admin/grocery-stores/${duplicate.id}`, {
      ...asAdmin(admin),
      method: "PUT",
      params: { id: duplicate.id },
      body: { isActive: true },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(MERGED_LISTING);
  });

  it("sends an earlier duplicate's address straight to the final survivor (no chain)", async () => {
    const [a, b, c] = [
      await insertStore(testDb.db, city.id),
      await insertStore(testDb.db, city.id),
      await insertStore(testDb.db, city.id),
    ];
    await mergeStores(testDb.db, { survivorId: b.id, duplicateId: a.id, actor: "admin", reason: "dup" });
    await mergeStores(testDb.db, { survivorId: c.id, duplicateId: b.id, actor: "admin", reason: "dup" });
    for (const path of [pathOf(a), pathOf(b), `/grocery-stores/${a.id}`]) {
      expect((await page(path)).headers.get("location"), path).toBe(pathOf(c));
    }
    expect((await storeRow(a.id)).mergedIntoId).toBe(c.id);
  });

  it("keeps the survivor's own owner and gives up a second unpaid purchase and a twin pending claim", async () => {
    const survivor = await insertStore(testDb.db, city.id);
    const duplicate = await insertStore(testDb.db, city.id);
    await makeVerifiedOwner(testDb.db, survivor.id, "keeper@example.com");
    await insertClaim(testDb.db, survivor.id, "twin@example.com", { status: "pending" });
    await insertClaim(testDb.db, duplicate.id, "twin@example.com", { status: "pending" });
    for (const id of [survivor.id, duplicate.id]) {
      await testDb.db.insert(boosts).values({
        groceryStoreId: id,
        kind: "one_time",
        status: "incomplete",
        customerEmail: "buyer@example.com",
        customerName: "Buyer",
        amountCents: 800,
      });
    }
    const result = await mergeStores(testDb.db, {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      actor: "admin",
      reason: "dup",
    });
    expect(result.moved.ownerMoved).toBe(false);
    expect(await verifiedOwnerEmails(testDb.db, survivor.id)).toEqual(["keeper@example.com"]);
    const claims = await testDb.db.select().from(businessClaims).where(eq(businessClaims.groceryStoreId, survivor.id));
    expect(claims.map((c) => c.status).sort()).toEqual(["pending", "rejected"]);
    const open = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, survivor.id));
    expect(open.map((b) => b.status).sort()).toEqual(["abandoned", "incomplete"]);
  });

  it.each([
    ["itself", "self", 422, MERGE_MESSAGES.self],
    ["a listing merged away", "merged-survivor", 409, MERGE_MESSAGES.survivorMerged],
    ["anything, once merged", "merged-duplicate", 409, MERGE_MESSAGES.duplicateMerged],
    ["a deleted listing", "deleted-survivor", 404, MERGE_MESSAGES.survivorNotFound],
  ] as const)("refuses to merge a listing into %s, changing nothing", async (_label, kind, status, message) => {
    const survivor = await insertStore(testDb.db, city.id, { upvoteCount: 1 });
    const duplicate = await insertStore(testDb.db, city.id, { upvoteCount: 1 });
    const other = await insertStore(testDb.db, city.id);
    const from = duplicate.id;
    let into = survivor.id;
    if (kind === "self") into = duplicate.id;
    if (kind === "merged-survivor") {
      await mergeStores(testDb.db, { survivorId: other.id, duplicateId: survivor.id, actor: "admin", reason: "x" });
    }
    if (kind === "merged-duplicate") {
      await mergeStores(testDb.db, { survivorId: other.id, duplicateId: duplicate.id, actor: "admin", reason: "x" });
    }
    if (kind === "deleted-survivor") {
      await testDb.db.update(groceryStores).set({ deletedAt: new Date() }).where(eq(groceryStores.id, survivor.id));
    }
    const before = await storeRow(from);
    const response = await merge(from, { survivorId: into, reason: "dup" }, admin);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await storeRow(from)).toEqual(before);
  });

  it("is for admins only, needs a reason and a real listing, all as 4xx", async () => {
    const survivor = await insertStore(testDb.db, city.id);
    const duplicate = await insertStore(testDb.db, city.id);
    await makeVerifiedOwner(testDb.db, duplicate.id, "owner-of-dup@example.com");
    const owner = await ownerCookie(testDb.db, "owner-of-dup@example.com");
    expect((await merge(duplicate.id, { survivorId: survivor.id, reason: "dup" })).status).toBe(401);
    expect((await merge(duplicate.id, { survivorId: survivor.id, reason: "dup" }, owner)).status).toBe(401);
    const noReason = await merge(duplicate.id, { survivorId: survivor.id, reason: " " }, admin);
    expect(noReason.status).toBe(422);
    expect((await merge(duplicate.id, { survivorId: "not-a-uuid", reason: "dup" }, admin)).status).toBe(422);
    const unknown = "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b";
    expect((await merge(unknown, { survivorId: survivor.id, reason: "dup" }, admin)).status).toBe(404);
    expect((await storeRow(duplicate.id)).mergedIntoId).toBeNull();
  });
});
