// Deciding many imported stores at once (ADR 035): every store an import left to review in one town,
// or for one reason, approved or rejected with one reason. Listings from the form are not included:
// they are decided one by one, as their listers may be told.
import { useId, useState, type FormEvent } from "react";
import { toast } from "../../shared/toast.ts";
import { Field, Select, TextArea } from "../../shared/form-fields.tsx";
import { failureText } from "../admin-api.ts";
import { decideMany, type NewListingQueueJson } from "./new-listings-api.ts";

const REASON_REQUIRED = "Please enter a reason for the rejection.";

export default function BulkDecision({
  groups,
  onDecided,
}: {
  groups: NewListingQueueJson["groups"];
  onDecided: () => Promise<void>;
}) {
  const id = useId();
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
    const which = kind === "town" ? { cityId: Number(value) } : { reviewReason: value };
    setBusy(true);
    try {
      const { decided } = await decideMany({
        action,
        ...which,
        ...(action === "reject" ? { rejectionReason: reason.trim() } : {}),
      });
      toast({
        title: action === "approve" ? "Listings approved" : "Listings rejected",
        description: `${decided} imported ${decided === 1 ? "store" : "stores"} ${action === "approve" ? "approved" : "rejected"}.`,
      });
      setGroup("");
      setReason("");
      await onDecided();
    } catch (error) {
      toast({ variant: "destructive", title: "Decision Failed", description: failureText(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  };

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
        {busy ? "Deciding..." : action === "approve" ? "Approve them all" : "Reject them all"}
      </button>
    </form>
  );
}
