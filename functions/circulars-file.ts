// GET /api/circulars/{id}/file - the PDF of an active circular, for shoppers (linked from the store
// and best-deals pages). Processing and failed files are not served.
import { serveCircularFile } from "../src/circulars/serve-circular-file.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  GET: serveCircularFile({
    missing: "This circular is not available.",
    key: (circular) => circular.blobKey,
    headers: (circular) => ({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${circular.originalFilename.replace(/[^\w. -]/g, "_")}"`,
      "cache-control": "public, max-age=300",
    }),
  }),
});

export const config = { path: "/api/circulars/:id/file" };
