// The owner's name and address (ADR 044): these move the store's page to a new address, so a change
// is sent to the site's admins for review instead of going live. A proposal waiting for review is
// shown; sending another replaces it. The owner hears the decision by e-mail.
import { useId, useState, type FormEvent } from "react";
import {
  changedFields,
  NAME_ADDRESS_FIELDS,
  NAME_ADDRESS_LABELS,
  type NameAddressChangeJson,
  type NameAddressField,
  type NameAndAddress,
} from "./name-address-schema.ts";
import type { OwnerListingJson } from "./owner-edit-schema.ts";
import { HttpError, failureMessage } from "../ui/api.ts";
import { Field, TextInput } from "../ui/form-fields.tsx";
import { errorsFromBody } from "./owner-form-state.ts";
import { nameAddressOf, proposalFromForm, validateNameAddress, type NameAddressErrors } from "./name-address-state.ts";
import { proposeNameAddress } from "./owner-listing-api.ts";
import { readerDate } from "../platform/dates.ts";

const HINTS: Partial<Record<NameAddressField, string>> = {
  zipCode: "The town follows the ZIP code.",
};

function Waiting({ change }: { change: NameAddressChangeJson }) {
  return (
    <div className="rounded-xl border-2 border-honey-800 bg-cream-100 p-4 text-ink-900">
      <p className="font-semibold">Waiting for review since {readerDate(change.proposedAt, "numeric")}</p>
      <ul className="mt-1 list-disc pl-5">
        {changedFields(change).map((field) => (
          <li key={field}>
            {NAME_ADDRESS_LABELS[field]}: {change.proposed[field]}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        We&apos;ll e-mail you when an admin has decided. Sending another change replaces this one.
      </p>
    </div>
  );
}

export default function NameAddressForm({ listing }: { listing: OwnerListingJson }) {
  const id = useId();
  const current = nameAddressOf(listing);
  const [form, setForm] = useState<NameAndAddress>(current);
  const [waiting, setWaiting] = useState(listing.pendingNameAddress);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<NameAddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errors: NameAddressErrors = { ...serverErrors, ...(submitted ? validateNameAddress(form, current) : {}) };
  const fieldId = (field: string) => `${id}-${field}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFailure(null);
    const first = Object.keys(validateNameAddress(form, current))[0];
    if (first) {
      if (first !== "body") document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await proposeNameAddress(listing.id, proposalFromForm(form, current));
      setWaiting(answer.pending);
      setSubmitted(false);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) setServerErrors(errorsFromBody(error.body));
      setFailure(failureMessage(error, "Your change could not be sent. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-cream-300 pt-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold text-ink-900">
        Name and address
      </h3>
      <p className="mt-1 text-ink-700">
        These move your store&apos;s page to a new address, so our admins check a change before it goes live. The old
        address keeps leading to your page.
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {waiting && <Waiting change={waiting} />}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-5">
        {NAME_ADDRESS_FIELDS.map((field) => (
          <Field
            key={field}
            id={fieldId(field)}
            label={NAME_ADDRESS_LABELS[field]}
            hint={HINTS[field]}
            error={errors[field]}
          >
            {(wiring) => (
              <TextInput
                {...wiring}
                value={form[field]}
                autoComplete={
                  field === "zipCode" ? "postal-code" : field === "address" ? "street-address" : "organization"
                }
                inputMode={field === "zipCode" ? "numeric" : undefined}
                onValue={(value) => {
                  setForm((f) => ({ ...f, [field]: value }));
                  setServerErrors(({ [field]: _dropped, body: _body, ...rest }) => rest);
                }}
              />
            )}
          </Field>
        ))}
        {(failure || errors.body) && (
          <p role="alert" className="rounded-xl border-2 border-red-800 bg-cream-50 p-4 font-medium text-red-800">
            {failure ?? errors.body}
          </p>
        )}
        <button type="submit" className="btn-outline w-full disabled:opacity-70 sm:w-auto" disabled={pending}>
          {pending ? "Sending..." : "Send for review"}
        </button>
      </form>
    </section>
  );
}
