// The labelled form fields every island form shares: label, control, optional hint and error, wired
// together with aria-describedby and aria-invalid so screen readers hear the hint and the problem.
import type { ComponentProps, ReactNode } from "react";
import { HONEYPOT_FIELD } from "../platform/honeypot-field-name.ts";
import { useTypedValue } from "./use-typed-value.ts";

// The look is the `field-input` utility in global.css (one class on every control of every form page).
export const inputClass = "field-input";

/** What a control needs from its field: its id, whether it is invalid, and what describes it. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type ValueProps<T> = Omit<T, "value" | "onChange"> & { value: string; onValue: (value: string) => void };

// Each control adopts what was typed into it before its island hydrated (use-typed-value.ts).
export function TextInput({ value, onValue, ref, ...rest }: ValueProps<ComponentProps<"input">>) {
  const own = useTypedValue(value, onValue, ref);
  return (
    <input
      type="text"
      ref={own}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      className={inputClass}
      {...rest}
    />
  );
}

export function TextArea({ value, onValue, ref, ...rest }: ValueProps<ComponentProps<"textarea">>) {
  const own = useTypedValue(value, onValue, ref);
  return (
    <textarea
      rows={4}
      ref={own}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      className={inputClass}
      {...rest}
    />
  );
}

export function Select({ value, onValue, ref, ...rest }: ValueProps<ComponentProps<"select">>) {
  const own = useTypedValue(value, onValue, ref);
  return <select ref={own} value={value} onChange={(e) => onValue(e.target.value)} className={inputClass} {...rest} />;
}

/** A field hidden from people and from assistive technology; form-filling bots fill it in. */
/**
 * The spam trap: a field people never see or reach (inert, aria-hidden, off-screen, out of the tab
 * order) and bots fill in. Its name and label mean nothing to browsers' autofill, which filled the
 * old 'company' trap and got real owners refused.
 */
export function Honeypot({ id, value, onValue }: { id: string; value: string; onValue: (value: string) => void }) {
  // A bot that fills the built page before hydration must still be caught.
  const own = useTypedValue(value, onValue);
  return (
    <div aria-hidden="true" inert className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={own}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

/** The 6-digit code mailed as proof of an address (subscription management, circular owners). */
export function VerificationCodeField({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (v: string) => void;
}) {
  return (
    <Field id={id} label="Verification code">
      {(control) => (
        <TextInput {...control} inputMode="numeric" autoComplete="one-time-code" value={value} onValue={onValue} />
      )}
    </Field>
  );
}
