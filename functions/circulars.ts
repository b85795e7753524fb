// POST /api/circulars?groceryStoreId={id} - multipart {file, startDate, endDate, groceryStoreId} ->
// 201 the circular, status "processing". The owner (or an admin) of a boosted store, within its
// quota; the file must be a PDF by its bytes, at most 10 MB. The store named in the address and who
// asks are checked before the body is read (an upload naming no store is refused unread, issue #43),
// and only a few bodies are read at once. Processing continues after the answer (ADR 018).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { queueProcessing } from "../src/circulars/queue-processing.server.ts";
import { serializeCircular } from "../src/circulars/serialize.server.ts";
import { checkUploaderBeforeBody, withUploadSlot } from "../src/circulars/upload-gate.server.ts";
import { uploadCircular } from "../src/circulars/upload-circular.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from "../src/platform/read-multipart.server.ts";
import { FILE_TOO_LARGE, MAX_CIRCULAR_BYTES } from "../src/circulars/circulars.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    const namedStore = await checkUploaderBeforeBody(db, request, context);
    const circular = await withUploadSlot(async () => {
      const form = await readMultipart(request, MAX_CIRCULAR_BYTES + MULTIPART_OVERHEAD_BYTES, {
        message: FILE_TOO_LARGE.message,
        details: { title: FILE_TOO_LARGE.title },
      });
      const formStore = form.get("groceryStoreId");
      if (formStore !== null && String(formStore).trim() !== namedStore) {
        throw new ApiError("bad_request", "The address and the form name different stores.");
      }
      return uploadCircular(db, form, context);
    });
    await queueProcessing(db, circular.id);
    return json(serializeCircular(circular), { status: 201 });
  },
});

export const config = { path: "/api/circulars" };
