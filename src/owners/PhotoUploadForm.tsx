// Adding one photo (ADR 046): the file and an optional description (its alt text). The browser checks
// the size and the count first, for a quick answer; the server judges the file by its bytes.
import { useRef, useState, type FormEvent } from "react";
import { MAX_ALT_TEXT, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES, PHOTO_TYPES } from "./photos.ts";
import { Field, inputClass, TextInput } from "../ui/form-fields.tsx";
import { photoToSend } from "./photo-to-send.ts";

interface Props {
  count: number;
  pending: boolean;
  onUpload: (form: FormData) => Promise<boolean>;
}

export default function PhotoUploadForm({ count, pending, onUpload }: Props) {
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const full = count >= MAX_PHOTOS;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const problem = !file ? PHOTO_MESSAGES.missing : file.size > MAX_PHOTO_BYTES ? PHOTO_MESSAGES.tooLarge : undefined;
    setError(problem);
    if (problem || !file) return fileInput.current?.focus();
    const form = new FormData();
    form.set("file", await photoToSend(file), file.name);
    if (alt.trim()) form.set("alt", alt.trim());
    if (await onUpload(form)) {
      setAlt("");
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  if (full) return <p className="text-ink-700">{PHOTO_MESSAGES.tooMany}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Field
        id="photo-file"
        label="Photo"
        hint="JPEG, PNG or WebP, up to 5 MB. Location and camera data are removed."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            name="file"
            accept={PHOTO_TYPES.join(",")}
            className={inputClass}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      <Field
        id="photo-alt"
        label="Description (optional)"
        hint="What the photo shows, for people who cannot see it, e.g. 'Fresh produce by the entrance'."
      >
        {(control) => <TextInput {...control} name="alt" maxLength={MAX_ALT_TEXT} value={alt} onValue={setAlt} />}
      </Field>
      <button type="submit" className="btn-primary w-fit" disabled={pending}>
        {pending ? "Uploading..." : "Upload Photo"}
      </button>
    </form>
  );
}
