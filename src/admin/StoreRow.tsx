// One store in the admin list: name, address, state badges and its actions. Button names carry the
// store's name for screen readers, since every row has the same visible "Edit" and "Delete".
import type { AdminStore } from "./admin-store-types.ts";
import { storeHref } from "../stores/store-view.ts";
import { billingDate, readerDate } from "../platform/dates.ts";

interface Props {
  store: AdminStore;
  busy: boolean;
  onEdit: () => void;
  /** The owner's audited changes, with Revert (ADR 040). */
  onHistory: () => void;
  onPhotos: () => void;
  /** "Merge into..." another listing of the same store (ADR 044). */
  onMerge: () => void;
  onDelete: () => void;
  onRestore: () => void;
  /** Marks the store closed for good, or reopens a closed one (ADR 045). */
  onCloseForGood: () => void;
  onReopen: () => void;
  /** Keeps a store the scope rule marked out of scope (issue #47). */
  onKeep: () => void;
}

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** "Monthly boost until Dec 23, 2026 (cancels at end)", "One-time boost ended Nov 2, 2026". */
export function boostLabel(boost: NonNullable<AdminStore["boost"]>): string {
  const kind = boost.kind === "subscription" ? "Monthly boost" : "One-time boost";
  if (!boost.active)
    return `${kind} ${boost.status === "past_due" ? "past due since" : "ended"} ${billingDate(boost.currentPeriodEnd, "short")}`;
  return `${kind} until ${billingDate(boost.currentPeriodEnd, "short")}${boost.cancelAtPeriodEnd ? " (cancels at end)" : ""}`;
}

export default function StoreRow({
  store,
  busy,
  onEdit,
  onHistory,
  onPhotos,
  onMerge,
  onDelete,
  onRestore,
  onCloseForGood,
  onReopen,
  onKeep,
}: Props) {
  const deleted = store.deletedAt !== null;
  const closed = Boolean(store.closedAt);
  const merged = store.mergedIntoId !== null;
  const outOfScope = Boolean(store.outOfScopeReason) && !deleted && !merged;
  const named = (action: string) => (
    <>
      {action}
      <span className="sr-only"> {store.name}</span>
    </>
  );
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        deleted ? "border-dashed border-ink-600 bg-cream-200" : "border-cream-300 bg-cream-50 shadow-card"
      }`}
    >
      <div className="min-w-0">
        <h3 className="font-sans text-lg font-semibold break-words text-ink-900">{store.name}</h3>
        {/* Outside the heading, so the heading (and a search for it) is the store's name alone. */}
        <div className="mt-1 flex flex-wrap gap-2 empty:hidden">
          {deleted && <span className={`${badge} bg-red-800 text-white`}>Deleted</span>}
          {merged && <span className={`${badge} bg-ink-700 text-white`}>Merged into another listing</span>}
          {closed && <span className={`${badge} bg-ink-700 text-white`}>Closed for good</span>}
          {store.reviewStatus === "pending" && (
            <span className={`${badge} bg-honey-200 text-ink-900`}>Awaiting review</span>
          )}
          {store.reviewStatus === "rejected" && <span className={`${badge} bg-red-800 text-white`}>Rejected</span>}
          {!store.isActive && !deleted && !merged && <span className={`${badge} bg-ink-700 text-white`}>Inactive</span>}
          {store.isBoosted && <span className={`${badge} bg-honey-200 text-ink-900`}>Featured</span>}
          {store.boost && <span className={`${badge} bg-cream-200 text-ink-900`}>{boostLabel(store.boost)}</span>}
          {store.isSample && <span className={`${badge} bg-cream-200 text-ink-700`}>Sample</span>}
          {outOfScope && <span className={`${badge} bg-honey-200 text-ink-900`}>Out of scope</span>}
          {store.scopeKeptAt && (
            <span className={`${badge} bg-cream-200 text-ink-900`}>
              Kept outside scope {readerDate(store.scopeKeptAt, "short")}
            </span>
          )}
        </div>
        <p className="text-sm text-ink-700">
          {store.address}, {store.cityName}, {store.state} {store.zipCode}
        </p>
        {outOfScope && (
          <p className="text-sm text-ink-700">
            {/* The rule's own words: "out of scope: ZIP 30305, RUCA 1, not in a small metro area". */}
            Why: {store.outOfScopeReason}. Still on the site until you keep or delete it.
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {merged ? null : deleted ? (
          <button type="button" className="btn-primary disabled:opacity-70" onClick={onRestore} disabled={busy}>
            {named(busy ? "Restoring…" : "Restore")}
          </button>
        ) : (
          <>
            <a href={storeHref(store)} className="btn-outline">
              {named("View")}
            </a>
            <button type="button" className="btn-primary" onClick={onEdit} disabled={busy}>
              {named("Edit")}
            </button>
            <button type="button" className="btn-outline" onClick={onHistory} disabled={busy}>
              {named("History")}
            </button>
            <button type="button" className="btn-outline" onClick={onPhotos} disabled={busy}>
              {named("Photos")}
            </button>
            <button type="button" className="btn-outline" onClick={onMerge} disabled={busy}>
              {named("Merge into…")}
            </button>
            {outOfScope && (
              <button type="button" className="btn-outline" onClick={onKeep} disabled={busy}>
                {named("Keep")}
              </button>
            )}
            {closed ? (
              <button type="button" className="btn-outline" onClick={onReopen} disabled={busy}>
                {named("Reopen")}
              </button>
            ) : (
              <button type="button" className="btn-outline" onClick={onCloseForGood} disabled={busy}>
                {named("Closed for good")}
              </button>
            )}
            <button
              type="button"
              className="btn border-2 border-red-800 bg-cream-50 text-red-800 hover:bg-red-50 disabled:opacity-70"
              onClick={onDelete}
              disabled={busy}
            >
              {named(busy ? "Deleting…" : "Delete")}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
