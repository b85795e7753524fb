// POST /api/circulars: checks everything again on the server (fields, size, PDF bytes, owner, boost,
// quota), stores the file, records the circular as `processing` within the quota, and queues
// processing. Nothing half-stored: a refused upload leaves neither a file nor a row.
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { countQuotaUsed, insertCircular, lockBoost } from "../../../db/queries/circulars.ts";
import type { Circular } from "../../../db/schema.ts";
import {
  CIRCULAR_QUOTA,
  circularFieldsSchema,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_CIRCULAR_BYTES,
  MISSING_INFORMATION,
  QUOTA_REACHED,
} from "../../shared/circulars/circulars.ts";
import { ApiError } from "../http/errors.ts";
import { findStore } from "../stores/find-store.ts";
import { deleteCircularFile, putCircularFile } from "./blob-store.ts";
import { hasPdfHeader } from "./inspect-pdf.ts";
import { requireCircularOwner } from "./require-owner.ts";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

export const fileTooLarge = () =>
  new ApiError("payload_too_large", FILE_TOO_LARGE.message, { title: FILE_TOO_LARGE.title });
const missing = () =>
  new ApiError("validation_failed", MISSING_INFORMATION.message, { title: MISSING_INFORMATION.title });
const notPdf = () =>
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
  const access = await requireCircularOwner(db, store.id, context);
  if (!access.boost) throw new ApiError("forbidden", access.reason!);
  const boost = access.boost;

  const blobKey = `${store.id}/${randomUUID()}.pdf`;
  await putCircularFile(blobKey, bytes);
  try {
    return await db.transaction(async (tx) => {
      await lockBoost(tx, boost.id);
      if ((await countQuotaUsed(tx, store.id, boost)) >= CIRCULAR_QUOTA) {
        throw new ApiError("conflict", QUOTA_REACHED, { title: "Upload Failed" });
      }
      return insertCircular(tx, {
        groceryStoreId: store.id,
        boostId: boost.id,
        originalFilename: cleanName(file.name),
        originalFileSize: bytes.byteLength,
        blobKey,
        startDate: fields.startDate,
        endDate: fields.endDate,
        status: "processing",
      });
    });
  } catch (error) {
    await deleteCircularFile(blobKey).catch(() => {});
    throw error;
  }
}
