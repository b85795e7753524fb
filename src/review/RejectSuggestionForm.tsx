// Rejecting a suggestion: the reason is optional, and is mailed only when the shopper left an e-mail.
import { useId, useState, type FormEvent } from "react";
import { Field, TextArea } from "../ui/form-fields.tsx";
import FormActions from "../ui/FormActions.tsx";

interface Props {
  hasEmail: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export default function RejectSuggestionForm({ hasEmail, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-xl border border-cream-300 bg-cream-100 p-4">
      <Field
        id={`${id}-reason`}
        label="Reason (optional)"
        hint={
          hasEmail
            ? "The shopper is e-mailed that the listing stays as it is, with this reason. Kept in the audit log."
            : "The shopper left no e-mail, so nobody is told. Kept in the audit log."
        }
      >
        {(control) => <TextArea {...control} rows={3} value={reason} autoFocus onValue={setReason} />}
      </Field>
      <FormActions
        label="Reject Suggestion"
        pendingLabel="Rejecting..."
        pending={pending}
        onCancel={onCancel}
        destructive
      />
    </form>
  );
}
