// Issue #23 item 2: an upload's asker is checked before a byte of its body is read, for a single
// upload and for each part of one in parts; the upload panel's `?groceryStoreId=` gets the full
// owner check up front, and an upload that names no store is refused unread (issue #43 item 4). The body here is a stream that records whether anything pulled from it.
import type { Context } from "@netlify/functions";
import { beforeAll, describe, expect, it, vi } from "vitest";
import partFn from "../../functions/circular-uploads-parts.ts";
import startFn from "../../functions/circular-uploads.ts";
import uploadFn from "../../functions/circulars.ts";
import photosFn from "../../functions/owner-grocery-stores-photos.ts";
import { CookieJar } from "../../scripts/lib/warm-functions.ts";
import { adminCookie } from "../helpers/admin.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie, uploadRequest } from "../helpers/circulars.ts";
import { makePdf } from "../helpers/pdf.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
useCircularBlobs();
let cityId: number;
const today = new Date().toISOString().slice(0, 10);

/** A 9.9 MB body that notes whether it was ever read. */
function watchedBody() {
  const watch = { pulled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.pulled = true;
        controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
      // Nothing is fetched ahead: pull runs only when someone reads.
    },
    { highWaterMark: 0 },
  );
  return { watch, stream };
}

async function call(
  fn: (request: Request, context: Context) => Promise<Response>,
  path: string,
  options: { method: string; contentType: string; cookie?: string; params?: Record<string, string> },
) {
  const { watch, stream } = watchedBody();
  const headers = new Headers({ origin: SITE_ORIGIN, "content-type": options.contentType });
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(new URL(path, SITE_ORIGIN), {
    method: options.method,
    headers,
    body: stream,
    duplex: "half",
  } as RequestInit);
  const context = {
    params: options.params ?? {},
    geo: {},
    ip: "127.0.0.1",
    cookies: new CookieJar(options.cookie ?? null),
  };
  const response = await fn(request, context as unknown as Context);
  return { status: response.status, pulled: watch.pulled };
}

const multipart = "multipart/form-data; boundary=x";

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
});

describe(`upload checks before the body on ${engine}`, () => {
  it("answers an upload without a session 401 and never reads its body", async () => {
    const answer = await call(uploadFn, "/api/circulars", { method: "POST", contentType: multipart });
    expect(answer).toEqual({ status: 401, pulled: false });
  });

  // Issue #43 item 4: it was read whole (10 MB each) for any proven address before its 403.
  it("answers an upload naming no store 400 for an e-mail session or an admin, and never reads it", async () => {
    const stranger = await ownerCookie(testDb.db, "no-store@example.com");
    const admin = await adminCookie("192.0.2.43");
    for (const cookie of [stranger, admin]) {
      for (const path of ["/api/circulars", "/api/circulars?groceryStoreId=", "/api/circulars?groceryStoreId=%20"]) {
        const answer = await call(uploadFn, path, { method: "POST", contentType: multipart, cookie });
        expect(answer, path).toEqual({ status: 400, pulled: false });
      }
    }
  });

  it("answers a stranger's photo for a store 403 and never reads it", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Photo Gate Market" });
    const stranger = await ownerCookie(testDb.db, "photo-stranger@example.com");
    const answer = await call(photosFn, `/api/owner/grocery-stores/${store.id}/photos`, {
      method: "POST",
      contentType: multipart,
      cookie: stranger,
      params: { id: store.id },
    });
    expect(answer).toEqual({ status: 403, pulled: false });
  });

  it("answers a stranger naming a store 403 and never reads the body", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Gate Market", isBoosted: true });
    const stranger = await ownerCookie(testDb.db, "stranger@example.com");
    const answer = await call(uploadFn, `/api/circulars?groceryStoreId=${store.id}`, {
      method: "POST",
      contentType: multipart,
      cookie: stranger,
    });
    expect(answer).toEqual({ status: 403, pulled: false });
  });

  it("stores the owner's upload when the address names the store, and refuses a form naming another", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Named Market", isBoosted: true });
    const other = await insertStore(testDb.db, cityId, { name: "Other Market", isBoosted: true });
    await makeVerifiedOwner(testDb.db, store.id, `owner-${store.slug}@example.com`);
    const cookie = await ownerCookie(testDb.db, `owner-${store.slug}@example.com`);
    const pdf = makePdf();
    const fields = { file: pdf, startDate: today, endDate: today };
    const post = async (groceryStoreId: string) => {
      const base = await uploadRequest({ ...fields, groceryStoreId }, cookie);
      const request = new Request(`${SITE_ORIGIN}/api/circulars?groceryStoreId=${store.id}`, base);
      const context = { params: {}, geo: {}, ip: "127.0.0.1", cookies: new CookieJar(cookie) };
      return (await uploadFn(request, context as unknown as Context)).status;
    };
    expect(await post(store.id)).toBe(201);
    expect(await post(other.id)).toBe(400);
  });

  it("checks a part's asker before reading the part", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Parts Market", isBoosted: true });
    await makeVerifiedOwner(testDb.db, store.id, `owner-${store.slug}@example.com`);
    const cookie = await ownerCookie(testDb.db, `owner-${store.slug}@example.com`);
    const started = await callFunction(startFn, "/api/circular-uploads", {
      method: "POST",
      body: { groceryStoreId: store.id, filename: "big.pdf", size: 9_900_000, startDate: today, endDate: today },
      headers: { cookie },
    });
    expect(started.status).toBe(201);
    const { uploadId } = started.body as { uploadId: string };
    const path = `/api/circular-uploads/${uploadId}/parts/0`;
    const params = { id: uploadId, index: "0" };
    const json = "application/json";
    expect(await call(partFn, path, { method: "PUT", contentType: json, params })).toEqual({
      status: 401,
      pulled: false,
    });
    const stranger = await ownerCookie(testDb.db, "stranger@example.com");
    expect(await call(partFn, path, { method: "PUT", contentType: json, params, cookie: stranger })).toEqual({
      status: 403,
      pulled: false,
    });
  });
});
