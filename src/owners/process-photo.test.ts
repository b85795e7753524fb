import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto, sniffPhotoFormat } from "./process-photo.server.ts";

const image = async (format: "jpeg" | "png" | "webp", width = 64, height = 48) => {
  const blank = sharp({ create: { width, height, channels: 3, background: "#3a7" } });
  return new Uint8Array(await blank.toFormat(format).toBuffer());
};

describe("a photo's type, by its bytes", () => {
  it.each(["jpeg", "png", "webp"] as const)("knows %s by its magic number", async (format) => {
    expect(sniffPhotoFormat(await image(format))).toBe(format);
  });

  it("knows nothing else: text, a GIF, an empty file, a RIFF that is not WebP", () => {
    expect(sniffPhotoFormat(new TextEncoder().encode("hello, I am a .jpg"))).toBeUndefined();
    expect(sniffPhotoFormat(new TextEncoder().encode("GIF89a..."))).toBeUndefined();
    expect(sniffPhotoFormat(new Uint8Array())).toBeUndefined();
    expect(sniffPhotoFormat(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
  });

  it("refuses a PNG signature in front of something that is not a PNG", async () => {
    const png = await image("png");
    const forged = new Uint8Array([...png.subarray(0, 8), ...new TextEncoder().encode("not the rest of a png")]);
    await expect(processPhoto(forged)).rejects.toMatchObject({ status: 422 });
  });

  it("never enlarges a small photo, and upright photos stay upright", async () => {
    const { gallery, thumb } = await processPhoto(await image("jpeg", 200, 100));
    expect([gallery.width, gallery.height]).toEqual([200, 100]);
    expect([thumb.width, thumb.height]).toEqual([200, 100]);
  });
});
