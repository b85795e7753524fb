// POST /api/circular-uploads - {groceryStoreId, filename, size, startDate, endDate} -> 201
// {uploadId, partBytes, parts}: starts an upload in parts for files larger than one request carries
// on Netlify (ADR 018). Same owner, boost and quota rules as POST /api/circulars.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { startUpload } from "../src/circulars/chunked-upload.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { startUploadSchema } from "../src/circulars/circulars.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const input = startUploadSchema.parse(await readJson(request));
    return json(await startUpload(await getDb(), input, context), { status: 201 });
  },
});

export const config = { path: "/api/circular-uploads" };
