// The circulars screen's calls (spec 7), plus the owner's proof (ADR 018).
import type { StoreJson } from "../stores/store-json.ts";
import type { CircularJson, CircularPermissions, CircularQuota, OwnerProofPage, StartedUpload } from "./circulars.ts";
import { apiFetch, HttpError } from "../ui/api.ts";

export const loadStore = (id: string) => apiFetch<StoreJson>(`/api/grocery-stores/${encodeURIComponent(id)}`);
export const loadPermissions = (id: string) => apiFetch<CircularPermissions>(`/api/circulars/permissions/${id}`);
export const loadQuota = (id: string) => apiFetch<CircularQuota>(`/api/circulars/quota/${id}`);
export const loadCirculars = (id: string) => apiFetch<CircularJson[]>(`/api/circulars/${id}`);

export const deleteCircular = (circularId: string, groceryStoreId: string) =>
  apiFetch<{ message: string }>(`/api/circulars/${circularId}`, {
    method: "DELETE",
    body: JSON.stringify({ groceryStoreId }),
  });

export const askForProof = (
  storeId: string,
  body: { email?: string; code?: string; token?: string; for?: OwnerProofPage },
) =>
  apiFetch<{ status: string; message?: string }>(`/api/circulars/owner-proof/${storeId}`, {
    method: "POST",
    body: JSON.stringify(body),
  });

/** The toast title the server chose (error.title), if any. */
export function errorTitle(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  try {
    const title = (JSON.parse(error.body) as { error?: { title?: unknown } }).error?.title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/**
 * Multipart: the browser sets the boundary, so no Content-Type of our own. The store is named in the
 * address too, so the server checks the owner before it reads the file.
 */
export function uploadCircular(form: FormData): Promise<CircularJson> {
  const storeId = String(form.get("groceryStoreId") ?? "");
  return apiFetch<CircularJson>(`/api/circulars?groceryStoreId=${encodeURIComponent(storeId)}`, {
    method: "POST",
    body: form,
  });
}

/** A slice of the file as base64, without building a giant string by hand. */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });
}

/** Files too large for one request on Netlify go in parts (ADR 018); the answer is the same. */
export async function uploadInParts(
  file: File,
  fields: { groceryStoreId: string; startDate: string; endDate: string },
): Promise<CircularJson> {
  const started = await apiFetch<StartedUpload>("/api/circular-uploads", {
    method: "POST",
    body: JSON.stringify({ ...fields, filename: file.name, size: file.size }),
  });
  for (let index = 0; index < started.parts; index++) {
    const part = file.slice(index * started.partBytes, (index + 1) * started.partBytes);
    await apiFetch<null>(`/api/circular-uploads/${started.uploadId}/parts/${index}`, {
      method: "PUT",
      body: JSON.stringify({ data: await base64Of(part) }),
    });
  }
  return apiFetch<CircularJson>(`/api/circular-uploads/${started.uploadId}/complete`, {
    method: "POST",
    body: "{}",
  });
}
