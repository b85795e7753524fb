// Uploads larger than one Netlify request carries (ADR 018): start (checks owner, boost, quota and
// fields), parts of 3 MB as base64 JSON into the blob store, complete (assembles, then the same
// checks and quota transaction as a single upload). Parts live under uploads/{id}/ until then.
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import type { Circular } from "../../db/schema.ts";
import { circularQuota } from "./quota.server.ts";
import { startUploadSchema, UPLOAD_PART_BYTES, type StartedUpload } from "./circulars.ts";
import type { z } from "../platform/zod.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { findStore } from "../stores/find-store.server.ts";
import {
  deleteUpload,
  deleteUploadBlobs,
  getUploadMeta,
  getUploadPart,
  listUploadIds,
  putUploadMeta,
  putUploadPart,
} from "./blob-store.server.ts";
import { quotaReached, requireUploader, storeCircular } from "./upload-circular.server.ts";

const UPLOAD_TTL_MS = 60 * 60 * 1000;

interface UploadMeta extends z.infer<typeof startUploadSchema> {
  storeId: string;
  parts: number;
  createdAt: number;
}

const expired = () => notFound("This upload has expired or does not exist. Please upload the file again.");

export async function startUpload(
  db: Db,
  input: z.infer<typeof startUploadSchema>,
  context: Pick<Context, "cookies">,
): Promise<StartedUpload> {
  const store = await findStore(db, input.groceryStoreId);
  const access = await requireUploader(db, store.id, context);
  if ((await circularQuota(db, store.id, access.boost)).remaining <= 0) throw quotaReached();
  const uploadId = randomUUID();
  const parts = Math.ceil(input.size / UPLOAD_PART_BYTES);
  const meta: UploadMeta = { ...input, storeId: store.id, parts, createdAt: Date.now() };
  await putUploadMeta(uploadId, meta);
  return { uploadId, partBytes: UPLOAD_PART_BYTES, parts };
}

async function liveUpload(db: Db, uploadId: string, context: Pick<Context, "cookies">) {
  const meta = await getUploadMeta<UploadMeta>(uploadId);
  if (!meta || Date.now() - meta.createdAt > UPLOAD_TTL_MS) throw expired();
  const access = await requireUploader(db, meta.storeId, context);
  return { meta, access };
}

/**
 * Checks the upload, the part and who asks before the part's body is read (issue #23); returns the
 * store of the part to the caller, which reads the body then calls `storePart`.
 */
export async function openPart(db: Db, uploadId: string, index: number, context: Pick<Context, "cookies">) {
  const { meta } = await liveUpload(db, uploadId, context);
  if (!Number.isInteger(index) || index < 0 || index >= meta.parts) throw notFound("No such part in this upload.");
  const expected = index === meta.parts - 1 ? meta.size - index * UPLOAD_PART_BYTES : UPLOAD_PART_BYTES;
  return {
    store: async (base64: string) => {
      const bytes = new Uint8Array(Buffer.from(base64, "base64"));
      if (bytes.byteLength !== expected) {
        throw new ApiError(
          "validation_failed",
          `Part ${index + 1} should hold ${expected} bytes, not ${bytes.byteLength}.`,
        );
      }
      await putUploadPart(uploadId, index, bytes);
    },
  };
}

export async function completeUpload(db: Db, uploadId: string, context: Pick<Context, "cookies">): Promise<Circular> {
  const { meta, access } = await liveUpload(db, uploadId, context);
  const bytes = new Uint8Array(meta.size);
  for (let index = 0; index < meta.parts; index++) {
    const part = await getUploadPart(uploadId, index);
    if (!part) {
      throw new ApiError("validation_failed", `The upload is incomplete: part ${index + 1} is missing.`);
    }
    bytes.set(part, index * UPLOAD_PART_BYTES);
  }
  try {
    return await storeCircular(db, {
      storeId: meta.storeId,
      boost: access.boost,
      uploadedBy: access.actor,
      bytes,
      filename: meta.filename,
      startDate: meta.startDate,
      endDate: meta.endDate,
    });
  } finally {
    // Stored or refused (not a PDF, quota reached), the parts have served their purpose.
    await deleteUpload(uploadId, meta.parts);
  }
}

/** Removes uploads never completed, an hour after they started (scheduled). Returns how many. */
export async function sweepAbandonedUploads(now = Date.now()): Promise<number> {
  let removed = 0;
  for (const uploadId of await listUploadIds()) {
    const meta = await getUploadMeta<UploadMeta>(uploadId);
    if (meta && now - meta.createdAt <= UPLOAD_TTL_MS) continue;
    if ((await deleteUploadBlobs(uploadId)) > 0) removed++;
  }
  return removed;
}
