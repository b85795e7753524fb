// POST /api/circulars - multipart {file, startDate, endDate, groceryStoreId} -> 201 the circular,
// status "processing". The owner (or an admin) of a boosted store, within its quota; the file must
// be a PDF by its bytes, at most 10 MB. Processing continues after the answer (ADR 018).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { queueProcessing } from "../src/server/circulars/queue-processing.ts";
import { serializeCircular } from "../src/server/circulars/serialize.ts";
import { uploadCircular } from "../src/server/circulars/upload-circular.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from "../src/server/http/read-multipart.ts";
import { FILE_TOO_LARGE, MAX_CIRCULAR_BYTES } from "../src/shared/circulars/circulars.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const form = await readMultipart(request, MAX_CIRCULAR_BYTES + MULTIPART_OVERHEAD_BYTES, {
      message: FILE_TOO_LARGE.message,
      details: { title: FILE_TOO_LARGE.title },
    });
    const db = await getDb();
    const circular = await uploadCircular(db, form, context);
    await queueProcessing(db, circular.id);
    return json(serializeCircular(circular), { status: 201 });
  },
});

export const config = { path: "/api/circulars" };
