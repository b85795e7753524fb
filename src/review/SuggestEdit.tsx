// 'Suggest an edit' on every store page (ADR 045): a native disclosure. The built page carries only
// its closed summary and the form's first line; the fields are drawn once the island is live (ADR
// 049: they were 3 KB of every store page, and the form cannot be sent without JavaScript anyway).
// The island hydrates when someone reaches for it (client:interaction: pointer over it, a touch,
// focus or a key press), so by the time the disclosure is open the fields are there; one opened
// before hydration finished fills in when it has. It imports no zod: the server checks everything
// and its field messages are shown here; the two checks made here use the same words as the schema.
import { useId, useState, type FormEvent } from "react";
import {
  DUPLICATE_MESSAGE,
  KIND_MESSAGE,
  SUGGESTION_KINDS,
  SUGGESTION_KIND_LABELS,
  noteField,
} from "./suggestion-kinds.ts";
import { Field, Honeypot, Select, TextArea, TextInput } from "../ui/form-fields.tsx";
import { HttpError, apiFetch, failureMessage } from "../ui/api.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

type Values = { kind: string; note: string; duplicateOf: string; email: string };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { kind: "", note: "", duplicateOf: "", email: "" };

function localErrors(values: Values): Errors {
  if (!values.kind) return { kind: KIND_MESSAGE };
  if (values.kind === "duplicate" && !values.duplicateOf.trim()) return { duplicateOf: DUPLICATE_MESSAGE };
  return {};
}

function serverErrors(error: unknown): Errors {
  if (!(error instanceof HttpError)) return {};
  try {
    return (JSON.parse(error.body) as { error?: { fields?: Errors } }).error?.fields ?? {};
  } catch {
    return {};
  }
}

export default function SuggestEdit({ storeId, storeName }: { storeId: string; storeName: string }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [nectar, setNectar] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  // False in the built HTML and while hydrating (so the two match), true once live.
  const hydrated = useHydrated();
  const update = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = localErrors(values);
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setPending(true);
    try {
      await apiFetch(`/api/grocery-stores/${encodeURIComponent(storeId)}/suggestions`, {
        method: "POST",
        body: JSON.stringify({ ...values, nectar }),
      });
      setSent(true);
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(failureMessage(error, "Your suggestion could not be sent. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    // React does not manage `open`: a disclosure opened before hydration (by a tap or a key press,
    // which also start it) stays open, and that attribute is not a mismatch to report. Its frame is
    // the `suggest-edit` rule in global.css (on every store page's HTML).
    <details className="suggest-edit" suppressHydrationWarning>
      <summary>Suggest an edit</summary>
      {sent ? (
        <p role="status" className="mt-3 text-ink-900">
          Thank you. Our team reviews every suggestion before anything on this page changes
          {values.email ? "; we'll e-mail you if we turn it down." : "."}
        </p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-3 max-w-xl space-y-4">
          <p className="text-ink-700">{`Is something about ${storeName} wrong? Tell us and our team will check it.`}</p>
          {hydrated && (
            <>
              <Field id={`${id}-kind`} label="What is wrong?" error={errors.kind}>
                {(control) => (
                  <Select {...control} name="kind" value={values.kind} onValue={update("kind")}>
                    <option value="">Choose one</option>
                    {SUGGESTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {SUGGESTION_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {values.kind === "duplicate" && (
                <Field
                  id={`${id}-duplicateOf`}
                  label="The other listing's page address"
                  hint="Copy it from the address bar on the other listing's page."
                  error={errors.duplicateOf}
                >
                  {(control) => (
                    <TextInput
                      {...control}
                      name="duplicateOf"
                      type="url"
                      placeholder="/grocery-stores/town-st/store-name"
                      value={values.duplicateOf}
                      onValue={update("duplicateOf")}
                    />
                  )}
                </Field>
              )}
              <Field
                id={`${id}-note`}
                label={noteField(values.kind).label}
                hint={noteField(values.kind).hint}
                error={errors.note}
              >
                {(control) => (
                  <TextArea
                    {...control}
                    name="note"
                    rows={3}
                    maxLength={1000}
                    value={values.note}
                    onValue={update("note")}
                  />
                )}
              </Field>
              <Field
                id={`${id}-email`}
                label="Your e-mail (optional)"
                hint="Only to tell you if we turn your suggestion down. It is never shown."
                error={errors.email}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onValue={update("email")}
                  />
                )}
              </Field>
              <Honeypot id={`${id}-nectar`} value={nectar} onValue={setNectar} />
              {failure && (
                <p role="alert" className="font-medium text-red-800">
                  {failure}
                </p>
              )}
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? "Sending..." : "Send suggestion"}
              </button>
            </>
          )}
        </form>
      )}
    </details>
  );
}
