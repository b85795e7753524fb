// POST /api/circular-uploads/{id}/complete - {} -> 201 the circular, status "processing": the parts
// assembled and checked like a single upload, within the quota; the parts are then removed.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { completeUpload } from "../src/circulars/chunked-upload.server.ts";
import { queueProcessing } from "../src/circulars/queue-processing.server.ts";
import { serializeCircular } from "../src/circulars/serialize.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";

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
