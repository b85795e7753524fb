// "List Your Grocery Store" (spec section 2): validation on submit and again on every change after,
// 'Listing...' while pending, the spec's toasts, then the new store's page. A likely duplicate gets
// a link to the listing that already exists instead of a second copy.
import { useState, type FormEvent } from "react";
import { Honeypot, TextArea, TextInput } from "../ui/form-fields.tsx";
import HoursByDay from "../ui/HoursByDay.tsx";
import { HttpError, apiFetch, failureMessage } from "../ui/api.ts";
import SubmitButton from "../ui/SubmitButton.tsx";
import { toast } from "../ui/toast.ts";
import { useValidatedForm } from "../ui/use-validated-form.tsx";
import { storeIdHref } from "../stores/store-view.ts";
import { AMENITY_FIELDS, AMENITY_LABELS, type AmenityField } from "../stores/amenities.ts";
import { EMPTY_LISTING, existingListingUrl, validateListing } from "./listing-form-state.ts";
import { useZipTown } from "./use-zip-town.ts";

export default function ListingForm() {
  const { id, values, pending, check, submit, field } = useValidatedForm(EMPTY_LISTING, validateListing);
  const [nectar, setNectar] = useState("");
  // Only ticked boxes are sent (true): an unticked one leaves the amenity unknown, not "no" (ADR 060).
  const [offers, setOffers] = useState<Partial<Record<AmenityField, true>>>({});
  const [duplicateUrl, setDuplicateUrl] = useState<string | null>(null);
  const zipTown = useZipTown(values.zipCode);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDuplicateUrl(null);
    if (!check()) return;
    await submit(send, { keepPendingOnSuccess: true }).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 409) setDuplicateUrl(existingListingUrl(error.body));
      toast({
        variant: "destructive",
        title: "Error",
        description: failureMessage(error, "Failed to list grocery store. Please try again."),
      });
    });
  };

  const send = async () => {
    const created = await apiFetch<{ id: string; url: string }>("/api/grocery-stores", {
      method: "POST",
      body: JSON.stringify({ ...values, ...offers, nectar }),
    });
    toast({
      title: "Grocery store listed successfully!",
      description: "Your grocery store has been added to our directory.",
    });
    // Give the toast a moment to be read before the new page replaces this one.
    window.setTimeout(() => window.location.assign(storeIdHref(created.id)), 1200);
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
        zipTown ?? "The city is determined automatically from the ZIP code.",
      )}
      {field("description", "Description", (p) => (
        <TextArea {...p} />
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
        <>
          <TextInput {...p} placeholder="Mon-Sat 8 AM - 8 PM, Sun 9 AM - 6 PM" />
          <HoursByDay id={`${p.id}-days`} value={p.value} onValue={p.onValue} />
        </>
      ))}
      {field("imageUrl", "Image URL", (p) => (
        <TextInput {...p} type="url" placeholder="https://" />
      ))}
      <fieldset>
        <legend className="font-semibold text-ink-900">What the store offers (optional)</legend>
        <p className="mt-1 text-sm text-ink-700">Tick only what you know. The page shows only what is ticked.</p>
        <div className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {AMENITY_FIELDS.map((amenity) => (
            <label key={amenity} className="flex min-h-11 items-center gap-3 text-ink-900">
              <input
                type="checkbox"
                checked={offers[amenity] === true}
                onChange={(e) =>
                  setOffers((current) => {
                    const { [amenity]: _, ...rest } = current;
                    return e.target.checked ? { ...rest, [amenity]: true } : rest;
                  })
                }
                className="size-5 accent-leaf-700"
              />
              {AMENITY_LABELS[amenity]}
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        "listerEmail",
        "Your e-mail (to hear when it is reviewed)",
        (p) => (
          <TextInput {...p} type="email" autoComplete="email" />
        ),
        "Optional. New listings are checked by our team before they appear in town lists and search.",
      )}
      <Honeypot id={`${id}-nectar`} value={nectar} onValue={setNectar} />
      {duplicateUrl && (
        <p role="alert" className="rounded-xl border-2 border-honey-400 bg-cream-100 p-4 text-ink-900">
          This store is already in the directory.{" "}
          <a href={duplicateUrl} className="font-semibold text-leaf-800 underline underline-offset-2">
            See the existing listing
          </a>
          .
        </p>
      )}
      <SubmitButton
        pending={pending}
        pendingLabel="Listing..."
        className="btn-primary w-full disabled:opacity-70 sm:w-auto"
      >
        List Grocery Store (Free)
      </SubmitButton>
    </form>
  );
}
