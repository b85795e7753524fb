// On Netlify one function request carries about 4.5 MB of file (ADR 046): a photo over 4 MB is
// redrawn in the browser, at most 3000 px on its longer side, as WebP before it is sent. The server
// still judges the bytes, resizes and strips them; a file the browser cannot draw (not an image at
// all) is sent as it is, for the server's own answer.
export const SEND_AS_IS_BYTES = 4 * 1024 * 1024;
const MAX_EDGE = 3000;

export async function photoToSend(file: File): Promise<Blob> {
  if (file.size <= SEND_AS_IS_BYTES || typeof OffscreenCanvas === "undefined") return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await canvas.convertToBlob({ type: "image/webp", quality: 0.9 });
    return smaller.size < file.size ? smaller : file;
  } catch {
    return file;
  }
}
