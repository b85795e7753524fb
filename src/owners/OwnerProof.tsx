// Proving ownership (ADR 018, 040): the store's owner address gets a code and a link by mail. The
// circulars page and the listing editor share it; `page` says which one the mailed link leads to.
import { useState, type FormEvent } from "react";
import type { OwnerProofPage } from "../circulars/circulars.ts";
import { failureMessage } from "../ui/api.ts";
import { Field, TextInput, VerificationCodeField } from "../ui/form-fields.tsx";
import { dismissErrorToast, toast } from "../ui/toast.ts";
import { askForProof } from "../circulars/circulars-api.ts";

export default function OwnerProof({
  storeId,
  reason,
  onProven,
  page = "circulars",
}: {
  storeId: string;
  reason: string | null;
  onProven: () => void;
  page?: OwnerProofPage;
}) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(body: { email: string; code?: string }) {
    setPending(true);
    try {
      const answer = await askForProof(storeId, { ...body, for: page });
      // A correct code (or a new request) answers the earlier error toast.
      dismissErrorToast();
      if (answer.status === "verified") onProven();
      else setSent(answer.message ?? null);
    } catch (error) {
      toast({ title: "Error", description: failureMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const sendEmail = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) void run({ email: email.trim() });
  };
  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    void run({ email: email.trim(), code: code.trim() });
  };

  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card">
      <h2 className="text-xl font-semibold text-ink-900">Confirm that you own this store</h2>
      {reason && <p className="mt-2 text-ink-700">{reason}</p>}
      <form onSubmit={sendEmail} noValidate className="mt-4">
        <Field id="owner-email" label="Email Address">
          {(control) => (
            <TextInput {...control} type="email" autoComplete="email" value={email} onValue={setEmail} required />
          )}
        </Field>
        <button type="submit" className="btn-primary mt-4" disabled={pending || !email.trim()}>
          Email Me a Code
        </button>
      </form>
      {sent && (
        <form onSubmit={sendCode} className="mt-6 border-t border-cream-300 pt-4">
          <p role="status" className="text-ink-900">
            {sent}
          </p>
          <div className="mt-3">
            <VerificationCodeField id="owner-code" value={code} onValue={setCode} />
          </div>
          <button type="submit" className="btn-primary mt-4" disabled={pending || code.trim().length !== 6}>
            Confirm
          </button>
        </form>
      )}
    </div>
  );
}
