// One listing in the review queue: what was submitted, why it looks like spam (if it does), its
// evidence (a collapsible region, ADR 063), a link to its page, and Approve, Edit (the store edit
// dialog) and Reject (a dialog asking for the reason). Buttons carry the store's name for screen
// readers: every card has the same visible labels. The card itself takes focus for keyboard triage
// (j/k), with a visible ring, and a click inside makes it the current card.
import { forwardRef, type ReactNode } from "react";
import ListingEvidence from "./ListingEvidence.tsx";
import { sourceLabel, submittedAt, type NewListingJson } from "./new-listings-api.ts";

interface Props {
  listing: NewListingJson;
  busy: boolean;
  current: boolean;
  evidenceOpen: boolean;
  onEvidence: (open: boolean) => void;
  onFocusCard: () => void;
  onApprove: () => void;
  onEdit: () => void;
  onReject: () => void;
}

const NewListingCard = forwardRef<HTMLElement, Props>(function NewListingCard(
  { listing, busy, current, evidenceOpen, onEvidence, onFocusCard, onApprove, onEdit, onReject },
  ref,
) {
  const headingId = `new-listing-${listing.id}`;
  const flagged = listing.spamReasons.length > 0;
  const named = (action: string) => (
    <>
      {action}
      <span className="sr-only"> {listing.name}</span>
    </>
  );
  return (
    <li>
      <article
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        aria-current={current ? "true" : undefined}
        onFocus={onFocusCard}
        className={`rounded-2xl border p-4 outline-offset-2 focus:outline-3 focus:outline-leaf-700 sm:p-5 ${
          flagged ? "border-dashed border-red-800 bg-cream-100" : "border-cream-300 bg-cream-50 shadow-card"
        } ${current ? "ring-2 ring-leaf-700" : ""}`}
      >
        <h3 id={headingId} className="text-xl font-semibold break-words text-ink-900">
          {listing.name}
        </h3>
        <p className="text-ink-700">
          {listing.address}, {listing.cityName}, {listing.state} {listing.zipCode}
        </p>
        {flagged && (
          <div className="mt-3">
            <p className="text-sm font-semibold text-red-800">Looks like spam:</p>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Spam reasons">
              {listing.spamReasons.map((reason) => (
                <li
                  key={reason}
                  className="rounded-full border border-red-800 bg-cream-50 px-3 py-0.5 text-sm text-ink-900"
                >
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        {listing.reviewReason && (
          <p className="mt-3 text-sm text-ink-900">
            <span className="font-semibold">Waiting because:</span> {listing.reviewReason}
          </p>
        )}
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Detail term="Source">{sourceLabel(listing.dataSource)}</Detail>
          {listing.sourceName && listing.sourceName !== listing.name && (
            <Detail term="Name in the source">{listing.sourceName}</Detail>
          )}
          <Detail term={listing.dataSource ? "Imported" : "Submitted"}>{submittedAt(listing.createdAt)}</Detail>
          {!listing.dataSource && <Detail term="Lister's e-mail">{listing.listerEmail ?? "not given"}</Detail>}
          {listing.website && <Detail term="Website">{listing.website}</Detail>}
          {listing.phone && <Detail term="Phone">{listing.phone}</Detail>}
        </dl>
        {listing.description && (
          <p className="mt-3 line-clamp-4 text-sm leading-relaxed whitespace-pre-line text-ink-900">
            {listing.description}
          </p>
        )}
        <ListingEvidence listing={listing} open={evidenceOpen} onToggle={onEvidence} />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary disabled:opacity-70" disabled={busy} onClick={onApprove}>
            {busy ? "Approving..." : named("Approve")}
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={onEdit}>
            {named("Edit")}
          </button>
          <button type="button" className="btn-outline text-red-800" disabled={busy} onClick={onReject}>
            {named("Reject")}
          </button>
          {/* An import waiting for review has no public page yet (ADR 035). */}
          {!listing.reviewReason && (
            <a href={listing.url} className="font-semibold text-leaf-800 underline underline-offset-2">
              {named("View page")}
            </a>
          )}
        </div>
      </article>
    </li>
  );
});

export default NewListingCard;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="font-semibold text-ink-700">{term}:</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}
