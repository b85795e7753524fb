// PUT /api/circular-uploads/{id}/parts/{index} - {data: base64 of at most 3 MB} -> 204, the upload's owner only, checked before the body is read. Base64 in
// JSON, not a binary body: Netlify's buffer holds it, and @netlify/dev's binary-body corruption
// (ARCHITECTURE.md) cannot touch it.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { openPart } from "../src/circulars/chunked-upload.server.ts";
import { withUploadSlot } from "../src/circulars/upload-gate.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import { UPLOAD_PART_JSON_BYTES, uploadPartSchema } from "../src/circulars/circulars.ts";

export default handle({
  PUT: async (request: Request, context: Context) => {
    const { id, index } = context.params;
    if (!id || !isUuid(id) || !index || !/^\d{1,2}$/.test(index)) throw notFound("No such upload.");
    // Who asks, for which upload and part, is checked before the body is read.
    const part = await openPart(await getDb(), id.toLowerCase(), Number(index), context);
    await withUploadSlot(async () => {
      const { data } = uploadPartSchema.parse(await readJson(request, { maxBytes: UPLOAD_PART_JSON_BYTES }));
      await part.store(data);
    });
    return new Response(null, { status: 204 });
  },
});

export const config = { path: "/api/circular-uploads/:id/parts/:index" };
