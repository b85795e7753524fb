// An admin action that must say why (reject a claim or a listing, take a circular down): one
// required reason, mailed to whoever the action concerns and kept in the audit log.
import { useId, useState, type FormEvent } from "react";
import { Field, TextArea } from "../../shared/form-fields.tsx";
import FormActions from "./FormActions.tsx";

export interface ReasonFormProps {
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** Who hears the reason. */
  hint: string;
}

interface Wording {
  label: string;
  requiredMessage: string;
  submitLabel: string;
  pendingLabel: string;
}

export default function ReasonForm({
  pending,
  onSubmit,
  onCancel,
  hint,
  label,
  requiredMessage,
  submitLabel,
  pendingLabel,
}: ReasonFormProps & Wording) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(requiredMessage);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-xl border border-cream-300 bg-cream-100 p-4">
      <Field id={`${id}-reason`} label={label} hint={hint} error={error}>
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
      <FormActions label={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} destructive />
    </form>
  );
}
