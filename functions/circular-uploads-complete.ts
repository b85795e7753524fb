// POST /api/circular-uploads/{id}/complete - {} -> 201 the circular, status "processing": the parts
// assembled and checked like a single upload, within the quota; the parts are then removed.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { completeUpload } from "../src/server/circulars/chunked-upload.ts";
import { queueProcessing } from "../src/server/circulars/queue-processing.ts";
import { serializeCircular } from "../src/server/circulars/serialize.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { isUuid } from "../src/server/stores/identifier.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    await readJson(request);
    const id = context.params.id;
    if (!id || !isUuid(id)) throw notFound("No such upload.");
    const db = await getDb();
    const circular = await completeUpload(db, id.toLowerCase(), context);
    await queueProcessing(db, circular.id);
    return json(serializeCircular(circular), { status: 201 });
  },
});

export const config = { path: "/api/circular-uploads/:id/complete" };
