// One owner's proposed name or address change (ADR 044): the listing as it is, what the owner asks
// for, and approve, or reject with a reason (the shared reason form) that the owner is mailed.
import { useState } from "react";
import { changedFields, NAME_ADDRESS_LABELS, type PendingNameAddressJson } from "../owners/name-address-schema.ts";
import { toast } from "../ui/toast.ts";
import { failureText } from "../admin/admin-api.ts";
import ReasonForm from "../ui/ReasonForm.tsx";
import { approveChange, rejectChange } from "./name-address-api.ts";

interface Props {
  change: PendingNameAddressJson;
  onDecided: () => void;
}

export default function NameAddressCard({ change, onDecided }: Props) {
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const headingId = `name-address-${change.id}`;
  const zipMoves = change.proposed.zipCode !== change.before.zipCode;

  const decide = async (reason?: string) => {
    setBusy(true);
    try {
      if (reason === undefined) {
        const { url } = await approveChange(change.id);
        toast({
          title: "Change approved",
          description: `The page moves to ${url} at the next rebuild; the owner is told.`,
        });
      } else {
        await rejectChange(change.id, reason);
        toast({ title: "Change rejected", description: "The owner has been told why." });
      }
      onDecided();
    } catch (error) {
      toast({
        variant: "destructive",
        title: reason === undefined ? "Approval Failed" : "Rejection Failed",
        description: failureText(error, "Please try again."),
      });
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
      <h3 id={headingId} className="text-xl font-semibold break-words text-ink-900">
        <a href={change.storeUrl} className="underline underline-offset-2">
          {change.storeName}
        </a>
      </h3>
      <p className="text-ink-700">
        {change.before.address}, {change.cityName}, {change.state} {change.before.zipCode}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {changedFields(change).map((field) => (
          <div key={field}>
            <dt className="inline font-semibold">{NAME_ADDRESS_LABELS[field]}: </dt>
            <dd className="inline">
              <del>{change.before[field]}</del> →{" "}
              <ins className="no-underline font-semibold">{change.proposed[field]}</ins>
            </dd>
          </div>
        ))}
        {zipMoves && (
          <div>
            <dt className="inline font-semibold">Town: </dt>
            <dd className="inline">{change.proposedTown ?? "unknown ZIP code"}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-semibold">Proposed by: </dt>
          <dd className="inline">
            {change.proposedBy}, {new Date(change.proposedAt).toLocaleString("en-US")}
          </dd>
        </div>
      </dl>
      {!rejecting && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary disabled:opacity-70"
            disabled={busy}
            onClick={() => void decide()}
          >
            {busy ? "Approving..." : "Approve"}
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </button>
        </div>
      )}
      {rejecting && (
        <ReasonForm
          pending={busy}
          onSubmit={(reason) => void decide(reason)}
          onCancel={() => setRejecting(false)}
          hint="Sent to the store's verified owner by e-mail, with a link to their listing editor."
          label="Reason for rejection*"
          requiredMessage="Please enter a reason for the rejection: the owner is told."
          submitLabel="Confirm Rejection"
          pendingLabel="Rejecting..."
        />
      )}
    </article>
  );
}
