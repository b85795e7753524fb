// An admin action that must say why (reject a claim or a listing, take a circular down): one
// required reason, mailed to whoever the action concerns and kept in the audit log.
import { useId, useState, type FormEvent } from "react";
import { Field, TextArea } from "./form-fields.tsx";
import FormActions from "./FormActions.tsx";

export interface ReasonFormProps {
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** Who hears the reason. */
  hint: string;
  /**
   * Common reasons to pick from (the review queue's short list, ADR 063): picking one fills the
   * reason, which stays editable. The first is focused, so arrows and Enter decide from the keyboard.
   */
  choices?: readonly string[];
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
  choices,
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
      {choices && (
        <fieldset>
          <legend className="font-semibold text-ink-900">Common reasons</legend>
          <div className="mt-1 space-y-1">
            {choices.map((choice, index) => (
              <label key={choice} className="flex items-start gap-2 text-ink-900">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={choice}
                  className="mt-1.5"
                  checked={reason === choice}
                  autoFocus={index === 0}
                  onChange={() => {
                    setReason(choice);
                    setError(undefined);
                  }}
                  // Enter on a radio submits, as it does in a text field.
                  onKeyDown={(event) => {
                    if (event.key !== "Enter") return;
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }}
                />
                {choice}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Field id={`${id}-reason`} label={label} hint={hint} error={error}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            value={reason}
            autoFocus={!choices}
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
