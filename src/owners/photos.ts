// Owners' photos of their store (issue #28, ADR 046), shared by the owner's editor, the admin panel,
// the store page and the functions: the limits, the messages and the JSON shapes.
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";

export const MAX_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The sizes the pages use: the gallery's (at most this wide) and the thumbnails' strip. */
export const GALLERY_WIDTH = 1200;
export const THUMB_WIDTH = 320;
export const MAX_ALT_TEXT = 150;

export const PHOTO_MESSAGES = {
  wrongType: "Please upload a JPEG, PNG or WebP photo. This file is not one, whatever its name says.",
  tooLarge: "Each photo must be 5 MB or smaller.",
  tooMany: `A store can have at most ${MAX_PHOTOS} photos. Delete one before adding another.`,
  missing: "Please choose a photo to upload.",
  gone: "This photo no longer exists.",
  unreadable: "This photo could not be read. Please try another file.",
} as const;

export const altTextSchema = text()
  .trim()
  .max(MAX_ALT_TEXT, `Describe the photo in at most ${MAX_ALT_TEXT} characters.`)
  .optional();

/** The photos' new order, every photo once; the first is the main photo. */
export const photoOrderSchema = z.object({
  order: z
    .array(text().uuid("Unknown photo."))
    .min(1, "Give the photos' order.")
    .max(MAX_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, "Each photo may appear once."),
});

export const removePhotoSchema = z.object({
  reason: text({ error: "Please enter a reason for removing the photo: the owner is told." })
    .trim()
    .min(1, "Please enter a reason for removing the photo: the owner is told.")
    .max(1000, "The reason must be at most 1000 characters."),
});

export interface PhotoImageJson {
  url: string;
  width: number;
  height: number;
}

export interface StorePhotoJson {
  id: string;
  /** The owner's description, else a generated one: never empty, it is the image's alt text. */
  alt: string;
  main: boolean;
  gallery: PhotoImageJson;
  thumb: PhotoImageJson;
}

export type PhotoSize = "gallery" | "thumb";

export const photoUrl = (id: string, size: PhotoSize) => `/api/store-photos/${id}/${size}.webp`;

export const photoAlt = (altText: string | null, storeName: string, index: number) =>
  altText?.trim() || `Photo ${index + 1} of ${storeName}`;
