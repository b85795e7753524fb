// Issue #28 photos (ADR 046): a store's verified owner uploads up to 8 photos, judged by their bytes,
// resized to WebP with every piece of metadata (EXIF GPS included) dropped, orders and deletes them;
// nobody else may; an admin removes one with a reason the owner is mailed. On each engine.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, storePhotos } from "../../db/schema.ts";
import adminRemoveFn from "../../functions/admin-grocery-stores-photos-remove.ts";
import historyFn from "../../functions/admin-grocery-stores-history.ts";
import listFn from "../../functions/grocery-stores-photos.ts";
import ownerPhotosFn from "../../functions/owner-grocery-stores-photos.ts";
import ownerPhotoFn from "../../functions/owner-photos.ts";
import photoFileFn from "../../functions/store-photos.ts";
import { MAX_PHOTOS, PHOTO_MESSAGES, type StorePhotoJson } from "../../src/owners/photos.ts";
import type { OwnerChangeJson } from "../../src/owners/owner-edit-schema.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { GPS_MARKER, jpegWithGps, photoUploadRequest, pngPhoto, send, type PhotoFile } from "../helpers/photos.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { getStoreById } from "../../src/stores/stores-queries.server.ts";
import { serializeStore } from "../../src/stores/serialize.server.ts";
import { engine } from "../helpers/test-db.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
useCircularBlobs();
let cityId: number;
let admin: string;
let gpsJpeg: Uint8Array;

const upload = async (storeId: string, file: PhotoFile | null, cookie?: string) =>
  send(ownerPhotosFn, await photoUploadRequest(storeId, file, cookie), { id: storeId });
const list = async (storeId: string) =>
  (await callFunction(listFn, `/api/grocery-stores/${storeId}/photos`, { params: { id: storeId } }))
    .body as StorePhotoJson[];
const served = async (url: string) => {
  const [, , , id, file] = url.split("/");
  const response = await photoFileFn(new Request(`http://127.0.0.1:8888${url}`), {
    params: { id, file },
  } as never);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const photoAudits = (storeId: string) =>
  testDb.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "grocery_store"), eq(auditLog.entityId, storeId)))
    .orderBy(auditLog.id);

async function ownedStore(label: string) {
  const store = await insertStore(testDb.db, cityId, { name: `${label} Market` });
  const email = `owner-of-${store.slug}@example.com`;
  await makeVerifiedOwner(testDb.db, store.id, email);
  return { store, email, cookie: await ownerCookie(testDb.db, email) };
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
  admin = await adminCookie("192.0.2.46");
  gpsJpeg = await jpegWithGps();
});

