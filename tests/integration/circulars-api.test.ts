// Weekly circulars end to end through the functions: who may upload (owner, stranger, admin,
// unboosted), the mailed proof of ownership, every bad file kind (a clear 4xx, or `failed` with a
// message, and nothing half-stored), processing to `active`, the quota under concurrent uploads,
// and delete.
import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { circulars, groceryStores, storeOwners } from "../../db/schema.ts";
import permissionsFn from "../../functions/circulars-permissions.ts";
import proofFn from "../../functions/circulars-owner-proof.ts";
import quotaFn from "../../functions/circulars-quota.ts";
import storeFn from "../../functions/circulars-item.ts";
import fileFn from "../../functions/circulars-file.ts";
import thumbnailFn from "../../functions/circulars-thumbnail.ts";
import { processingIdle } from "../../src/circulars/queue-processing.server.ts";
import { PDF_ERRORS } from "../../src/circulars/inspect-pdf.server.ts";
import { adminCookie } from "../helpers/admin.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie, postCircular } from "../helpers/circulars.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { makePdf } from "../helpers/pdf.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
const blobs = useCircularBlobs();
let cityId: number;

const today = new Date().toISOString().slice(0, 10);
const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

const get = (fn: typeof permissionsFn, path: string, id: string, cookie?: string) =>
  callFunction(fn, path, { params: { id }, headers: cookie ? { cookie } : {} });
const permissions = (id: string, cookie?: string) => get(permissionsFn, `/api/circulars/permissions/${id}`, id, cookie);
const quota = (id: string, cookie?: string) => get(quotaFn, `/api/circulars/quota/${id}`, id, cookie);
const list = (id: string, cookie?: string) => get(storeFn, `/api/circulars/${id}`, id, cookie);
const remove = (circularId: string, groceryStoreId: string, cookie?: string) =>
  callFunction(storeFn, `/api/circulars/${circularId}`, {
    method: "DELETE",
    params: { id: circularId },
    body: { groceryStoreId },
    headers: cookie ? { cookie } : {},
  });

/** Files in the local blob store (the BlobsServer keeps one file per blob, plus metadata). */
const storedBlobs = () =>
  (readdirSync(blobs.directory, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[]).filter(
    (d) => d.isFile() && d.name.endsWith(".pdf"),
  ).length;

/** A boosted store whose verified owner bought the boost. */
async function boostedStore(name: string) {
  const store = await insertStore(testDb.db, cityId, { name, isBoosted: true });
  const email = `owner-${store.slug}@example.com`;
  await makeVerifiedOwner(testDb.db, store.id, email);
  return { store, email, cookie: await ownerCookie(testDb.db, email) };
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
});

