// POST /api/circulars: checks everything again on the server (fields, size, PDF bytes, owner, boost,
// quota), stores the file, records the circular as `processing` within the quota, and queues
// processing. Nothing half-stored: a refused upload leaves neither a file nor a row.
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { countQuotaUsed, insertCircular, lockBoost } from "./circulars-queries.server.ts";
import type { Circular } from "../../db/schema.ts";
import {
  CIRCULAR_QUOTA,
  circularFieldsSchema,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_CIRCULAR_BYTES,
  MISSING_INFORMATION,
  QUOTA_REACHED,
} from "./circulars.ts";
import { ApiError } from "../platform/errors.server.ts";
import { findStore } from "../stores/find-store.server.ts";
import { deleteCircularFile, putCircularFile } from "./blob-store.server.ts";
import { hasPdfHeader } from "./inspect-pdf.server.ts";
import { requireCircularOwner, requireCircularWriter } from "../owners/require-owner.server.ts";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

export const fileTooLarge = () =>
  new ApiError("payload_too_large", FILE_TOO_LARGE.message, { title: FILE_TOO_LARGE.title });
export const missing = () =>
  new ApiError("validation_failed", MISSING_INFORMATION.message, { title: MISSING_INFORMATION.title });
export const notPdf = () =>
  new ApiError("unsupported_media_type", INVALID_FILE_TYPE.message, { title: INVALID_FILE_TYPE.title });

// Browsers send a file name; keep a readable, bounded, storable one (no control characters, no
// broken Unicode, no path separators).
const cleanName = (name: string) => {
  const printable = [...name.toWellFormed()].map((c) =>
    c.charCodeAt(0) < 0x20 || c === "\u007f" || c === "/" || c === "\\" ? "_" : c,
  );
  return (printable.join("").trim() || "circular.pdf").slice(0, 200);
};

export async function uploadCircular(db: Db, form: FormData, context: Pick<Context, "cookies">): Promise<Circular> {
  const file = form.get("file");
  const startDate = field(form, "startDate");
  const endDate = field(form, "endDate");
  const groceryStoreId = field(form, "groceryStoreId");
  if (!(file instanceof File) || file.size === 0 || !startDate || !endDate) throw missing();
  if (file.size > MAX_CIRCULAR_BYTES) throw fileTooLarge();
  const fields = circularFieldsSchema.parse({ startDate, endDate, groceryStoreId });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasPdfHeader(bytes)) throw notPdf();
  const store = await findStore(db, fields.groceryStoreId);
  const access = await requireUploader(db, store.id, context);
  const { boost, actor: uploadedBy } = access;
  return storeCircular(db, { storeId: store.id, boost, uploadedBy, bytes, filename: file.name, ...fields });
}

/** The owner (or an admin) of a store with a boost running now. */
export async function requireUploader(db: Db, storeId: string, context: Pick<Context, "cookies">) {
  const access = await requireCircularWriter(db, storeId, context);
  if (!access.boost) throw new ApiError("forbidden", access.reason!);
  return { ...access, boost: access.boost };
}

/** Checks the assembled bytes, then stores the file and the row within the quota, or neither. */
export async function storeCircular(
  db: Db,
  input: {
    storeId: string;
    boost: NonNullable<Awaited<ReturnType<typeof requireCircularOwner>>["boost"]>;
    uploadedBy: string | null;
    bytes: Uint8Array;
    filename: string;
    startDate: string;
    endDate: string;
  },
): Promise<Circular> {
  const { storeId, boost, bytes } = input;
  if (bytes.byteLength === 0) throw missing();
  if (bytes.byteLength > MAX_CIRCULAR_BYTES) throw fileTooLarge();
  if (!hasPdfHeader(bytes)) throw notPdf();
  const blobKey = `${storeId}/${randomUUID()}.pdf`;
  await putCircularFile(blobKey, bytes);
  try {
    return await db.transaction(async (tx) => {
      await lockBoost(tx, boost.id);
      if ((await countQuotaUsed(tx, storeId, boost)) >= CIRCULAR_QUOTA) throw quotaReached();
      return insertCircular(tx, {
        groceryStoreId: storeId,
        boostId: boost.id,
        uploadedBy: input.uploadedBy,
        originalFilename: cleanName(input.filename),
        originalFileSize: bytes.byteLength,
        blobKey,
        startDate: input.startDate,
        endDate: input.endDate,
        status: "processing",
      });
    });
  } catch (error) {
    await deleteCircularFile(blobKey).catch(() => {});
    throw error;
  }
}

export const quotaReached = () => new ApiError("conflict", QUOTA_REACHED, { title: "Upload Failed" });
