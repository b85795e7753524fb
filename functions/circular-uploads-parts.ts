// PUT /api/circular-uploads/{id}/parts/{index} - {data: base64 of at most 3 MB} -> 204, the upload's owner only, checked before the body is read. Base64 in
// JSON, not a binary body: Netlify's buffer holds it, and @netlify/dev's binary-body corruption
// (ARCHITECTURE.md) cannot touch it.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { openPart } from "../src/server/circulars/chunked-upload.ts";
import { withUploadSlot } from "../src/server/circulars/upload-gate.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { isUuid } from "../src/server/stores/identifier.ts";
import { UPLOAD_PART_JSON_BYTES, uploadPartSchema } from "../src/shared/circulars/circulars.ts";

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
