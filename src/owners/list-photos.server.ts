// GET /api/grocery-stores/{id}/photos: a store's photos in gallery order (public: they are on its
// page), for the owner's editor, the admin panel and a page built before the photos were added.
import type { Db } from "../../db/client.ts";
import { photosOfStore } from "./store-photos-queries.server.ts";
import type { StorePhotoJson } from "./photos.ts";
import { findStore } from "../stores/find-store.server.ts";
import { serializePhotos } from "./serialize-photo.server.ts";

export async function listStorePhotos(db: Db, storeId: string): Promise<StorePhotoJson[]> {
  const store = await findStore(db, storeId);
  return serializePhotos(await photosOfStore(db, store.id), store.name);
}
