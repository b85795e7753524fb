// Accepting a suggestion says what will change: a field takes the corrected value the admin enters
// (checked by the server with the owner editor's rules); a closed store closes for good; a store
// that is not an independent grocery is deleted (restorable for 30 days); a duplicate is merged.
import { useId, useState, type FormEvent } from "react";
import { CLOSED_PAGE_DAYS } from "../stores/closed.ts";
import { isFieldKind } from "./suggestion-kinds.ts";
import { Field, TextInput } from "../ui/form-fields.tsx";
import FormActions from "../ui/FormActions.tsx";
import type { AdminSuggestionJson } from "./suggestions-api.ts";

interface Props {
  suggestion: AdminSuggestionJson;
  pending: boolean;
  error?: string;
  onSubmit: (body: { value?: string; keep?: "other" | "this" }) => void;
  onCancel: () => void;
}

const FIELD_LABELS = {
  phone: "Corrected phone",
  hours: "Corrected opening hours",
  website: "Corrected website",
  address: "Corrected address",
};

function consequence(suggestion: AdminSuggestionJson): string {
  switch (suggestion.kind) {
    case "closed":
      return `The store leaves town lists, search, best deals and the sitemap at the next update. Its page says 'Permanently closed' for ${CLOSED_PAGE_DAYS} days, then its address answers 410 Gone.`;
    case "not_independent":
      return "The store is deleted from the directory. You can restore it from the Grocery Stores tab for 30 days.";
    case "duplicate":
      return "The two listings are merged: votes, owner, boosts and circulars move to the listing you keep, and the other's address leads to it.";
    default:
      return "The listing changes at the next update, and the change shows in the store's history.";
  }
}

export default function AcceptSuggestionForm({ suggestion, pending, error, onSubmit, onCancel }: Props) {
  const id = useId();
  const kind = suggestion.kind;
  const [value, setValue] = useState(isFieldKind(kind) ? (suggestion.store[kind] ?? "") : "");
  const [keep, setKeep] = useState<"other" | "this">("other");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(isFieldKind(kind) ? { value } : kind === "duplicate" ? { keep } : {});
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-xl border border-cream-300 bg-cream-100 p-4">
      <p className="text-ink-900">{consequence(suggestion)}</p>
      {isFieldKind(kind) && (
        <Field id={`${id}-value`} label={FIELD_LABELS[kind]} error={error}>
          {(control) => <TextInput {...control} value={value} autoFocus onValue={setValue} />}
        </Field>
      )}
      {kind === "duplicate" && suggestion.duplicateOf && (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-ink-900">Keep which listing?</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-keep`} checked={keep === "other"} onChange={() => setKeep("other")} />
            {suggestion.duplicateOf.name} ({suggestion.duplicateOf.cityName}, {suggestion.duplicateOf.state})
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${id}-keep`} checked={keep === "this"} onChange={() => setKeep("this")} />
            {suggestion.store.name} ({suggestion.store.cityName}, {suggestion.store.state}), the reported one
          </label>
        </fieldset>
      )}
      {!isFieldKind(kind) && error && (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
      <FormActions label="Accept Suggestion" pendingLabel="Accepting..." pending={pending} onCancel={onCancel} />
    </form>
  );
}
