// One city on /admin/city-images: a preview (its image, or the colour swatch the site shows when
// there is none or it fails to load), the image-source badge, and an inline form to set a new image
// URL (PUT /api/admin/cities/{cityId}/image; trimmed; required).
import { useId, useState, type FormEvent } from "react";
import { swatchBackground } from "../towns/city-swatch.ts";
import { BADGE_CLASSES, BADGE_LABELS, imageBadge } from "../towns/image-badge.ts";
import type { City } from "../towns/use-all-cities.ts";
import { useCityEdit } from "../towns/use-city-edit.ts";
import Field from "../ui/Field.tsx";
import FormActions from "../ui/FormActions.tsx";

export const IMAGE_REQUIRED = "Please enter an image URL";

export default function CityImageCard({ city, onSaved }: { city: City; onSaved: (city: City) => void }) {
  const id = useId();
  const { editing, open, close, draft, setDraft, error, clearError, refuse, pending, save, editButton, field } =
    useCityEdit({
      city,
      onSaved,
      what: "image",
      successTitle: "City image updated",
      failure: "Failed to update city image",
    });
  // The URL that failed to load, so a new URL gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const badge = imageBadge(city);
  const showImage = badge !== "fallback" && city.imageUrl && city.imageUrl !== brokenUrl;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const imageUrl = draft.trim();
    if (!imageUrl) refuse(IMAGE_REQUIRED);
    else void save({ imageUrl });
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 shadow-card">
      <div className="relative aspect-[16/9] bg-cream-200">
        {showImage ? (
          <img
            src={city.imageUrl!}
            alt={`Current image of ${city.name}`}
            loading="lazy"
            decoding="async"
            onError={() => setBrokenUrl(city.imageUrl)}
            className="size-full object-cover"
          />
        ) : (
          <div className="size-full" style={{ background: swatchBackground(city.fallbackColor) }}>
            <span className="sr-only">
              {city.imageUrl && city.imageUrl === brokenUrl ? "The image failed to load; " : "No image; "}
              the site shows a colour swatch.
            </span>
          </div>
        )}
        <span
          className={`absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[badge]}`}
        >
          <span className="sr-only">Image source: </span>
          {BADGE_LABELS[badge]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="font-sans text-lg font-semibold text-ink-900">
          {city.name}, {city.state}
        </h2>
        {city.imageAttribution && (
          <p className="text-sm text-ink-700">
            {city.imageAttribution.author ?? "Unknown author"}, {city.imageAttribution.license}
          </p>
        )}
        {city.imageUrl && city.imageUrl === brokenUrl && (
          <p className="text-sm text-red-800">The image at this address did not load.</p>
        )}
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <Field
              id={`${id}-url`}
              label={`Image URL for ${city.name}`}
              type="url"
              required
              placeholder="https://"
              value={draft}
              onChange={(value) => {
                setDraft(value);
                if (error) clearError();
              }}
              error={error}
              inputRef={field}
            />
            <FormActions label="Save image" pendingLabel="Saving..." pending={pending} onCancel={close} />
          </form>
        ) : (
          <button
            ref={editButton}
            type="button"
            className="btn-outline mt-auto"
            onClick={() => open(city.imageUrl ?? "")}
          >
            Change image<span className="sr-only"> of {city.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
