// The claim form (spec sections 2, 3, 5, 8): required fields checked on submit and again on every
// change after, the spec's 'Missing Information' and 'Claim Submission Failed' toasts, and once
// sent, what to do next: follow the link in the e-mail.
import { useState, type FormEvent } from "react";
import { BUSINESS_ROLES } from "./claim-schema.ts";
import { HttpError, apiFetch, failureMessage } from "../ui/api.ts";
import { Honeypot, Select, TextArea, TextInput } from "../ui/form-fields.tsx";
import { toast } from "../ui/toast.ts";
import SubmitButton from "../ui/SubmitButton.tsx";
import { useValidatedForm } from "../ui/use-validated-form.tsx";
import { EMPTY_CLAIM, MISSING_INFORMATION, missesRequiredField, validateClaim } from "./claim-form-state.ts";

interface Props {
  storeId: string;
  /** The store turned out to be owned already (someone else's claim was approved meanwhile). */
  onAlreadyClaimed: () => void;
}

export default function ClaimForm({ storeId, onAlreadyClaimed }: Props) {
  const { id, values, pending, check, submit, field } = useValidatedForm(EMPTY_CLAIM, validateClaim);
  const [nectar, setNectar] = useState("");
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) {
      if (missesRequiredField(values)) toast({ variant: "destructive", ...MISSING_INFORMATION });
      return;
    }
    await submit(send).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 409) onAlreadyClaimed();
      toast({
        variant: "destructive",
        title: "Claim Submission Failed",
        description: failureMessage(error, "Please try again later.", { hideServerErrors: true }),
      });
    });
  };

  const send = async () => {
    const receipt = await apiFetch<{ message: string }>(`/api/grocery-stores/${encodeURIComponent(storeId)}/claim`, {
      method: "POST",
      body: JSON.stringify({ ...values, verificationMethod: "email", nectar }),
    });
    toast({ title: "Claim submitted", description: "Check your inbox to confirm your e-mail address." });
    setSentMessage(receipt.message);
  };

  if (sentMessage) {
    return (
      <div role="status" className="rounded-2xl border-2 border-leaf-100 bg-leaf-50 p-6 text-ink-900">
        <h2 className="text-2xl font-semibold text-leaf-900">Check your inbox</h2>
        <p className="mt-2 leading-relaxed">{sentMessage}</p>
        <p className="mt-2 text-ink-700">The link works for 72 hours. Nothing reaches our team before you follow it.</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field("ownerName", "Your Name*", (p) => (
          <TextInput {...p} autoComplete="name" required />
        ))}
        {field("businessRole", "Your Role*", (p) => (
          <Select {...p} required>
            <option value="">Choose your role</option>
            {BUSINESS_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          "ownerEmail",
          "Email Address*",
          (p) => (
            <TextInput {...p} type="email" autoComplete="email" required />
          ),
          "We send a confirmation link to this address.",
        )}
        {field("ownerPhone", "Phone", (p) => (
          <TextInput {...p} type="tel" autoComplete="tel" />
        ))}
      </div>
      {field(
        "ownerDescription",
        "Business Description*",
        (p) => (
          <TextArea {...p} required />
        ),
        "In your own words: what makes your store worth the trip? Shown on your store's page once approved.",
      )}
      {field(
        "additionalInfo",
        "Additional Information",
        (p) => (
          <TextArea {...p} rows={3} />
        ),
        "Anything that helps us confirm your connection to the business.",
      )}
      <Honeypot id={`${id}-nectar`} value={nectar} onValue={setNectar} />
      <SubmitButton
        pending={pending}
        pendingLabel="Submitting..."
        className="btn-primary w-full disabled:opacity-70 sm:w-auto"
      >
        Submit Claim
      </SubmitButton>
    </form>
  );
}
