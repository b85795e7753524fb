// The owner's photo calls (ADR 046): the list, an upload, a new order, a delete. Each answers the
// store's photos as they now are.
import type { StorePhotoJson } from "./photos.ts";
import { apiFetch } from "../ui/api.ts";

const ownerPath = (storeId: string) => `/api/owner/grocery-stores/${encodeURIComponent(storeId)}/photos`;

export const loadPhotos = (storeId: string, signal?: AbortSignal) =>
  apiFetch<StorePhotoJson[]>(`/api/grocery-stores/${encodeURIComponent(storeId)}/photos`, { signal });

export const uploadPhoto = (storeId: string, form: FormData) =>
  apiFetch<StorePhotoJson[]>(ownerPath(storeId), { method: "POST", body: form });

export const orderPhotos = (storeId: string, order: string[]) =>
  apiFetch<StorePhotoJson[]>(ownerPath(storeId), { method: "PUT", body: JSON.stringify({ order }) });

export const deletePhoto = (photoId: string) =>
  apiFetch<StorePhotoJson[]>(`/api/owner/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });
