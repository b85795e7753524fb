// PUT /api/circular-uploads/{id}/parts/{index} - {data: base64 of at most 3 MB} -> 204. Base64 in
// JSON, not a binary body: Netlify's buffer holds it, and @netlify/dev's binary-body corruption
// (ARCHITECTURE.md) cannot touch it.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { putPart } from "../src/server/circulars/chunked-upload.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { isUuid } from "../src/server/stores/identifier.ts";
import { UPLOAD_PART_JSON_BYTES, uploadPartSchema } from "../src/shared/circulars/circulars.ts";

export default handle({
  PUT: async (request: Request, context: Context) => {
    const { data } = uploadPartSchema.parse(await readJson(request, { maxBytes: UPLOAD_PART_JSON_BYTES }));
    const { id, index } = context.params;
    if (!id || !isUuid(id) || !index || !/^\d{1,2}$/.test(index)) throw notFound("No such upload.");
    await putPart(await getDb(), id.toLowerCase(), Number(index), data, context);
    return new Response(null, { status: 204 });
  },
});

export const config = { path: "/api/circular-uploads/:id/parts/:index" };
