// GET /api/circulars/{id}/thumbnail - the first page of an active circular as a PNG, for the store
// and best-deals pages.
import { serveCircularFile } from "../src/circulars/serve-circular-file.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  GET: serveCircularFile({
    missing: "This image is not available.",
    key: (circular) => circular.thumbnailKey,
    headers: () => ({ "content-type": "image/png", "cache-control": "public, max-age=86400" }),
  }),
});

export const config = { path: "/api/circulars/:id/thumbnail" };
