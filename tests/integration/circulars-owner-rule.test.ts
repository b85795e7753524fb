// Only a store's verified owner (or an admin) speaks for it (issue #25, ADR 037): the permission
// table, cell by cell (who x read/upload/delete), on each engine; the buyer who is not the owner is
// told why; the owner hears of every circular published or removed, and of a boost bought by
// someone else; the admin's Circulars tab lists and takes down, with a reason mailed and audited.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, circulars, siteRebuilds } from "../../db/schema.ts";
import adminListFn from "../../functions/admin-circulars.ts";
import takeDownFn from "../../functions/admin-circulars-take-down.ts";
import permissionsFn from "../../functions/circulars-permissions.ts";
import proofFn from "../../functions/circulars-owner-proof.ts";
import storeFn from "../../functions/circulars-item.ts";
import { processingIdle } from "../../src/circulars/queue-processing.server.ts";
import type { AdminCircularJson } from "../../src/circulars/circulars.ts";
import { adminCookie } from "../helpers/admin.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie, postCircular } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { makePdf } from "../helpers/pdf.ts";
import { dayFromToday, insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
useCircularBlobs();
let cityId: number;

const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const read = (storeId: string, cookie?: string) =>
  callFunction(storeFn, `/api/circulars/${storeId}`, { params: { id: storeId }, headers: withCookie(cookie) });
const permissions = (storeId: string, cookie?: string) =>
  callFunction(permissionsFn, `/api/circulars/permissions/${storeId}`, {
    params: { id: storeId },
    headers: withCookie(cookie),
  });
const remove = (circularId: string, groceryStoreId: string, cookie?: string) =>
  callFunction(storeFn, `/api/circulars/${circularId}`, {
    method: "DELETE",
    params: { id: circularId },
    body: { groceryStoreId },
    headers: withCookie(cookie),
  });
const upload = (groceryStoreId: string, cookie?: string) =>
  postCircular({ file: makePdf(), startDate: dayFromToday(0), endDate: dayFromToday(6), groceryStoreId }, cookie);

/** A published circular of the store, as processing leaves it. */
async function publishedCircular(storeId: string, filename = "week.pdf") {
  const [row] = await testDb.db
    .insert(circulars)
    .values({
      groceryStoreId: storeId,
      originalFilename: filename,
      originalFileSize: 1000,
      pageCount: 1,
      blobKey: `${storeId}/${filename}`,
      startDate: dayFromToday(-1),
      endDate: dayFromToday(5),
      status: "active",
      extractedText: "Apples $1/lb",
    })
    .returning();
  return row!;
}

/**
 * Two boosted stores: one with a verified owner whose boost someone else bought, one unclaimed whose
 * boost a shopper bought. `insertStore` names the buyer owner-{slug}@example.com.
 */
async function stores(label: string) {
  const owned = await insertStore(testDb.db, cityId, { name: `${label} Owned Market`, isBoosted: true });
  const ownerEmail = `real-owner-${owned.slug}@example.com`;
  await makeVerifiedOwner(testDb.db, owned.id, ownerEmail);
  const unclaimed = await insertStore(testDb.db, cityId, { name: `${label} Unclaimed Grocer`, isBoosted: true });
  return {
    owned,
    unclaimed,
    ownerEmail,
    ownedBuyer: `owner-${owned.slug}@example.com`,
    unclaimedBuyer: `owner-${unclaimed.slug}@example.com`,
  };
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Lanesboro", state: "MN" })).id;
});

type Who = "owner" | "admin" | "buyer on an owned store" | "buyer on an unclaimed store" | "stranger";

async function actor(who: Who, label: string) {
  const s = await stores(label);
  const on = who === "buyer on an unclaimed store" ? s.unclaimed : s.owned;
  const email = {
    owner: s.ownerEmail,
    admin: undefined,
    "buyer on an owned store": s.ownedBuyer,
    "buyer on an unclaimed store": s.unclaimedBuyer,
    stranger: "stranger@example.com",
  }[who];
  const cookie = who === "admin" ? await adminCookie() : await ownerCookie(testDb.db, email!);
  return { store: on, cookie };
}

