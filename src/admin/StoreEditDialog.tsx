// Edit any field of a store in a modal form (PUT /api/admin/grocery-stores/{id}). Only the fields
// that changed are sent, checked first with the server's own rules; a 422 puts the server's
// messages under the fields it names.
import { useId, useState, type FormEvent } from "react";
import { HttpError } from "../ui/api.ts";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "./admin-api.ts";
import Field from "../ui/Field.tsx";
import Modal from "../ui/Modal.tsx";
import {
  changedFields,
  errorsFromResponse,
  formFromStore,
  validateEdit,
  type EditErrors,
  type TextField,
} from "./store-edit-state.ts";
import type { AdminStore } from "./admin-store-types.ts";
import FormActions from "../ui/FormActions.tsx";
import HoursByDay from "../ui/HoursByDay.tsx";
import { AMENITY_FIELDS, AMENITY_LABELS } from "../stores/amenities.ts";

// Yes, no, or not stated (null, ADR 060): the page shows only what is stated.
const AMENITY_CHOICES = [
  { value: "", label: "Not stated" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
const choiceOf = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
const valueOf = (choice: string) => (choice === "" ? null : choice === "yes");

interface Props {
  store: AdminStore;
  onSaved: (store: AdminStore) => void;
  onClose: () => void;
}

const LABELS: Record<TextField, string> = {
  name: "Store name*",
  address: "Address*",
  zipCode: "ZIP code*",
  description: "Description",
  ownerDescription: "Owner's description",
  phone: "Phone",
  website: "Website",
  hours: "Hours",
  imageUrl: "Image URL",
};

export default function StoreEditDialog({ store, onSaved, onClose }: Props) {
  const id = useId();
  const [form, setForm] = useState(() => formFromStore(store));
  const [errors, setErrors] = useState<EditErrors>({});
  const [pending, setPending] = useState(false);
  const fieldId = (field: string) => `${id}-${field}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    if (pending) return;
    const edit = changedFields(store, form);
    const found = validateEdit(edit);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (Object.keys(edit).length === 0) {
      close();
      return;
    }
    setPending(true);
    try {
      const saved = await adminFetch<AdminStore>(`/api/admin/grocery-stores/${store.id}`, {
        method: "PUT",
        body: JSON.stringify(edit),
      });
      toast({
        title: "Grocery store updated",
        description: "The public page shows the change after the next rebuild.",
      });
      onSaved(saved);
      close();
    } catch (error) {
      setPending(false);
      if (error instanceof HttpError && error.status === 422) {
        const fromServer = errorsFromResponse(error.body);
        setErrors(fromServer);
        const field = Object.keys(fromServer)[0];
        if (field) document.getElementById(fieldId(field))?.focus();
      }
      toast({
        variant: "destructive",
        title: "Error",
        description: failureText(error, "Failed to update grocery store"),
      });
    }
  };

  const text = (field: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={fieldId(field)}
      label={LABELS[field]}
      value={form[field]}
      onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <Modal title={`Edit ${store.name}`} onClose={onClose}>
      {(close) => (
        <form onSubmit={(event) => void onSubmit(event, close)} noValidate className="space-y-4">
          <p className="text-sm text-ink-600">Fields marked * are required.</p>
          {text("name", { required: true })}
          {text("address", { required: true })}
          {text("zipCode", {
            required: true,
            inputMode: "numeric",
            hint: "Must stay in the same town: a store cannot move to another city by an edit.",
          })}
          {text("description", { rows: 4 })}
          {text("ownerDescription", { rows: 3 })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("phone", { type: "tel" })}
            {text("website", { type: "url", placeholder: "https://" })}
          </div>
          <div>
            {text("hours")}
            <HoursByDay
              id={fieldId("hours-days")}
              value={form.hours}
              onValue={(hours) => setForm((current) => ({ ...current, hours }))}
            />
          </div>
          {text("imageUrl", { type: "url", placeholder: "https://" })}
          <fieldset>
            <legend className="font-semibold text-ink-900">What the store offers</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {AMENITY_FIELDS.map((field) => (
                <div key={field}>
                  <label htmlFor={fieldId(field)} className="block text-sm font-medium text-ink-900">
                    {AMENITY_LABELS[field]}
                  </label>
                  <select
                    id={fieldId(field)}
                    value={choiceOf(form[field])}
                    onChange={(e) => setForm((current) => ({ ...current, [field]: valueOf(e.target.value) }))}
                    className="mt-1 min-h-11 w-full rounded-lg border border-cream-300 bg-white px-3"
                  >
                    {AMENITY_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                  {errors[field] && <p className="mt-1 text-sm font-medium text-red-800">{errors[field]}</p>}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="flex items-start gap-3">
            <input
              id={fieldId("isActive")}
              type="checkbox"
              checked={form.isActive}
              onChange={(e) => setForm((current) => ({ ...current, isActive: e.target.checked }))}
              aria-describedby={`${fieldId("isActive")}-hint`}
              className="mt-1 size-5 accent-leaf-700"
            />
            <div>
              <label htmlFor={fieldId("isActive")} className="font-semibold text-ink-900">
                Active
              </label>
              <p id={`${fieldId("isActive")}-hint`} className="text-sm text-ink-600">
                Inactive stores are hidden from the public site but kept here.
              </p>
              {errors.isActive && <p className="mt-1 text-sm font-medium text-red-800">{errors.isActive}</p>}
            </div>
          </div>
          <FormActions
            label="Save changes"
            pendingLabel="Saving..."
            pending={pending}
            onCancel={close}
            className="pt-2"
          />
        </form>
      )}
    </Modal>
  );
}
