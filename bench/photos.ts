// Uploading an owner's photo at the limit (ADR 046): a 5 MB, 12-megapixel JPEG with EXIF GPS, sent
// as the owner's editor sends it through the production function (owner check, capped multipart
// read, bytes judged, resized to two WebP sizes by sharp, stored in a local blob store, recorded in
// a transaction) on an in-memory database. Prints seconds per upload and the process's peak
// resident memory (which includes Node's own, the embedded database's and sharp's native memory).
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { useDb } from "../db/client.ts";
import ownerPhotos from "../functions/owner-grocery-stores-photos.ts";
import { resetEnv } from "../src/config/env.ts";
import { processPhoto } from "../src/server/photos/process-photo.ts";
import { MAX_PHOTO_BYTES } from "../src/shared/photos/photos.ts";
import { startLocalBlobs } from "../tests/helpers/blobs.ts";
import { makeVerifiedOwner, ownerCookie } from "../tests/helpers/circulars.ts";
import { jpegWithGps, photoUploadRequest, send } from "../tests/helpers/photos.ts";
import { insertCity, insertStore } from "../tests/helpers/test-data.ts";
import { createTestDb } from "../tests/helpers/test-db.ts";
import { recordFigure } from "./lib/summary.ts";

const WIDTH = 4000;
const HEIGHT = 3000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const peakMb = () => mb(process.resourceUsage().maxRSS * 1024);

/** A camera-like 12 MP JPEG just under 5 MB: detail (noise) over the test's gradient, GPS EXIF kept. */
async function fiveMegabyteJpeg(): Promise<Uint8Array> {
  const base = await jpegWithGps(WIDTH, HEIGHT);
  for (let quality = 98; quality >= 50; quality -= 4) {
    const jpeg = await sharp(base, { limitInputPixels: false })
      .keepExif()
      .convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 5, -1, 0, -1, 0] })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.byteLength <= MAX_PHOTO_BYTES) return new Uint8Array(jpeg);
  }
  throw new Error("could not make a JPEG under 5 MB");
}

const baseline = process.memoryUsage().rss;
process.env.SITE_URL = "http://127.0.0.1:8888";
resetEnv();
const testDb = await createTestDb();
useDb(testDb.db, testDb.kind);
const blobs = await startLocalBlobs();
const city = await insertCity(testDb.db, { name: "Decorah", state: "IA" });
const store = await insertStore(testDb.db, city.id, { name: "Bench Market" });
await makeVerifiedOwner(testDb.db, store.id, "bench-owner@example.com");
const cookie = await ownerCookie(testDb.db, "bench-owner@example.com");

const photo = await fiveMegabyteJpeg();
const meta = await sharp(photo).metadata();
console.log(
  `photo: ${mb(photo.byteLength)} MB JPEG, ${meta.width}x${meta.height}, EXIF ${meta.exif ? "with GPS" : "none"}`,
);
const ready = process.memoryUsage().rss;

const processing: number[] = [];
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  await processPhoto(photo);
  processing.push((performance.now() - start) / 1000);
}
const uploads: number[] = [];
for (let i = 0; i < 3; i++) {
  const request = await photoUploadRequest(store.id, { bytes: photo }, cookie);
  const start = performance.now();
  const answer = await send(ownerPhotos, request, { id: store.id });
  uploads.push((performance.now() - start) / 1000);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}
const seconds = (runs: number[]) => runs.map((s) => `${s.toFixed(2)} s`).join(", ");
console.log(`resize only (sharp: bytes judged, 1200 px + 320 px WebP): ${seconds(processing)}`);
console.log(`whole upload through the function (multipart, sharp, blobs, transaction): ${seconds(uploads)}`);
console.log(
  `memory: ${mb(baseline)} MB at start, ${mb(ready)} MB with the database and the photo ready, peak ${peakMb()} MB resident (whole process)`,
);
recordFigure("5 MB photo upload (best of 3)", `${Math.min(...uploads).toFixed(2)} s`, "reference: circulars bench");
recordFigure("5 MB photo upload, peak RSS", `${peakMb()} MB`, "whole process incl. PGlite");

await blobs.stop();
await testDb.close();
