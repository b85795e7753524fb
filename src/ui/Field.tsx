// A labelled text input or textarea for the admin forms: the shared field (label, hint, error,
// aria wiring) with one prop list, so a form states each field in a line.
import type { Ref } from "react";
import { Field as SharedField, TextArea, TextInput } from "./form-fields.tsx";

export { inputClass } from "./form-fields.tsx";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "url" | "tel" | "search";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "url" | "tel";
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export default function Field({ id, label, value, onChange, error, hint, rows, inputRef, ...rest }: Props) {
  return (
    <SharedField id={id} label={label} hint={hint} error={error}>
      {(control) =>
        rows ? (
          <TextArea {...control} ref={inputRef} rows={rows} required={rest.required} value={value} onValue={onChange} />
        ) : (
          <TextInput {...control} {...rest} ref={inputRef} value={value} onValue={onChange} />
        )
      }
    </SharedField>
  );
}
