// Deciding many imported stores at once (ADR 035, 063): every store an import left to review in one
// town, or for one reason, approved or rejected with one reason. The admin first sees how many stores
// and which (the first by name) and confirms; the server refuses the confirmation if the count has
// moved since. Listings from the form are not included: they are decided one by one, as their
// listers may be told.
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../ui/toast.ts";
import { Field, Select, TextArea } from "../ui/form-fields.tsx";
import { failureText } from "../admin/admin-api.ts";
import {
  decideMany,
  previewMany,
  type BulkGroup,
  type BulkPreview,
  type Decided,
  type NewListingQueueJson,
} from "./new-listings-api.ts";

const REASON_REQUIRED = "Please enter a reason for the rejection.";

export default function BulkDecision({
  groups,
  onDecided,
}: {
  groups: NewListingQueueJson["groups"];
  onDecided: (decided: Decided, text: string) => Promise<void>;
}) {
  const id = useId();
  const [preview, setPreview] = useState<(BulkPreview & { group: BulkGroup }) | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [group, setGroup] = useState("");
  const [action, setAction] = useState<"approve" | "reject">("approve");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ group?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  if (groups.towns.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      group: group ? undefined : "Choose a town or a reason.",
      reason: action === "reject" && !reason.trim() ? REASON_REQUIRED : undefined,
    };
    setErrors(found);
    if (found.group || found.reason) {
      document.getElementById(found.group ? `${id}-group` : `${id}-reason`)?.focus();
      return;
    }
    const [kind, value] = [group.slice(0, group.indexOf(":")), group.slice(group.indexOf(":") + 1)];
    const which: BulkGroup = kind === "town" ? { cityId: Number(value) } : { reviewReason: value };
    setBusy(true);
    try {
      setPreview({ ...(await previewMany(which)), group: which });
      setTimeout(() => confirmHeading.current?.focus(), 0);
    } catch (error) {
      toast({ variant: "destructive", title: "Preview Failed", description: failureText(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const result = await decideMany({
        action,
        ...preview.group,
        expectedCount: preview.count,
        ...(action === "reject" ? { rejectionReason: reason.trim() } : {}),
      });
      const { decided } = result;
      const text = `${action === "approve" ? "Approved" : "Rejected"} ${decided} imported ${decided === 1 ? "store" : "stores"}.`;
      toast({ title: action === "approve" ? "Listings approved" : "Listings rejected", description: text });
      setGroup("");
      setReason("");
      setPreview(null);
      await onDecided(result, text);
    } catch (error) {
      toast({ variant: "destructive", title: "Decision Failed", description: failureText(error, "Please try again.") });
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };

  if (preview) {
    const verb = action === "approve" ? "Approve" : "Reject";
    const more = preview.count - preview.first.length;
    return (
      <section
        aria-labelledby={`${id}-confirm`}
        className="space-y-3 rounded-2xl border-2 border-honey-500 bg-cream-100 p-4"
      >
        <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
          {verb} {preview.count} imported {preview.count === 1 ? "store" : "stores"}?
        </h3>
        {preview.count === 0 ? (
          <p className="text-ink-900">No imported store waits in this group any more.</p>
        ) : (
          <>
            <ul className="list-disc pl-6 text-ink-900">
              {preview.first.map((store) => (
                <li key={store.id}>
                  {store.name}, {store.cityName}, {store.state}
                </li>
              ))}
            </ul>
            {more > 0 && (
              <p className="text-ink-900">
                and {more} more {more === 1 ? "store" : "stores"}.
              </p>
            )}
            {action === "reject" && <p className="text-ink-900">Reason: {reason.trim()}</p>}
          </>
        )}
        <div className="flex flex-wrap gap-3">
          {preview.count > 0 && (
            <button
              type="button"
              className="btn-primary disabled:opacity-70"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? "Deciding..." : `${verb} ${preview.count} ${preview.count === 1 ? "store" : "stores"}`}
            </button>
          )}
          <button type="button" className="btn-outline" disabled={busy} onClick={() => setPreview(null)}>
            Cancel
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-cream-300 bg-cream-100 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        Decide imported stores many at once
      </h3>
      <Field
        id={`${id}-group`}
        label="Which stores"
        hint="Every imported store waiting in the town, or waiting for the reason, is decided."
        error={errors.group}
      >
        {(control) => (
          <Select {...control} value={group} onValue={setGroup}>
            <option value="">Choose a town or a reason</option>
            <optgroup label="By town">
              {groups.towns.map((town) => (
                <option key={town.cityId} value={`town:${town.cityId}`}>
                  {town.name}, {town.state} ({town.count})
                </option>
              ))}
            </optgroup>
            <optgroup label="By reason">
              {groups.reasons.map((r) => (
                <option key={r.reason} value={`reason:${r.reason}`}>
                  {r.reason} ({r.count})
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </Field>
      <fieldset>
        <legend className="font-semibold text-ink-900">Decision</legend>
        <div className="mt-2 flex gap-6">
          {(["approve", "reject"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-ink-900">
              <input
                type="radio"
                name={`${id}-action`}
                value={value}
                checked={action === value}
                onChange={() => setAction(value)}
              />
              {value === "approve" ? "Approve" : "Reject"}
            </label>
          ))}
        </div>
      </fieldset>
      {action === "reject" && (
        <Field
          id={`${id}-reason`}
          label="Reason for rejection*"
          hint="Kept with each store; a later import of the same USDA record leaves it rejected."
          error={errors.reason}
        >
          {(control) => <TextArea {...control} rows={2} value={reason} onValue={setReason} />}
        </Field>
      )}
      <button type="submit" className="btn-primary disabled:opacity-70" disabled={busy}>
        {busy ? "Counting..." : action === "approve" ? "Preview: approve them all" : "Preview: reject them all"}
      </button>
    </form>
  );
}
