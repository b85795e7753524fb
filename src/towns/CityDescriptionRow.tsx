// One city in the Cities tab: its description, and an inline form to edit it
// (PUT /api/admin/cities/{cityId}/description). Focus moves into the form when it opens and back to
// the Edit button when it closes.
import { useId, type FormEvent } from "react";
import Field from "../ui/Field.tsx";
import type { City } from "./use-all-cities.ts";
import { useCityEdit } from "./use-city-edit.ts";
import { storeCountOf } from "./city-json.ts";
import FormActions from "../ui/FormActions.tsx";
import { cityHref } from "../stores/store-view.ts";

export default function CityDescriptionRow({ city, onSaved }: { city: City; onSaved: (city: City) => void }) {
  const id = useId();
  const { editing, open, close, draft, setDraft, error, pending, save, editButton, field } = useCityEdit({
    city,
    onSaved,
    what: "description",
    successTitle: "City description updated",
    failure: "Failed to update city description",
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save({ description: draft.trim() });
  };

  return (
    <li className="rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-lg font-semibold text-ink-900">
            {city.name}, {city.state}
          </h3>
          <p className="text-sm text-ink-700">
            {storeCountOf(city).toLocaleString("en-US")} {storeCountOf(city) === 1 ? "store" : "stores"} ·{" "}
            <a href={cityHref(city.slug)} className="text-leaf-800 underline underline-offset-2">
              {cityHref(city.slug)}
            </a>
          </p>
        </div>
        {!editing && (
          <button ref={editButton} type="button" className="btn-outline" onClick={() => open(city.description ?? "")}>
            Edit description<span className="sr-only"> of {city.name}</span>
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <Field
            id={`${id}-description`}
            label={`Description of ${city.name}`}
            rows={5}
            value={draft}
            onChange={setDraft}
            error={error}
            hint="Shown on the city's page. Leave empty to use the standard text."
            inputRef={field}
          />
          <FormActions label="Save description" pendingLabel="Saving..." pending={pending} onCancel={close} />
        </form>
      ) : (
        <p className={`mt-3 whitespace-pre-line ${city.description ? "text-ink-900" : "text-ink-600 italic"}`}>
          {city.description || "No description yet."}
        </p>
      )}
    </li>
  );
}
