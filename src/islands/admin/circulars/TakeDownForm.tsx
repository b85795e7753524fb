// Taking a circular down needs a reason: it is mailed to the store's verified owner and audited.
import { useId, useState, type FormEvent } from "react";
import { Field, TextArea } from "../../shared/form-fields.tsx";
import FormActions from "../ui/FormActions.tsx";

const REASON_REQUIRED = "Please enter a reason for taking the circular down.";

interface Props {
  pending: boolean;
  onTakeDown: (reason: string) => void;
  onCancel: () => void;
}

export default function TakeDownForm({ pending, onTakeDown, onCancel }: Props) {
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
    onTakeDown(reason.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3 rounded-xl border border-cream-300 bg-cream-100 p-4">
      <Field
        id={`${id}-reason`}
        label="Reason for taking it down*"
        hint="Sent to the store's verified owner by e-mail, and kept in the audit log."
        error={error}
      >
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
        label="Take It Down"
        pendingLabel="Taking down..."
        pending={pending}
        onCancel={onCancel}
        destructive
      />
    </form>
  );
}
