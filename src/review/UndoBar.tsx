// The last review decision and its Undo button (ADR 063), shown until the server's undo window ends.
// A polite live region, so a screen reader hears what was decided and that it can be undone.
import { useEffect, useRef } from "react";

export interface LastDecision {
  actionId: string;
  /** ISO time the server stops accepting the undo. */
  until: string;
  /** "Rejected Kimura General Store." / "Rejected 246 stores." */
  text: string;
}

export default function UndoBar({
  last,
  onUndo,
  onExpired,
}: {
  last: LastDecision;
  onUndo: () => void;
  onExpired: () => void;
}) {
  // The parent's callback is new on every render; the clock restarts only for a new decision.
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });
  useEffect(() => {
    const timer = setTimeout(() => expired.current(), Math.max(0, new Date(last.until).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [last.until]);

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-leaf-700 bg-leaf-50 px-4 py-3 text-ink-900"
    >
      <span>{last.text}</span>
      <button type="button" className="btn-outline" onClick={onUndo}>
        Undo <span className="text-sm text-ink-700">(u)</span>
      </button>
    </div>
  );
}
