// The name and address changes the store's owner proposed (ADR 044), in its history dialog: what was
// asked, when, and how it was decided (with a rejection's reason). Deciding happens in the
// "Name & address" tab.
import { changedFields, NAME_ADDRESS_LABELS, type NameAddressChangeJson } from "../owners/name-address-schema.ts";
import { changedAt } from "./history-api.ts";

const OUTCOME: Record<NameAddressChangeJson["status"], string> = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Replaced or withdrawn",
};

export default function NameAddressHistory({ changes }: { changes: NameAddressChangeJson[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="name-address-history" className="space-y-3">
      <h3 id="name-address-history" className="font-sans text-lg font-semibold text-ink-900">
        Name and address proposals
      </h3>
      <ol className="space-y-3">
        {changes.map((change) => (
          <li key={change.id} className="rounded-xl border border-cream-300 bg-white p-4 text-sm">
            <p className="text-ink-700">
              <span className="font-semibold text-ink-900">{OUTCOME[change.status]}</span> · {change.proposedBy} ·{" "}
              <time dateTime={change.proposedAt}>{changedAt(change.proposedAt)}</time>
            </p>
            <ul className="mt-1">
              {changedFields(change).map((field) => (
                <li key={field}>
                  {NAME_ADDRESS_LABELS[field]}: {change.before[field]} → {change.proposed[field]}
                </li>
              ))}
            </ul>
            {change.rejectionReason && <p className="mt-1">Reason: {change.rejectionReason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
