// GET /api/circulars/{id}/thumbnail - the first page of an active circular as a PNG, for the store
// and best-deals pages.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getCircular } from "../src/circulars/circulars-queries.server.ts";
import { getCircularFile } from "../src/circulars/blob-store.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";

const missing = () => notFound("This image is not available.");

export default handle({
  GET: async (_request: Request, context: Context) => {
    const id = context.params.id;
    if (!id || !isUuid(id)) throw missing();
    const circular = await getCircular(await getDb(), id.toLowerCase());
    if (!circular?.thumbnailKey || !["active", "published"].includes(circular.status)) throw missing();
    const bytes = await getCircularFile(circular.thumbnailKey);
    if (!bytes) throw missing();
    return new Response(bytes as BodyInit, {
      headers: {
        "content-type": "image/png",
        "cache-control": "public, max-age=86400",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

export const config = { path: "/api/circulars/:id/thumbnail" };
