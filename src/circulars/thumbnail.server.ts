// The first page as a PNG for shoppers' pages: PDF.js (through unpdf) drawing on @napi-rs/canvas
// (prebuilt Skia, MIT, no system packages). A page that cannot be drawn leaves no thumbnail; the
// circular itself is still good.
import { getDocumentProxy, renderPageAsImage } from "unpdf";

export const THUMBNAIL_WIDTH = 480;

export async function renderThumbnail(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    const document = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    try {
      const png = await renderPageAsImage(document, 1, {
        canvasImport: () => import("@napi-rs/canvas"),
        width: THUMBNAIL_WIDTH,
      });
      return new Uint8Array(png);
    } finally {
      await document.cleanup().catch(() => {});
    }
  } catch (error) {
    console.warn(`thumbnail not drawn: ${(error as Error).message}`);
    return undefined;
  }
}
