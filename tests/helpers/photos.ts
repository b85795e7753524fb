// Photos for the photo tests (ADR 046), made on the spot: a JPEG carrying EXIF GPS coordinates (an
// APP1 segment written by hand, so the test knows exactly what is in it), other formats, and the
// multipart request a browser sends to the owner's upload.
import type { Context } from "@netlify/functions";
import sharp from "sharp";
import { CookieJar } from "../../scripts/lib/warm-functions.ts";
import { SITE_ORIGIN } from "./call-function.ts";

/** A picture with some detail (a gradient of colours), so the encoders have something to keep. */
export function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i * 7) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = (i * 13) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The coordinates written into the GPS EXIF below, as the ASCII of its reference fields. */
export const GPS_MARKER = "GPS-Decorah-IA";

/** A big-endian TIFF block: IFD0 pointing at a GPS IFD (N 43 18' 12", W 91 47' 8") and a marker. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(160);
  tiff.write("MM", 0, "ascii");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825, LONG) -> the GPS IFD at 26.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // GPS IFD at 26: LatitudeRef, Latitude, LongitudeRef, Longitude, AreaInformation (the marker).
  const entries: [tag: number, type: number, count: number, value: number | string][] = [
    [0x0001, 2, 2, "N"],
    [0x0002, 5, 3, 92],
    [0x0003, 2, 2, "W"],
    [0x0004, 5, 3, 116],
    [0x001c, 7, GPS_MARKER.length, 140],
  ];
  tiff.writeUInt16BE(entries.length, 26);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 28 + i * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (typeof value === "string") tiff.write(value, at + 8, "ascii");
    else tiff.writeUInt32BE(value, at + 8);
  });
  tiff.writeUInt32BE(0, 28 + entries.length * 12); // the IFD ends at 92, its values follow
  const rationals = (at: number, values: number[]) =>
    values.forEach((v, i) => {
      tiff.writeUInt32BE(v, at + i * 8);
      tiff.writeUInt32BE(1, at + i * 8 + 4);
    });
  rationals(92, [43, 18, 12]);
  rationals(116, [91, 47, 8]);
  tiff.write(GPS_MARKER, 140, "ascii");
  const header = Buffer.from("Exif\0\0", "binary");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + header.length + tiff.length);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, header, tiff]);
}

/** A JPEG whose EXIF holds GPS coordinates, inserted right after its start-of-image marker. */
export async function jpegWithGps(width = 1600, height = 1000): Promise<Uint8Array> {
  const jpeg = await picture(width, height).jpeg({ quality: 90 }).toBuffer();
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), exifWithGps(), jpeg.subarray(2)]));
}

export async function pngPhoto(width = 400, height = 300): Promise<Uint8Array> {
  return new Uint8Array(await picture(width, height).png().toBuffer());
}

export interface PhotoFile {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
  alt?: string;
}

/** The multipart POST a browser makes from the owner's editor. */
export async function photoUploadRequest(storeId: string, file: PhotoFile | null, cookie?: string) {
  const form = new FormData();
  if (file) {
    const blob = new File([file.bytes as BlobPart], file.filename ?? "store.jpg", { type: file.type ?? "image/jpeg" });
    form.set("file", blob);
    if (file.alt) form.set("alt", file.alt);
  }
  const encoded = new Response(form);
  const headers = new Headers({ "content-type": encoded.headers.get("content-type")!, origin: SITE_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE_ORIGIN}/api/owner/grocery-stores/${storeId}/photos`, {
    method: "POST",
    headers,
    body: await encoded.arrayBuffer(),
  });
}

type NetlifyFunction = (request: Request, context: Context) => Promise<Response>;

/** Calls a function with a request made by hand, as the platform does. */
export async function send(fn: NetlifyFunction, request: Request, params: Record<string, string>) {
  const context = {
    params,
    geo: {},
    ip: "127.0.0.1",
    cookies: new CookieJar(request.headers.get("cookie")),
  } as unknown as Context;
  const response = await fn(request, context);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