describe(`circular permissions on ${engine}`, () => {
  it("lets the verified owner, the approved claimant and an admin upload; not a stranger or an unboosted store", async () => {
    const { store, cookie } = await boostedStore("Oneota Market");
    expect((await permissions(store.id, cookie)).body).toMatchObject({ canUpload: true, reason: null });
    expect((await permissions(store.id)).body).toMatchObject({ canUpload: false, code: "no_proof" });
    const stranger = await ownerCookie(testDb.db, "stranger@example.com");
    expect((await permissions(store.id, stranger)).body).toMatchObject({ canUpload: false, code: "not_owner" });
    expect((await permissions(store.id, await adminCookie())).body).toMatchObject({ canUpload: true });

    // The approved claimant of a store without a boost: owner, but no boost.
    const plain = await insertStore(testDb.db, cityId, { name: "Water Street Grocer" });
    const [owner] = await testDb.db.insert(storeOwners).values({ name: "Pat", email: "pat@example.com" }).returning();
    await testDb.db.update(groceryStores).set({ ownerId: owner!.id }).where(eq(groceryStores.id, plain.id));
    const pat = await ownerCookie(testDb.db, "pat@example.com");
    expect((await permissions(plain.id, pat)).body).toMatchObject({
      canUpload: false,
      code: "no_active_boost",
      reason: "Only boosted stores can upload weekly circulars",
    });
    const upload = await postCircular(
      { file: makePdf(), startDate: today, endDate: inAWeek, groceryStoreId: plain.id },
      pat,
    );
    expect(upload.status).toBe(403);

    // An approved claim's address counts as the owner's too.
    await insertClaim(testDb.db, store.id, "Lee@Example.com");
    const lee = await ownerCookie(testDb.db, "lee@example.com");
    expect((await permissions(store.id, lee)).body).toMatchObject({ canUpload: true });

    expect((await permissions("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("proves the owner's address by a mailed code, and mails nobody else", async () => {
    const { store, email } = await boostedStore("Bluffton Foods");
    const path = `/api/circulars/owner-proof/${store.id}`;
    const ask = (body: unknown, cookie?: string) =>
      callFunction(proofFn, path, {
        method: "POST",
        params: { id: store.id },
        body,
        headers: cookie ? { cookie } : {},
      });
    const stranger = await ask({ email: "someone@example.com" });
    const owner = await ask({ email });
    expect(stranger.body).toEqual(owner.body);
    const mails = await readOutbox(testDb.outbox);
    expect(mails.some((m) => m.to === "someone@example.com")).toBe(false);
    const mail = mails.find((m) => m.to === email)!;
    const code = /Your code is (\d{6})/.exec(mail.text)![1]!;
    expect(mail.links.some((l) => l.includes(`/manage-circulars/${store.id}?token=`))).toBe(true);

    expect((await ask({ email, code: code === "000000" ? "000001" : "000000" })).status).toBe(400);
    const proven = await ask({ email, code });
    expect(proven.status).toBe(200);
    const cookie = proven.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await permissions(store.id, cookie)).body).toMatchObject({ canUpload: true, email });
    // A code works once.
    expect((await ask({ email, code })).status).toBe(400);
  });
});

describe(`uploading circulars on ${engine}`, () => {
  it("takes a real PDF, answers processing, then it is active with its page count and text", async () => {
    const { store, cookie } = await boostedStore("Corner Pantry");
    const response = await postCircular(
      {
        file: makePdf({ pages: 3, text: (n) => `Sweet corn 5 for $2 page ${n}` }),
        filename: "week-47.pdf",
        startDate: today,
        endDate: inAWeek,
        groceryStoreId: store.id,
      },
      cookie,
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: "processing", originalFilename: "week-47.pdf", pageCount: 0 });
    await processingIdle();
    const listed = await list(store.id, cookie);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: response.body.id, status: "active", pageCount: 3, processingError: null }),
    ]);
    const [row] = await testDb.db.select().from(circulars).where(eq(circulars.id, response.body.id));
    expect(row!.extractedText).toContain("Sweet corn 5 for $2 page 3");

    const file = await fileFn(new Request(`http://127.0.0.1:8888/api/circulars/${row!.id}/file`), {
      params: { id: row!.id },
    } as never);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));
    // The first page, drawn for shoppers' pages.
    expect(row!.thumbnailKey).toBeTruthy();
    const thumbnail = await thumbnailFn(new Request(`http://127.0.0.1:8888/api/circulars/${row!.id}/thumbnail`), {
      params: { id: row!.id },
    } as never);
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await thumbnail.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));

    expect((await list(store.id)).status).toBe(401);
    expect((await list(store.id, await ownerCookie(testDb.db, "nobody@example.com"))).status).toBe(403);
  });

  it.each([
    [
      "a renamed text file",
      { file: new TextEncoder().encode("Apples $1/lb"), filename: "deals.pdf" },
      415,
      "Please upload a PDF file",
    ],
    ["zero bytes", { file: new Uint8Array() }, 422, "Please select a file and set start/end dates"],
    ["no file", {}, 422, "Please select a file and set start/end dates"],
    ["no end date", { file: makePdf(), endDate: "" }, 422, "Please select a file and set start/end dates"],
    [
      "an end before the start",
      { file: makePdf(), startDate: inAWeek, endDate: today },
      422,
      "The end date cannot be before the start date.",
    ],
    ["11 MB", { file: new Uint8Array(11 * 1024 * 1024).fill(0x25) }, 413, "File must be under 10MB"],
  ])("refuses %s with a clear 4xx and stores nothing", async (_name, input, status, message) => {
    const { store, cookie } = await boostedStore(`Refusing ${_name}`);
    const before = storedBlobs();
    const response = await postCircular(
      { startDate: today, endDate: inAWeek, groceryStoreId: store.id, ...input },
      cookie,
    );
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(storedBlobs()).toBe(before);
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, store.id))).toEqual([]);
  });

  it.each([
    ["a truncated PDF", makePdf({ pages: 2 }).slice(0, 400), PDF_ERRORS.corrupt],
    ["a password-protected PDF", makePdf({ encrypted: true }), PDF_ERRORS.encrypted],
    ["a PDF of 41 pages", makePdf({ pages: 41 }), PDF_ERRORS.tooLong],
  ])("accepts %s for processing, which fails it with a message and removes the file", async (_name, file, error) => {
    const { store, cookie } = await boostedStore(`Failing ${_name}`);
    const response = await postCircular({ file, startDate: today, endDate: inAWeek, groceryStoreId: store.id }, cookie);
    expect(response.status).toBe(201);
    await processingIdle();
    expect((await list(store.id, cookie)).body).toEqual([
      expect.objectContaining({ status: "failed", processingError: error, pageCount: 0 }),
    ]);
    const [row] = await testDb.db.select().from(circulars).where(eq(circulars.id, response.body.id));
    const { getCircularFile } = await import("../../src/circulars/blob-store.server.ts");
    expect(await getCircularFile(row!.blobKey)).toBeUndefined();
    // A failed file does not use the quota.
    expect((await quota(store.id, cookie)).body).toMatchObject({ quotaUsed: 0, remaining: 4 });
  });
});

