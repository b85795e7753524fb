// What an uploaded photo becomes (ADR 046): its type judged by its bytes (the magic number first,
// then sharp's own reading of the header), then one WebP per size the pages use. sharp writes no
// metadata unless asked (`keepMetadata`/`withMetadata` are never called here): EXIF, GPS, XMP and
// ICC text are dropped; `rotate()` first applies the EXIF orientation, which would otherwise be lost.
import sharp from "sharp";
import { GALLERY_WIDTH, PHOTO_MESSAGES, THUMB_WIDTH } from "./photos.ts";
import { ApiError } from "../platform/errors.server.ts";

export type PhotoFormat = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The photo's format by its first bytes, or undefined: names and declared types are not looked at. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" size "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

// Each photo is decoded once: libvips' operation cache (up to 50 MB by default) would only keep
// memory in a long-running server.
sharp.cache(false);

/** A decompression bomb (a small file that decodes to gigabytes) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export interface ResizedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  gallery: ResizedImage;
  thumb: ResizedImage;
}

export const wrongType = () => new ApiError("unsupported_media_type", PHOTO_MESSAGES.wrongType);

async function resized(input: Buffer, width: number): Promise<ResizedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const sniffed = sniffPhotoFormat(bytes);
  if (!sniffed) throw wrongType();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // The header must agree with the magic number: a PNG signature on a JPEG body is not a photo.
    if (meta.format !== sniffed || !meta.width || !meta.height) throw wrongType();
    const [gallery, thumb] = await Promise.all([resized(input, GALLERY_WIDTH), resized(input, THUMB_WIDTH)]);
    return { gallery, thumb };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Truncated or corrupt image data, or more pixels than allowed.
    throw new ApiError("validation_failed", PHOTO_MESSAGES.unreadable);
  }
}
