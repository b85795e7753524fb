// Drag-and-drop or file picker, the two dates, and 'Upload Circular'. Disabled without a file, both
// dates, or quota (spec 2); the browser refuses what the spec refuses, the server checks again.
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { QUOTA_REACHED, SINGLE_REQUEST_MAX_BYTES } from "./circulars.ts";
import { checkFile, checkUpload } from "./circular-view.ts";
import { failureMessage } from "../ui/api.ts";
import { Field, TextInput } from "../ui/form-fields.tsx";
import { toast } from "../ui/toast.ts";
import { errorTitle, uploadCircular, uploadInParts } from "./circulars-api.ts";

export default function UploadPanel({
  storeId,
  remaining,
  onUploaded,
}: {
  storeId: string;
  remaining: number;
  onUploaded: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function choose(candidate: File | undefined) {
    if (!candidate) return;
    const problem = checkFile(candidate);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: "destructive" });
      return;
    }
    setFile(candidate);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkUpload({ file, startDate, endDate });
    if (problem || !file) {
      const shown = problem ?? { title: "Missing Information", message: "" };
      toast({ title: shown.title, description: shown.message, variant: "destructive" });
      return;
    }
    const form = new FormData();
    form.set("file", file);
    form.set("startDate", startDate);
    form.set("endDate", endDate);
    form.set("groceryStoreId", storeId);
    setUploading(true);
    try {
      if (file.size > SINGLE_REQUEST_MAX_BYTES) {
        await uploadInParts(file, { groceryStoreId: storeId, startDate, endDate });
      } else {
        await uploadCircular(form);
      }
      toast({ title: "Success", description: "Circular uploaded successfully" });
      setFile(null);
      setStartDate("");
      setEndDate("");
      if (input.current) input.current.value = "";
      onUploaded();
    } catch (error) {
      toast({
        title: errorTitle(error) ?? "Upload Failed",
        description: failureMessage(error, "Upload failed. Please try again."),
        variant: "destructive",
      });
      onUploaded();
    } finally {
      setUploading(false);
    }
  }

  const outOfQuota = remaining <= 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="upload-heading"
      className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card"
    >
      <h2 id="upload-heading" className="text-xl font-semibold text-ink-900">
        Upload a Weekly Circular
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="circular-dropzone"
        className={`mt-4 rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? "border-leaf-700 bg-leaf-50" : "border-cream-300"}`}
      >
        <p className="text-ink-900">{file ? file.name : "Drag and drop your circular here, or"}</p>
        <label htmlFor="circular-file" className="btn-outline mt-3 cursor-pointer">
          {file ? "Choose another file" : "Choose a PDF"}
        </label>
        <input
          ref={input}
          id="circular-file"
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p className="mt-2 text-sm text-ink-600">PDF only, max 10MB</p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id="circular-start" label="Start Date">
          {(control) => <TextInput {...control} type="date" value={startDate} onValue={setStartDate} required />}
        </Field>
        <Field id="circular-end" label="End Date">
          {(control) => (
            <TextInput
              {...control}
              type="date"
              value={endDate}
              min={startDate || undefined}
              onValue={setEndDate}
              required
            />
          )}
        </Field>
      </div>
      {outOfQuota && <p className="mt-4 font-medium text-red-800">{QUOTA_REACHED}</p>}
      <button
        type="submit"
        className="btn-primary mt-4 w-full"
        disabled={uploading || !file || !startDate || !endDate || outOfQuota}
      >
        {uploading ? "Uploading..." : "Upload Circular"}
      </button>
    </form>
  );
}
