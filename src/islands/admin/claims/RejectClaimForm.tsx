// The reason a claim is turned down is required (spec section 5) and is mailed to the claimant.
import { useId, useState, type FormEvent } from "react";
import { Field, TextArea } from "../../shared/form-fields.tsx";
import FormActions from "../ui/FormActions.tsx";

const REASON_REQUIRED = "Please enter a reason for the rejection.";

interface Props {
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  /** Who hears the reason; the new-listings queue reuses this form for listers. */
  hint?: string;
}

export default function RejectClaimForm({
  pending,
  onReject,
  onCancel,
  hint = "Sent to the claimant by e-mail.",
}: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onReject(reason.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3 rounded-xl border border-cream-300 bg-cream-100 p-4">
      <Field id={`${id}-reason`} label="Reason for rejection*" hint={hint} error={error}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            value={reason}
            autoFocus
            onValue={(value) => {
              setReason(value);
              if (error && value.trim()) setError(undefined);
            }}
          />
        )}
      </Field>
      <FormActions
        label="Confirm Rejection"
        pendingLabel="Rejecting..."
        pending={pending}
        onCancel={onCancel}
        destructive
      />
    </form>
  );
}