describe(`the circular permission table on ${engine}`, () => {
  // read = the management list (GET /api/circulars/{storeId}); published circulars themselves are public.
  it.each<[Who, number, number, number]>([
    ["owner", 200, 201, 200],
    ["admin", 200, 201, 200],
    ["buyer on an owned store", 403, 403, 403],
    ["buyer on an unclaimed store", 403, 403, 403],
    ["stranger", 403, 403, 403],
  ])("%s: read %i, upload %i, delete %i", async (who, readStatus, uploadStatus, deleteStatus) => {
    const { store, cookie } = await actor(who, who.replace(/\W+/g, " "));
    const circular = await publishedCircular(store.id);
    expect((await read(store.id, cookie)).status).toBe(readStatus);
    const uploaded = await upload(store.id, cookie);
    expect(uploaded.status).toBe(uploadStatus);
    expect((await remove(circular.id, store.id, cookie)).status).toBe(deleteStatus);
    const left = await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, store.id));
    // Refused: the owner's circular stays, and nothing was added in the store's name.
    expect(left.map((c) => c.id)).toEqual(deleteStatus === 200 ? [uploaded.body.id] : [circular.id]);
  });

  it("answers 401 to a browser without proof, for every action", async () => {
    const { owned } = await stores("Anonymous");
    const circular = await publishedCircular(owned.id);
    expect((await read(owned.id)).status).toBe(401);
    expect((await upload(owned.id)).status).toBe(401);
    expect((await remove(circular.id, owned.id)).status).toBe(401);
  });

  it("tells a boost buyer who is not the owner why, on owned and unclaimed stores alike", async () => {
    const s = await stores("Told");
    for (const [store, email] of [
      [s.owned, s.ownedBuyer],
      [s.unclaimed, s.unclaimedBuyer],
    ] as const) {
      const answer = (await permissions(store.id, await ownerCookie(testDb.db, email))).body;
      expect(answer).toMatchObject({ canUpload: false, code: "buyer_not_owner", email });
      expect(answer.reason).toContain("only its verified owner can publish them");
    }
    const owner = (await permissions(s.owned.id, await ownerCookie(testDb.db, s.ownerEmail))).body;
    expect(owner).toMatchObject({ canUpload: true, code: null });
  });

  it("mails a proof code to the buyer (to be told why) but never to a stranger", async () => {
    const s = await stores("Proof");
    const ask = (email: string) =>
      callFunction(proofFn, `/api/circulars/owner-proof/${s.unclaimed.id}`, {
        method: "POST",
        params: { id: s.unclaimed.id },
        body: { email },
      });
    const buyer = await ask(s.unclaimedBuyer);
    const stranger = await ask("nobody-here@example.com");
    expect(buyer.body).toEqual(stranger.body);
    const mails = await readOutbox(testDb.outbox);
    expect(mails.some((m) => m.to === s.unclaimedBuyer && /Your code/.test(m.subject))).toBe(true);
    expect(mails.some((m) => m.to === "nobody-here@example.com")).toBe(false);
    // Asking again within the minute: "already sent", the same words for both, and no second mail.
    const again = await ask(s.unclaimedBuyer);
    expect(again.body.message).toMatch(/: We already sent a code and a link to it \d+ seconds? ago/);
    const shape = (message: string) => message.replace(/\d+ seconds?/g, "N seconds");
    expect(shape((await ask("nobody-here@example.com")).body.message)).toBe(shape(again.body.message));
    const codes = (await readOutbox(testDb.outbox)).filter((m) => m.to === s.unclaimedBuyer);
    expect(codes).toHaveLength(1);
  });
});

describe(`the owner hears of every circular on ${engine}`, () => {
  it("mails the verified owner when a circular is published (even by an admin) and when it is removed", async () => {
    const s = await stores("Mailed");
    const admin = await adminCookie();
    const uploaded = await upload(s.owned.id, admin);
    expect(uploaded.status).toBe(201);
    await processingIdle();
    const [row] = await testDb.db.select().from(circulars).where(eq(circulars.id, uploaded.body.id));
    expect(row).toMatchObject({ status: "active", uploadedBy: "admin" });
    const mine = async () => (await readOutbox(testDb.outbox)).filter((m) => m.to === s.ownerEmail);
    expect((await mine()).map((m) => m.subject)).toEqual([`Circular published for ${s.owned.name}`]);

    const owner = await ownerCookie(testDb.db, s.ownerEmail);
    expect((await remove(row!.id, s.owned.id, owner)).status).toBe(200);
    const subjects = (await mine()).map((m) => m.subject);
    expect(subjects).toContain(`Circular removed for ${s.owned.name}`);
    // The unclaimed store's buyer was never told anything about circulars in the store's name.
    expect((await readOutbox(testDb.outbox)).some((m) => m.to === s.ownedBuyer)).toBe(false);
  });
});

describe(`the owner's list on ${engine}`, () => {
  it("marks a published circular dated in the future as scheduled, not yet shown", async () => {
    const s = await stores("Scheduled");
    const owner = await ownerCookie(testDb.db, s.ownerEmail);
    const future = await postCircular(
      { file: makePdf(), startDate: dayFromToday(3), endDate: dayFromToday(9), groceryStoreId: s.owned.id },
      owner,
    );
    expect(future.status).toBe(201);
    await processingIdle();
    const current = await publishedCircular(s.owned.id, "now.pdf");
    const list = (await read(s.owned.id, owner)).body as { id: string; status: string; scheduled: boolean }[];
    expect(list.find((c) => c.id === future.body.id)).toMatchObject({ status: "active", scheduled: true });
    expect(list.find((c) => c.id === current.id)).toMatchObject({ status: "active", scheduled: false });
  });
});