describe(`store photos on ${engine}`, () => {
  it("lets the verified owner upload: resized to WebP, EXIF GPS gone, audited, served with long caching", async () => {
    const { store, email, cookie } = await ownedStore("Photo");
    // The test's JPEG really carries the coordinates.
    expect((await sharp(gpsJpeg).metadata()).exif?.includes(GPS_MARKER)).toBe(true);

    const answer = await upload(store.id, { bytes: gpsJpeg, alt: "The front of the store" }, cookie);
    expect(answer.status).toBe(201);
    const [photo] = answer.body as StorePhotoJson[];
    expect(photo).toMatchObject({ alt: "The front of the store", main: true });
    expect(photo!.gallery).toMatchObject({ width: 1200, height: 750 });
    expect(photo!.thumb).toMatchObject({ width: 320, height: 200 });

    for (const image of [photo!.gallery, photo!.thumb]) {
      const { response, bytes } = await served(image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: image.width, height: image.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(bytes).includes(GPS_MARKER)).toBe(false);
      expect(Buffer.from(bytes).includes("Exif")).toBe(false);
    }

    const audits = await photoAudits(store.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: email, action: "store.photo_add", before: { photos: null } });
    expect(await list(store.id)).toEqual(answer.body);
  });

  it("refuses nobody (401), a stranger with a proven address (403) and another store's owner (403)", async () => {
    const { store } = await ownedStore("Guarded");
    const other = await ownedStore("Neighbour");
    const stranger = await ownerCookie(testDb.db, "stranger@example.com");
    const png = await pngPhoto();
    expect((await upload(store.id, { bytes: png }, undefined)).status).toBe(401);
    expect((await upload(store.id, { bytes: png }, stranger)).status).toBe(403);
    expect((await upload(store.id, { bytes: png }, other.cookie)).status).toBe(403);
    // An admin session is not an owner's proof: admins remove, they do not upload for the owner.
    expect((await upload(store.id, { bytes: png }, admin)).status).toBe(401);
    expect(await list(store.id)).toEqual([]);
  });

  it("judges the file by its bytes: a .jpg that is text, a PNG called .webp, a truncated JPEG", async () => {
    const { store, cookie } = await ownedStore("Typed");
    const text = new TextEncoder().encode("Not a photo at all, just words in a file named like one.\n".repeat(50));
    const wrong = await upload(store.id, { bytes: text, filename: "storefront.jpg", type: "image/jpeg" }, cookie);
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe(PHOTO_MESSAGES.wrongType);

    const renamed = await upload(store.id, { bytes: await pngPhoto(), filename: "x.webp", type: "image/webp" }, cookie);
    expect(renamed.status).toBe(201);

    const truncated = gpsJpeg.slice(0, 2000);
    const broken = await upload(store.id, { bytes: truncated }, cookie);
    expect(broken.status).toBe(422);
    expect(await list(store.id)).toHaveLength(1);
  });

  it("refuses a 6 MB file with 413 by its Content-Length, and an empty form with 422", async () => {
    const { store, cookie } = await ownedStore("Large");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(gpsJpeg.subarray(0, 4));
    const tooLarge = await upload(store.id, { bytes: big }, cookie);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(PHOTO_MESSAGES.tooLarge);
    expect((await upload(store.id, null, cookie)).status).toBe(422);
    expect(await list(store.id)).toEqual([]);
  });

  // Issue #43 item 12: the platform's form parser replaced the bad bytes with U+FFFD and saved that.
  it("refuses a caption that is not valid UTF-8 with 400 and stores nothing, while the file's own bytes are free", async () => {
    const { store, cookie } = await ownedStore("Encoding");
    const png = await pngPhoto();
    const boundary = "----caption-test";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\nFront `),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(`\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="store.png"\r\n`),
      Buffer.from("content-type: image/png\r\n\r\n"),
      Buffer.from(png),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const request = new Request(`http://127.0.0.1:8888/api/owner/grocery-stores/${store.id}/photos`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        origin: "http://127.0.0.1:8888",
        cookie,
      },
      body,
    });
    const refused = await send(ownerPhotosFn, request, { id: store.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("The request body is not valid UTF-8.");
    expect(await list(store.id)).toEqual([]);
    // The same photo with a caption in proper UTF-8 (and a PNG full of non-UTF-8 bytes) is taken.
    expect(
      (await upload(store.id, { bytes: png, filename: "store.png", type: "image/png", alt: "Front ü" }, cookie)).status,
    ).toBe(201);
  });

  it(`refuses a ${MAX_PHOTOS + 1}th photo with 409 and stores nothing`, async () => {
    const { store, cookie } = await ownedStore("Full");
    const png = await pngPhoto(64, 48);
    for (let i = 0; i < MAX_PHOTOS; i++) expect((await upload(store.id, { bytes: png }, cookie)).status).toBe(201);
    const ninth = await upload(store.id, { bytes: png }, cookie);
    expect(ninth.status).toBe(409);
    expect(ninth.body.error.message).toBe(PHOTO_MESSAGES.tooMany);
    const rows = await testDb.db.select().from(storePhotos).where(eq(storePhotos.groceryStoreId, store.id));
    expect(rows).toHaveLength(MAX_PHOTOS);
  });

  it("lets the owner choose the main photo (the first), reorder and delete, each audited", async () => {
    const { store, email, cookie } = await ownedStore("Ordered");
    const png = await pngPhoto(80, 60);
    for (const alt of ["Aisle", "Bakery", "Counter"]) await upload(store.id, { bytes: png, alt }, cookie);
    const [a, b, c] = await list(store.id);
    const path = `/api/owner/grocery-stores/${store.id}/photos`;

    const reordered = await callFunction(ownerPhotosFn, path, {
      method: "PUT",
      params: { id: store.id },
      body: { order: [c!.id, a!.id, b!.id] },
      headers: { cookie },
    });
    expect(reordered.status).toBe(200);
    expect((reordered.body as StorePhotoJson[]).map((p) => [p.alt, p.main])).toEqual([
      ["Counter", true],
      ["Aisle", false],
      ["Bakery", false],
    ]);
    // Issue #49: the main photo is the store's picture: its page's hero and its town, search and
    // home cards all read imageUrl from the store's JSON.
    const shown = async () => serializeStore((await getStoreById(testDb.db, store.id))!).imageUrl;
    expect(await shown()).toBe(c!.gallery.url);
    const partial = await callFunction(ownerPhotosFn, path, {
      method: "PUT",
      params: { id: store.id },
      body: { order: [a!.id] },
      headers: { cookie },
    });
    expect(partial.status).toBe(409);

    const deleteAs = (asker: string) =>
      callFunction(ownerPhotoFn, `/api/owner/photos/${c!.id}`, {
        method: "DELETE",
        params: { photoId: c!.id },
        headers: { cookie: asker },
      });
    expect((await deleteAs(await ownerCookie(testDb.db, "stranger@example.com"))).status).toBe(403);
    const deleted = await deleteAs(cookie);
    expect(deleted.status).toBe(200);
    expect((deleted.body as StorePhotoJson[]).map((p) => [p.alt, p.main])).toEqual([
      ["Aisle", true],
      ["Bakery", false],
    ]);
    expect((await served(c!.gallery.url)).response.status).toBe(404);
    expect(await shown()).toBe(a!.gallery.url);

    const history = await callFunction(historyFn, `/api/admin/grocery-stores/${store.id}/history`, {
      params: { id: store.id },
      headers: { cookie: admin },
    });
    const changes = history.body.changes as OwnerChangeJson[];
    expect(changes.map((change) => [change.kind, change.field, change.actor])).toEqual([
      ["photo", "photos", email],
      ["photo", "photos", email],
      ["photo", "photos", email],
      ["photo", "photos", email],
      ["photo", "photos", email],
    ]);
    expect(changes[0]).toMatchObject({ before: '"Counter"', after: "Deleted by the owner" });
    expect(changes[1]).toMatchObject({ before: '"Aisle", "Bakery", "Counter"', after: '"Counter", "Aisle", "Bakery"' });
  });

  it("lets an admin remove a photo with a reason: audited, the owner mailed the reason and the editor's link", async () => {
    const { store, email, cookie } = await ownedStore("Removed");
    await upload(store.id, { bytes: await pngPhoto(), alt: "Someone's face" }, cookie);
    const [photo] = await list(store.id);
    const path = `/api/admin/grocery-stores/${store.id}/photos/${photo!.id}/remove`;
    const params = { id: store.id, photoId: photo!.id };

    expect((await callFunction(adminRemoveFn, path, { method: "POST", params, body: { reason: "x" } })).status).toBe(
      401,
    );
    expect(
      (await callFunction(adminRemoveFn, path, { method: "POST", params, body: {}, headers: { cookie: admin } }))
        .status,
    ).toBe(422);
    const reason = "Shows a shopper's face without their consent.";
    const removed = await callFunction(adminRemoveFn, path, {
      method: "POST",
      params,
      body: { reason },
      headers: { cookie: admin },
    });
    expect(removed.status).toBe(200);
    expect(await list(store.id)).toEqual([]);

    const audit = (await photoAudits(store.id)).at(-1)!;
    expect(audit).toMatchObject({ actor: "admin", action: "store.photo_remove", after: { reason } });
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === email && /Photo removed/.test(m.subject))!;
    expect(mail.subject).toBe("Photo removed from Removed Market");
    expect(mail.text).toContain(reason);
    expect(mail.links.some((link) => link.endsWith(`/manage-listing/${store.id}`))).toBe(true);

    const again = await callFunction(adminRemoveFn, path, {
      method: "POST",
      params,
      body: { reason },
      headers: { cookie: admin },
    });
    expect(again.status).toBe(404);
  });
});
