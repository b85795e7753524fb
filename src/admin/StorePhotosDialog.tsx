// A store's owner photos for the admin (ADR 046), opened from its row in the Grocery Stores tab:
// each photo with 'Remove', which asks for a reason (the shared reason form) that the verified owner
// is mailed with the editor's link. The store's page changes at the next rebuild.
import { useState } from "react";
import type { StorePhotoJson } from "../owners/photos.ts";
import { apiFetch } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { adminFetch, failureText } from "./admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import ReasonForm from "../ui/ReasonForm.tsx";
import type { AdminStore } from "./admin-store-types.ts";

const storePath = (storeId: string) => `/api/grocery-stores/${encodeURIComponent(storeId)}/photos`;
const removePath = (storeId: string, photoId: string) =>
  `/api/admin/grocery-stores/${encodeURIComponent(storeId)}/photos/${encodeURIComponent(photoId)}/remove`;

export default function StorePhotosDialog({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const {
    data: photos,
    failed,
    retry,
  } = useLoaded((signal) => apiFetch<StorePhotoJson[]>(storePath(store.id), { signal }), [store.id]);
  const [target, setTarget] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const remove = async (photo: StorePhotoJson, reason: string) => {
    setPending(true);
    try {
      await adminFetch(removePath(store.id, photo.id), { method: "POST", body: JSON.stringify({ reason }) });
      setTarget(null);
      toast({
        title: "Photo removed",
        description: "The owner has been told why; the page changes at the next rebuild.",
      });
      retry();
    } catch (error) {
      toast({ variant: "destructive", title: "Removal Failed", description: failureText(error, "Please try again.") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={`Photos of ${store.name}`} onClose={onClose}>
      {(close) => (
        <div className="space-y-4">
          {failed && <LoadFailed message="The photos could not be loaded." onRetry={retry} />}
          {!photos && !failed && <Loading what="photos" />}
          {photos?.length === 0 && <p className="text-ink-700">The owner has not added photos.</p>}
          {photos && photos.length > 0 && (
            <ol aria-label="Photos" className="space-y-3">
              {photos.map((photo, index) => (
                <li key={photo.id} className="rounded-xl border border-cream-300 bg-white p-3">
                  <div className="flex items-start gap-3">
                    <img
                      src={photo.thumb.url}
                      width={photo.thumb.width}
                      height={photo.thumb.height}
                      alt={photo.alt}
                      className="h-20 w-28 shrink-0 rounded-lg object-cover"
                    />
                    <div className="flex flex-col gap-2">
                      <p className="text-sm text-ink-900">
                        <span className="font-semibold">{photo.main ? "Main photo" : `Photo ${index + 1}`}</span>
                        <span className="block text-ink-700">{photo.alt}</span>
                      </p>
                      <button
                        type="button"
                        className="btn-outline w-fit text-red-800"
                        disabled={pending}
                        onClick={() => setTarget(photo.id)}
                      >
                        Remove<span className="sr-only"> photo {index + 1}</span>
                      </button>
                    </div>
                  </div>
                  {target === photo.id && (
                    <ReasonForm
                      pending={pending}
                      onSubmit={(reason) => void remove(photo, reason)}
                      onCancel={() => setTarget(null)}
                      hint="Sent to the store's verified owner by e-mail, and kept in the store's history."
                      label="Reason for removing the photo*"
                      requiredMessage="Please enter a reason for removing the photo: the owner is told."
                      submitLabel="Remove Photo"
                      pendingLabel="Removing..."
                    />
                  )}
                </li>
              ))}
            </ol>
          )}
          <button type="button" className="btn-outline" onClick={close}>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
