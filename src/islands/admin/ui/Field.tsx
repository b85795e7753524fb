// A labelled text input or textarea with an optional hint and error, wired for assistive technology
// (aria-invalid, aria-describedby). Styled like the public listing form.
import type { Ref } from "react";

export const inputClass =
  "mt-2 block w-full rounded-xl border-2 border-cream-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600 focus:border-leaf-600 aria-[invalid=true]:border-red-700";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
  type?: "text" | "url" | "tel" | "search";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "url" | "tel";
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export default function Field({ id, label, value, onChange, error, hint, rows, inputRef, ...rest }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy,
    className: inputClass,
    ref: inputRef,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} required={rest.required} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} type={rest.type ?? "text"} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
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
