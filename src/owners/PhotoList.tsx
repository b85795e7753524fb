// The owner's photos in gallery order (ADR 046): the first is the main photo; each can be made main,
// moved, or deleted (after a second click, so one slip deletes nothing).
import { useState } from "react";
import type { StorePhotoJson } from "./photos.ts";

interface Props {
  photos: readonly StorePhotoJson[];
  pending: boolean;
  onMove: (index: number, to: number) => void;
  onDelete: (photo: StorePhotoJson) => void;
}

export default function PhotoList({ photos, pending, onMove, onDelete }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (photos.length === 0) {
    return (
      <p className="rounded-xl border-2 border-dashed border-cream-300 p-6 text-center text-ink-700">
        No photos yet. The first one you add becomes the main photo.
      </p>
    );
  }
  return (
    <ol aria-label="Your photos" className="grid gap-3 sm:grid-cols-2">
      {photos.map((photo, index) => {
        const name = `photo ${index + 1}`;
        return (
          <li key={photo.id} className="flex gap-3 rounded-xl border border-cream-300 bg-white p-3">
            <img
              src={photo.thumb.url}
              width={photo.thumb.width}
              height={photo.thumb.height}
              alt={photo.alt}
              className="h-20 w-28 shrink-0 rounded-lg object-cover"
            />
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-sm break-words text-ink-900">
                <span className="font-semibold">{photo.main ? "Main photo" : `Photo ${index + 1}`}</span>
                <span className="block text-ink-700">{photo.alt}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                {!photo.main && (
                  <button type="button" className="btn-outline" disabled={pending} onClick={() => onMove(index, 0)}>
                    Make main<span className="sr-only"> ({name})</span>
                  </button>
                )}
                {index > 0 && (
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={pending}
                    onClick={() => onMove(index, index - 1)}
                  >
                    Earlier<span className="sr-only"> ({name})</span>
                  </button>
                )}
                {index < photos.length - 1 && (
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={pending}
                    onClick={() => onMove(index, index + 1)}
                  >
                    Later<span className="sr-only"> ({name})</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-outline text-red-800"
                  disabled={pending}
                  onClick={() => (confirming === photo.id ? onDelete(photo) : setConfirming(photo.id))}
                >
                  {confirming === photo.id ? "Yes, delete" : "Delete"}
                  <span className="sr-only"> {name}</span>
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
