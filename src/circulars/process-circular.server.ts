// Processing, outside the upload request: the PDF is parsed for real, and the circular becomes
// `active` with its page count and text, or `failed` with a message its owner understands (and its
// file removed: nothing half-stored). Idempotent: only a circular still `processing` changes, so a
// retried background run does nothing twice.
import type { Db } from "../../db/client.ts";
import { finishProcessing, getCircular } from "./circulars-queries.server.ts";
import { isValidJobSignature, jobSignature } from "../platform/job-signature.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { deleteCircularFile, getCircularFile, putCircularFile } from "./blob-store.server.ts";
import { renderThumbnail } from "./thumbnail.server.ts";
import { inspectPdf, PDF_ERRORS } from "./inspect-pdf.server.ts";
import { mailOwnerQuietly } from "./owner-mail.server.ts";
import { today } from "./serialize.server.ts";

export const thumbnailKeyOf = (blobKey: string) => blobKey.replace(/\.pdf$/, "") + "-page1.png";

export const PROCESSING_FAILED = "We could not process this file. Please delete it and upload it again.";

export async function processCircular(db: Db, id: string): Promise<void> {
  const circular = await getCircular(db, id);
  if (!circular || circular.status !== "processing") return;
  let result: Awaited<ReturnType<typeof inspectPdf>>;
  let thumbnailKey: string | null = null;
  try {
    const bytes = await getCircularFile(circular.blobKey);
    result = bytes ? await inspectPdf(bytes) : { ok: false, error: PDF_ERRORS.empty };
    const thumbnail = bytes && result.ok ? await renderThumbnail(bytes) : undefined;
    if (thumbnail) {
      thumbnailKey = thumbnailKeyOf(circular.blobKey);
      await putCircularFile(thumbnailKey, thumbnail, "image/png");
    }
  } catch (error) {
    console.warn(`circular ${id}: ${(error as Error).message}`);
    result = { ok: false, error: PROCESSING_FAILED };
  }
  if (!result.ok) {
    await finishProcessing(db, id, { status: "failed", processingError: result.error });
    await deleteCircularFile(circular.blobKey).catch(() => {});
    return;
  }
  const done = await finishProcessing(db, id, {
    status: "active",
    pageCount: result.pageCount,
    extractedText: result.text,
    thumbnailKey,
  });
  if (done) await mailOwnerQuietly(db, done, { kind: "published" });
  // Public pages show current circulars; a future one appears with the nightly rebuild of its day.
  if (done && done.startDate <= today() && today() <= done.endDate) {
    await requestRebuild(db, `circular ${id} is live`);
  }
}

// The background function is reachable from the Internet: only the upload function, which knows
// HASH_SECRET, can name a circular to process (processing twice would change nothing anyway).
export const processingSignature = (id: string) => jobSignature("circular-process", id);

export const isValidProcessingSignature = (id: string, signature: string): boolean =>
  isValidJobSignature("circular-process", id, signature);
