// The photos part of the owner's listing editor (/manage-listing/{id}, ADR 046): the store's photos,
// adding one, the order (the first is the main photo) and deleting. Signed in by the same session as
// the rest of the editor; the store page shows the photos after the next rebuild.
import { useState } from "react";
import { MAX_PHOTOS, type StorePhotoJson } from "./photos.ts";
import { failureMessage } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { deletePhoto, loadPhotos, orderPhotos, uploadPhoto } from "./photos-api.ts";
import { moved } from "./photo-order.ts";
import PhotoList from "./PhotoList.tsx";
import PhotoUploadForm from "./PhotoUploadForm.tsx";

type Outcome = { kind: "done" | "failed"; text: string } | null;

export default function OwnerPhotos({ storeId }: { storeId: string }) {
  const { data: photos, failed, retry, setData } = useLoaded((signal) => loadPhotos(storeId, signal), [storeId]);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (call: () => Promise<StorePhotoJson[]>, done: string, fallback: string) => {
    setPending(true);
    setOutcome(null);
    try {
      const next = await call();
      setData(() => next);
      setOutcome({ kind: "done", text: `${done} The store's page shows it after the next update of the site.` });
      return true;
    } catch (error) {
      setOutcome({ kind: "failed", text: failureMessage(error, fallback) });
      return false;
    } finally {
      setPending(false);
    }
  };

  const ids = (photos ?? []).map((photo) => photo.id);
  return (
    <section aria-labelledby="photos-heading" className="mt-10 border-t border-cream-300 pt-8">
      <h3 id="photos-heading" className="text-xl font-semibold text-ink-900">
        Photos
      </h3>
      <p className="mt-1 text-ink-700">
        Up to {MAX_PHOTOS} photos of your store. The first is the main photo.
        {photos && ` You have ${photos.length} of ${MAX_PHOTOS}.`}
      </p>
      <p role="status" className={`mt-3 ${outcome?.kind === "failed" ? "font-medium text-red-800" : "text-leaf-800"}`}>
        {outcome?.text}
      </p>
      {failed && (
        <p className="mt-3 text-ink-700">
          Your photos could not be loaded.{" "}
          <button type="button" className="btn-outline" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {photos && (
        <div className="mt-4 flex flex-col gap-6">
          <PhotoList
            photos={photos}
            pending={pending}
            onMove={(index, to) =>
              void run(() => orderPhotos(storeId, moved(ids, index, to)), "Order saved.", "The order was not saved.")
            }
            onDelete={(photo) => void run(() => deletePhoto(photo.id), "Photo deleted.", "The photo was not deleted.")}
          />
          <PhotoUploadForm
            count={photos.length}
            pending={pending}
            onUpload={(form) => run(() => uploadPhoto(storeId, form), "Photo added.", "The photo was not uploaded.")}
          />
        </div>
      )}
    </section>
  );
}