describe(`the admin's Circulars tab on ${engine}`, () => {
  it("lists current and scheduled circulars with store, dates, uploader, thumbnail and link; not ended ones", async () => {
    const s = await stores("Listed");
    const current = await publishedCircular(s.owned.id, "this-week.pdf");
    await testDb.db.insert(circulars).values([
      {
        groceryStoreId: s.owned.id,
        originalFilename: "next-week.pdf",
        originalFileSize: 1000,
        pageCount: 2,
        blobKey: `${s.owned.id}/next.pdf`,
        startDate: dayFromToday(7),
        endDate: dayFromToday(13),
        status: "active",
        thumbnailKey: `${s.owned.id}/next-page1.png`,
        uploadedBy: s.ownerEmail,
      },
      {
        groceryStoreId: s.owned.id,
        originalFilename: "last-month.pdf",
        originalFileSize: 1000,
        blobKey: `${s.owned.id}/old.pdf`,
        startDate: dayFromToday(-40),
        endDate: dayFromToday(-33),
        status: "active",
      },
    ]);
    expect((await callFunction(adminListFn, "/api/admin/circulars")).status).toBe(401);
    const owner = await ownerCookie(testDb.db, s.ownerEmail);
    expect((await callFunction(adminListFn, "/api/admin/circulars", { headers: { cookie: owner } })).status).toBe(401);
    const answer = await callFunction(adminListFn, "/api/admin/circulars", {
      headers: { cookie: await adminCookie() },
    });
    const rows = (answer.body as AdminCircularJson[]).filter((r) => r.store.id === s.owned.id);
    expect(rows.map((r) => [r.originalFilename, r.scheduled])).toEqual([
      ["this-week.pdf", false],
      ["next-week.pdf", true],
    ]);
    const next = rows[1]!;
    expect(rows[0]).toMatchObject({ id: current.id, fileUrl: `/api/circulars/${current.id}/file`, uploadedBy: null });
    expect(next).toMatchObject({
      store: { id: s.owned.id, name: s.owned.name, cityName: "Lanesboro", state: "MN" },
      startDate: dayFromToday(7),
      endDate: dayFromToday(13),
      uploadedBy: s.ownerEmail,
      thumbnailUrl: `/api/circulars/${next.id}/thumbnail`,
      fileUrl: `/api/circulars/${next.id}/file`,
    });
    expect(next.store.href).toMatch(/^\/grocery-stores\/lanesboro-mn\//);
  });

  it("takes a circular down with a reason: gone, audited, the owner mailed the reason, a rebuild asked for", async () => {
    const s = await stores("Taken");
    const circular = await publishedCircular(s.owned.id, "closing-sale.pdf");
    const admin = await adminCookie();
    const takeDown = (id: string, body: unknown, cookie?: string) =>
      callFunction(takeDownFn, `/api/admin/circulars/${id}/take-down`, {
        method: "POST",
        params: { id },
        body,
        headers: withCookie(cookie),
      });
    expect((await takeDown(circular.id, { reason: "Not from the owner" })).status).toBe(401);
    const owner = await ownerCookie(testDb.db, s.ownerEmail);
    expect((await takeDown(circular.id, { reason: "Mine" }, owner)).status).toBe(401);
    const blank = await takeDown(circular.id, { reason: "  " }, admin);
    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe("Please enter a reason for taking the circular down.");

    await testDb.db.delete(siteRebuilds);
    const reason = "The store's owner did not publish this sale.";
    const done = await takeDown(circular.id, { reason }, admin);
    expect(done.status).toBe(200);
    expect(await testDb.db.select().from(circulars).where(eq(circulars.id, circular.id))).toEqual([]);
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "circular"), eq(auditLog.entityId, circular.id)));
    expect(audit).toMatchObject({
      actor: "admin",
      action: "circular.take_down",
      before: expect.objectContaining({ originalFilename: "closing-sale.pdf", groceryStoreId: s.owned.id }),
      after: { removed: true, reason },
    });
    const mail = (await readOutbox(testDb.outbox)).find(
      (m) => m.to === s.ownerEmail && m.subject === `Circular taken down for ${s.owned.name}`,
    );
    expect(mail?.text).toContain(`The reason: ${reason}`);
    const [rebuild] = await testDb.db.select().from(siteRebuilds);
    expect(rebuild?.reason).toBe(`circular ${circular.id} taken down`);
    expect((await takeDown(circular.id, { reason }, admin)).status).toBe(404);
  });
});
