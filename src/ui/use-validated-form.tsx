// The state machine every public form shares (spec section 5): values, validation on submit and
// again on every change after it, the first invalid field focused, and a pending flag that stops a
// second submission while one is in flight.
import { useId, useState, type ReactNode } from "react";
import type { FieldErrors } from "../platform/field-errors.ts";
import { Field, type ControlProps } from "./form-fields.tsx";

/** What a field's control receives: its wiring, its name and value, and how to change the value. */
export type BoundControl = ControlProps & { name: string; value: string; onValue: (value: string) => void };

export function useValidatedForm<F extends string>(
  empty: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  // Errors show from the first submit on and follow every change after it.
  const errors: FieldErrors<F> = submitted ? validate(values) : {};

  // From the latest values, not this render's: several fields adopt what was typed before hydration
  // in the same commit (use-typed-value.ts), and each must keep the others' text.
  const update = (name: F, value: string) => setValues((current) => ({ ...current, [name]: value }));

  /** Shows every error and focuses the first; true when the values may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return !first;
  };

  /**
   * Runs `send` while the form shows its pending state. A form that leaves the page on success
   * keeps the pending state, so nothing can be sent twice before the next page appears.
   */
  const submit = async (send: () => Promise<void>, { keepPendingOnSuccess = false } = {}) => {
    if (pending) return;
    setPending(true);
    let succeeded = false;
    try {
      await send();
      succeeded = true;
    } finally {
      if (!(succeeded && keepPendingOnSuccess)) setPending(false);
    }
  };

  const field = (name: F, label: string, input: (control: BoundControl) => ReactNode, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control) => input({ ...control, name, value: values[name], onValue: (value) => update(name, value) })}
    </Field>
  );

  return { id, values, errors, pending, check, submit, field };
}
