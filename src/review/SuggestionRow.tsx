// One waiting suggestion in the admin's Suggestions tab: the store (linked), what is wrong, the
// shopper's note, what the listing says now, and the three decisions. Buttons name the store for
// screen readers: every row has the same labels.
import { SUGGESTION_KIND_LABELS, isFieldKind } from "./suggestion-kinds.ts";
import type { AdminSuggestionJson } from "./suggestions-api.ts";
import { readerDate } from "../platform/dates.ts";

interface Props {
  suggestion: AdminSuggestionJson;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
  onAskOwner: () => void;
}

export default function SuggestionRow({ suggestion, busy, onAccept, onReject, onAskOwner }: Props) {
  const { store, kind } = suggestion;
  const current = isFieldKind(kind) ? store[kind] : null;
  const named = ` about ${store.name}`;
  return (
    <li className="rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-card">
      <h3 className="text-lg font-semibold break-words text-ink-900">
        <a href={store.href} className="underline underline-offset-2 hover:text-leaf-800">
          {store.name}
        </a>
        <span className="font-normal text-ink-700">
          {" "}
          · {store.cityName}, {store.state}
        </span>
      </h3>
      <p className="font-semibold text-ink-900">{SUGGESTION_KIND_LABELS[kind]}</p>
      {isFieldKind(kind) && <p className="text-sm break-words text-ink-700">Now: {current?.trim() || "(empty)"}</p>}
      {suggestion.duplicateOf && (
        <p className="text-sm text-ink-700">
          Same store as{" "}
          <a href={suggestion.duplicateOf.href} className="font-semibold text-leaf-800 underline underline-offset-2">
            {suggestion.duplicateOf.name}
          </a>{" "}
          ({suggestion.duplicateOf.cityName}, {suggestion.duplicateOf.state})
        </p>
      )}
      {suggestion.note && <p className="mt-1 break-words whitespace-pre-line text-ink-900">“{suggestion.note}”</p>}
      <p className="mt-1 text-sm text-ink-700">
        Sent {readerDate(suggestion.createdAt, "short-month-day")}
        {suggestion.hasEmail ? " · the shopper left an e-mail" : ""}
        {suggestion.askedOwnerAt ? ` · owner asked ${readerDate(suggestion.askedOwnerAt, "short-month-day")}` : ""}
        {suggestion.ownerAnsweredAt
          ? ` · owner saved the listing ${readerDate(suggestion.ownerAnsweredAt, "short-month-day")}`
          : ""}
      </p>
      {suggestion.spamReasons.length > 0 && (
        <p className="mt-1 text-sm font-medium text-red-800">Likely spam: {suggestion.spamReasons.join("; ")}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={onAccept}>
          Accept<span className="sr-only">{named}</span>
        </button>
        <button type="button" className="btn-outline text-red-800" disabled={busy} onClick={onReject}>
          Reject<span className="sr-only">{named}</span>
        </button>
        {store.hasOwner && (
          <button type="button" className="btn-outline" disabled={busy} onClick={onAskOwner}>
            {suggestion.askedOwnerAt ? "Ask the owner again" : "Ask the owner"}
            <span className="sr-only">{named}</span>
          </button>
        )}
      </div>
    </li>
  );
}
