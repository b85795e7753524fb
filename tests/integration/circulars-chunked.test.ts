// Uploads larger than one Netlify request carries (about 4.5 MB of binary file): in 3 MB parts sent
// as base64 JSON, assembled in the blob store, then checked and stored like a single upload.
import { beforeAll, describe, expect, it, vi } from "vitest";
import completeFn from "../../functions/circular-uploads-complete.ts";
import partFn from "../../functions/circular-uploads-parts.ts";
import startFn from "../../functions/circular-uploads.ts";
import storeFn from "../../functions/circulars-item.ts";
import { processingIdle } from "../../src/circulars/queue-processing.server.ts";
import { sweepAbandonedUploads } from "../../src/circulars/chunked-upload.server.ts";
import { getUploadMeta, listUploadIds } from "../../src/circulars/blob-store.server.ts";
import { UPLOAD_PART_BYTES } from "../../src/circulars/circulars.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { makePdf } from "../helpers/pdf.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
useCircularBlobs();
let cityId: number;
const today = new Date().toISOString().slice(0, 10);

const start = (body: unknown, cookie?: string) =>
  callFunction(startFn, "/api/circular-uploads", { method: "POST", body, headers: cookie ? { cookie } : {} });
const part = (id: string, index: number, bytes: Uint8Array, cookie?: string) =>
  callFunction(partFn, `/api/circular-uploads/${id}/parts/${index}`, {
    method: "PUT",
    params: { id, index: String(index) },
    body: { data: Buffer.from(bytes).toString("base64") },
    headers: cookie ? { cookie } : {},
  });
const complete = (id: string, cookie?: string) =>
  callFunction(completeFn, `/api/circular-uploads/${id}/complete`, {
    method: "POST",
    params: { id },
    body: {},
    headers: cookie ? { cookie } : {},
  });

async function owner(name: string) {
  const store = await insertStore(testDb.db, cityId, { name, isBoosted: true });
  const email = `owner-${store.slug}@example.com`;
  await makeVerifiedOwner(testDb.db, store.id, email);
  return { store, cookie: await ownerCookie(testDb.db, email) };
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
});

describe(`uploads in parts on ${engine}`, () => {
  it("assembles a 9.9 MB, 40-page PDF from its parts and processes it", async () => {
    const { store, cookie } = await owner("Big Circular Grocer");
    const pdf = makePdf({ pages: 40, imageBytes: 250_000 });
    expect(pdf.byteLength).toBeGreaterThan(9.5 * 1024 * 1024);
    const started = await start(
      { groceryStoreId: store.id, filename: "big.pdf", size: pdf.byteLength, startDate: today, endDate: today },
      cookie,
    );
    expect(started.status).toBe(201);
    const { uploadId, parts, partBytes } = started.body;
    expect(parts).toBe(Math.ceil(pdf.byteLength / UPLOAD_PART_BYTES));
    // Not finished: refused, and nothing stored.
    expect((await complete(uploadId, cookie)).body.error.message).toMatch(/part 1 is missing/);
    for (let i = 0; i < parts; i++) {
      const response = await part(uploadId, i, pdf.slice(i * partBytes, (i + 1) * partBytes), cookie);
      expect(response.status).toBe(204);
    }
    const done = await complete(uploadId, cookie);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ status: "processing", originalFileSize: pdf.byteLength });
    await processingIdle();
    const list = await callFunction(storeFn, `/api/circulars/${store.id}`, {
      params: { id: store.id },
      headers: { cookie },
    });
    expect(list.body).toEqual([expect.objectContaining({ status: "active", pageCount: 40 })]);
    // The parts are gone: completing again finds no upload.
    expect((await complete(uploadId, cookie)).status).toBe(404);
  });

  it("refuses strangers, wrong sizes, oversized files and non-PDF bytes", async () => {
    const { store, cookie } = await owner("Careful Grocer");
    const fields = { groceryStoreId: store.id, filename: "a.pdf", startDate: today, endDate: today };
    expect((await start({ ...fields, size: 1000 })).status).toBe(401);
    const tooBig = await start({ ...fields, size: 10 * 1024 * 1024 + 1 }, cookie);
    expect([tooBig.status, tooBig.body.error.message]).toEqual([422, "File must be under 10MB"]);

    const text = new TextEncoder().encode("Not a PDF at all, just deals");
    const { uploadId } = (await start({ ...fields, size: text.byteLength }, cookie)).body;
    const stranger = await ownerCookie(testDb.db, "stranger@example.com");
    expect((await part(uploadId, 0, text, stranger)).status).toBe(403);
    expect((await part(uploadId, 0, text.slice(1), cookie)).status).toBe(422);
    expect((await part(uploadId, 1, text, cookie)).status).toBe(404);
    expect((await part(uploadId, 0, text, cookie)).status).toBe(204);
    const done = await complete(uploadId, cookie);
    expect([done.status, done.body.error.message]).toEqual([415, "Please upload a PDF file"]);
    // Refused, the parts are gone too: nothing half-stored.
    expect((await complete(uploadId, cookie)).status).toBe(404);
  });

  it("sweeps uploads abandoned for more than an hour, and keeps recent ones", async () => {
    const { store, cookie } = await owner("Forgetful Grocer");
    const fields = { groceryStoreId: store.id, filename: "a.pdf", startDate: today, endDate: today };
    const pdf = makePdf();
    const { uploadId } = (await start({ ...fields, size: pdf.byteLength }, cookie)).body;
    expect((await part(uploadId, 0, pdf, cookie)).status).toBe(204);
    expect(await sweepAbandonedUploads()).toBe(0);
    expect(await listUploadIds()).toContain(uploadId);
    expect(await sweepAbandonedUploads(Date.now() + 61 * 60_000)).toBeGreaterThanOrEqual(1);
    // (The local blob server may keep the empty folder; the blobs are gone.)
    expect(await getUploadMeta(uploadId)).toBeUndefined();
    expect((await complete(uploadId, cookie)).status).toBe(404);
  });
});
