// The verified owner's edit form (ADR 040): description, phone, website, opening hours (with the
// listing form's day-by-day rows) and the seven badges. The shared schema checks on submit and then
// on every change; a 422 puts the server's words under the same fields. After a save it says what
// changed and when the store's page shows it: nothing more (the page changes at the next rebuild).
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { OWNER_BADGES, OWNER_FIELD_LABELS, type OwnerListingJson } from "./owner-edit-schema.ts";
import { storeIdHref } from "../stores/store-view.ts";
import { HttpError, failureMessage } from "../ui/api.ts";
import { Field, TextArea, TextInput, type ControlProps } from "../ui/form-fields.tsx";
import HoursByDay from "../ui/HoursByDay.tsx";
import { saveOwnerListing } from "./owner-listing-api.ts";
import {
  editFromForm,
  errorsFromBody,
  formFromListing,
  validateOwnerForm,
  type OwnerFormErrors,
  type TextField,
} from "./owner-form-state.ts";

/** When a saved change reaches the public page, as the site this page was built for rebuilds (ADR 027). */
const SHOWS = {
  local: "Your store's page shows it within a minute, once the site has rebuilt.",
  scheduled: "Your store's page shows it after the site's next update, usually within 15 minutes.",
} as const;
export type Updates = keyof typeof SHOWS;

type Saved = { changed: string[] };

const SIGNED_OUT =
  "Your sign-in has expired, so nothing was saved. Copy any long text, reload the page and confirm it's you again.";

interface Props {
  listing: OwnerListingJson;
  updates: Updates;
  onSaved: (listing: OwnerListingJson) => void;
}

export default function OwnerEditForm({ listing, updates, onSaved }: Props) {
  const id = useId();
  // What the server holds: a text field equal to it is not sent (owner-form-state.ts).
  const [initial, setInitial] = useState(() => formFromListing(listing));
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<OwnerFormErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const errors: OwnerFormErrors = { ...serverErrors, ...(submitted ? validateOwnerForm(form, initial) : {}) };
  const fieldId = (field: string) => `${id}-${field}`;

  const setText = (field: TextField, value: string) => {
    setForm((current) => ({ ...current, text: { ...current.text, [field]: value } }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFailure(null);
    const first = Object.keys(validateOwnerForm(form, initial))[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await saveOwnerListing(listing.id, editFromForm(form, initial));
      setInitial(formFromListing(answer.listing));
      setForm(formFromListing(answer.listing));
      setSaved({ changed: answer.changed });
      onSaved(answer.listing);
    } catch (error) {
      setSaved(null);
      if (error instanceof HttpError && error.status === 422) setServerErrors(errorsFromBody(error.body));
      const signedOut = error instanceof HttpError && error.status === 401;
      setFailure(signedOut ? SIGNED_OUT : failureMessage(error, "Your changes could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  };

  type Bound = ControlProps & { value: string; onValue: (value: string) => void };
  const text = (field: TextField, control: (p: Bound) => ReactNode, hint?: string) => (
    <Field id={fieldId(field)} label={OWNER_FIELD_LABELS[field]} hint={hint} error={errors[field]}>
      {(wiring) => control({ ...wiring, value: form.text[field], onValue: (value) => setText(field, value) })}
    </Field>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {text(
        "ownerDescription",
        (p) => (
          <TextArea {...p} rows={5} />
        ),
        "Leads your store's page. At most 2000 characters.",
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("phone", (p) => (
          <TextInput {...p} type="tel" autoComplete="tel" />
        ))}
        {text("website", (p) => (
          <TextInput {...p} type="url" autoComplete="url" placeholder="https://" />
        ))}
      </div>
      {text("hours", (p) => (
        <>
          <TextInput {...p} placeholder="Mo-Sa 08:00-20:00; Su off" />
          <HoursByDay id={fieldId("hours-days")} value={p.value} onValue={p.onValue} />
        </>
      ))}
      <fieldset>
        <legend className="font-semibold text-ink-900">What your store offers</legend>
        <p className="mt-1 text-sm text-ink-700">
          Tick what you have. Your page shows only what you tell us; untouched boxes stay as they are.
        </p>
        <div className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {OWNER_BADGES.map((badge) => (
            <label key={badge} className="flex min-h-11 items-center gap-3 text-ink-900">
              <input
                type="checkbox"
                checked={form.badges[badge] === true}
                onChange={(e) =>
                  setForm((current) => ({ ...current, badges: { ...current.badges, [badge]: e.target.checked } }))
                }
                className="size-5 accent-leaf-700"
              />
              {OWNER_FIELD_LABELS[badge]}
              {/* Unknown (ADR 060): unticked, but not a "no" until the owner says so. */}
              {form.badges[badge] === null && <span className="text-sm text-ink-600">Not stated yet</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className="rounded-xl border-2 border-red-800 bg-cream-50 p-4 font-medium text-red-800">
          {failure}
        </p>
      )}
      <div role="status" className="empty:hidden">
        {saved && (
          <div className="rounded-xl border-2 border-leaf-700 bg-leaf-50 p-4 text-ink-900">
            <p className="font-semibold">
              {saved.changed.length === 0
                ? "Saved. Nothing changed: your details are marked as confirmed today."
                : `Saved: ${saved.changed.map((f) => OWNER_FIELD_LABELS[f as keyof typeof OWNER_FIELD_LABELS] ?? f).join(", ")}.`}
            </p>
            <p className="mt-1">
              {SHOWS[updates]}{" "}
              <a href={storeIdHref(listing.id)} className="font-semibold text-leaf-800 underline underline-offset-2">
                See your store&apos;s page
              </a>
            </p>
          </div>
        )}
      </div>
      <button type="submit" className="btn-primary w-full disabled:opacity-70 sm:w-auto" disabled={pending}>
        {pending ? "Saving..." : "Save changes"}
      </button>
    </form>
  );
}
