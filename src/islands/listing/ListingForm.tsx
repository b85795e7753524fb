// "List Your Grocery Store" (spec section 2): validation on submit and again on every change after,
// 'Listing...' while pending, the spec's toasts, then the new store's page. A likely duplicate gets
// a link to the listing that already exists instead of a second copy.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ApiError, apiFetch } from "../shared/api.ts";
import { toast } from "../shared/toast.ts";
import { useHydrated } from "../shared/use-hydrated.ts";
import {
  EMPTY_LISTING,
  existingListingUrl,
  validateListing,
  type FieldErrors,
  type ListingField,
} from "./listing-form-state.ts";

const inputClass =
  "mt-2 block w-full rounded-xl border-2 border-cream-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600 focus:border-leaf-600 aria-[invalid=true]:border-red-700";

export default function ListingForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY_LISTING);
  const [company, setCompany] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [duplicateUrl, setDuplicateUrl] = useState<string | null>(null);

  const update = (field: ListingField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateListing(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setDuplicateUrl(null);
    const found = validateListing(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const created = await apiFetch<{ id: string; url: string }>("/api/grocery-stores", {
        method: "POST",
        body: JSON.stringify({ ...values, company }),
      });
      toast({
        title: "Grocery store listed successfully!",
        description: "Your grocery store has been added to our directory.",
      });
      // Give the toast a moment to be read before the new page replaces this one.
      window.setTimeout(() => window.location.assign(`/grocery-stores/${created.id}`), 1200);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setDuplicateUrl(existingListingUrl(error.body));
      toast({
        variant: "destructive",
        title: "Error",
        description:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : "Failed to list grocery store. Please try again.",
      });
      setPending(false);
    }
  };

  const field = (name: ListingField, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div>
        <label htmlFor={inputId} className="block font-semibold text-ink-900">
          {label}
        </label>
        {input({
          id: inputId,
          name,
          value: values[name],
          onChange: (value) => update(name, value),
          invalid: Boolean(error),
          describedBy,
        })}
        {hint && (
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {field("name", "Grocery Store Name*", (p) => (
        <TextInput {...p} autoComplete="organization" required />
      ))}
      {field("address", "Address*", (p) => (
        <TextInput {...p} autoComplete="street-address" required />
      ))}
      {field(
        "zipCode",
        "ZIP Code*",
        (p) => (
          <TextInput {...p} autoComplete="postal-code" inputMode="numeric" required />
        ),
        "The city is determined automatically from the ZIP code.",
      )}
      {field("description", "Description", (p) => (
        <textarea
          id={p.id}
          name={p.name}
          rows={4}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          aria-invalid={p.invalid}
          aria-describedby={p.describedBy}
          className={inputClass}
        />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("phone", "Phone", (p) => (
          <TextInput {...p} type="tel" autoComplete="tel" />
        ))}
        {field("website", "Website", (p) => (
          <TextInput {...p} type="url" autoComplete="url" placeholder="https://" />
        ))}
      </div>
      {field("hours", "Hours", (p) => (
        <TextInput {...p} placeholder="Mon-Sat 8 AM - 8 PM, Sun 9 AM - 6 PM" />
      ))}
      {field("imageUrl", "Image URL", (p) => (
        <TextInput {...p} type="url" placeholder="https://" />
      ))}
      {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-company`}>Company</label>
        <input
          id={`${id}-company`}
          tabIndex={-1}
          autoComplete="off"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
        />
      </div>
      {duplicateUrl && (
        <p role="alert" className="rounded-xl border-2 border-honey-400 bg-cream-100 p-4 text-ink-900">
          This store is already in the directory.{" "}
          <a href={duplicateUrl} className="font-semibold text-leaf-800 underline underline-offset-2">
            See the existing listing
          </a>
          .
        </p>
      )}
      <button
        type="submit"
        className="btn-primary w-full disabled:opacity-70 sm:w-auto"
        disabled={pending || !hydrated}
      >
        {pending ? "Listing..." : "List Grocery Store (Free)"}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

function TextInput({
  id,
  name,
  value,
  onChange,
  invalid,
  describedBy,
  ...rest
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className={inputClass}
      {...rest}
    />
  );
}