describe(`quota and delete on ${engine}`, () => {
  it("never lets concurrent uploads pass the quota of 4, and deleting frees a place", async () => {
    const { store, cookie } = await boostedStore("Quota Grocer");
    const input = { file: makePdf(), startDate: today, endDate: inAWeek, groceryStoreId: store.id };
    const results = await Promise.all(Array.from({ length: 7 }, () => postCircular(input, cookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(
      "Monthly quota reached. Wait for your subscription to renew or delete old circulars.",
    );
    await processingIdle();
    expect((await quota(store.id, cookie)).body).toMatchObject({ quotaUsed: 4, quotaLimit: 4, remaining: 0 });
    expect((await permissions(store.id, cookie)).body).toMatchObject({ canUpload: false, code: "quota_used" });
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, store.id))).toHaveLength(4);

    const victim = results.find((r) => r.status === 201)!.body.id as string;
    const other = await boostedStore("Someone Else's Market");
    expect((await remove(victim, store.id)).status).toBe(401);
    expect((await remove(victim, store.id, other.cookie)).status).toBe(403);
    // An owner of another store cannot reach this circular through their own store either.
    expect((await remove(victim, other.store.id, other.cookie)).status).toBe(404);
    const deleted = await remove(victim, store.id, cookie);
    expect(deleted.status).toBe(200);
    expect((await remove(victim, store.id, cookie)).status).toBe(404);
    expect((await quota(store.id, cookie)).body).toMatchObject({ quotaUsed: 3, remaining: 1 });
    expect((await list(store.id, cookie)).body).toHaveLength(3);
  });

  it("refuses an upload from another site", async () => {
    const { store, cookie } = await boostedStore("Guarded Grocer");
    const { uploadRequest } = await import("../helpers/circulars.ts");
    const upload = (await import("../../functions/circulars.ts")).default;
    const { CookieJar } = await import("../../scripts/lib/warm-functions.ts");
    const request = await uploadRequest(
      { file: makePdf(), startDate: today, endDate: inAWeek, groceryStoreId: store.id },
      cookie,
      "https://evil.example",
    );
    const response = await upload(request, { params: {}, cookies: new CookieJar(cookie) } as never);
    expect(response.status).toBe(403);
  });
});
