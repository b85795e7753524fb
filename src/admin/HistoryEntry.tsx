// One audited change in a store's history (ADR 040): who, when, which field, before and after; an
// owner's change not yet undone offers Revert, a revert says why, an accepted suggestion (ADR 045)
// says so.
import type { ReactNode } from "react";
import { HISTORY_FIELD_LABELS, type OwnerChangeJson } from "../owners/owner-edit-schema.ts";
import { changedAt, shownValue } from "./history-api.ts";

interface Props {
  change: OwnerChangeJson;
  busy: boolean;
  onRevert: () => void;
  /** The reason form, while this change is being reverted. */
  children?: ReactNode;
}

export default function HistoryEntry({ change, busy, onRevert, children }: Props) {
  const label = HISTORY_FIELD_LABELS[change.field];
  const revert = change.kind === "revert";
  // An accepted suggestion is an admin's own change: edit the store again to undo it.
  const suggestion = change.kind === "suggestion";
  const byAdmin = revert || suggestion || change.actor === "admin";
  return (
    <li className="rounded-xl border border-cream-300 bg-white p-4">
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">
          {revert ? "Admin revert" : suggestion ? "Accepted suggestion" : byAdmin ? "Admin change" : "Owner change"}
        </span>{" "}
        · {byAdmin ? "admin" : change.actor} · <time dateTime={change.at}>{changedAt(change.at)}</time>
      </p>
      <h3 className="mt-1 font-sans text-base font-semibold text-ink-900">{label}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-ink-700">Before</dt>
        <dd className="break-words whitespace-pre-line text-ink-900">{shownValue(change.before)}</dd>
        <dt className="text-ink-700">After</dt>
        <dd className="break-words whitespace-pre-line text-ink-900">{shownValue(change.after)}</dd>
      </dl>
      {change.reason && <p className="mt-2 text-sm text-ink-900">Reason: {change.reason}</p>}
      {change.kind === "owner_edit" &&
        (change.revertedBy !== null ? (
          <p className="mt-2 text-sm font-semibold text-ink-700">Reverted</p>
        ) : (
          <button type="button" className="btn-outline mt-3 text-red-800" disabled={busy} onClick={onRevert}>
            Revert
            <span className="sr-only">
              {" "}
              the change of {label} made {changedAt(change.at)}
            </span>
          </button>
        ))}
      {children}
    </li>
  );
}
