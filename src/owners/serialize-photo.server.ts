// A photo row as the API, the owner's editor and the store page see it.
import type { StorePhoto } from "../../db/schema.ts";
import { photoAlt, photoUrl, type StorePhotoJson } from "./photos.ts";

export function serializePhoto(row: StorePhoto, storeName: string, index: number): StorePhotoJson {
  return {
    id: row.id,
    alt: photoAlt(row.altText, storeName, index),
    main: index === 0,
    gallery: { url: photoUrl(row.id, "gallery"), width: row.width, height: row.height },
    thumb: { url: photoUrl(row.id, "thumb"), width: row.thumbWidth, height: row.thumbHeight },
  };
}

/** A store's photos in gallery order (the rows as `photosOfStore` reads them). */
export const serializePhotos = (rows: readonly StorePhoto[], storeName: string): StorePhotoJson[] =>
  rows.map((row, index) => serializePhoto(row, storeName, index));
