// GET /api/circulars/{id}/file - the PDF of an active circular, for shoppers (linked from the store
// and best-deals pages). Processing and failed files are not served.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getCircular } from "../src/circulars/circulars-queries.server.ts";
import { getCircularFile } from "../src/circulars/blob-store.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";

const missing = () => notFound("This circular is not available.");

export default handle({
  GET: async (_request: Request, context: Context) => {
    const id = context.params.id;
    if (!id || !isUuid(id)) throw missing();
    const circular = await getCircular(await getDb(), id.toLowerCase());
    if (!circular || !["active", "published"].includes(circular.status)) throw missing();
    const bytes = await getCircularFile(circular.blobKey);
    if (!bytes) throw missing();
    const filename = circular.originalFilename.replace(/[^\w. -]/g, "_");
    return new Response(bytes as BodyInit, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${filename}"`,
        "cache-control": "public, max-age=300",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

export const config = { path: "/api/circulars/:id/file" };
