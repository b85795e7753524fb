// The review queues' keyboard shortcuts on screen (ADR 063): a one-line note under the heading, and the
// full list in a dialog ("?" or the note's button).
import Modal from "./Modal.tsx";
import { SHORTCUTS } from "./queue-keys.ts";

export default function ShortcutsNote({ onShowAll }: { onShowAll: () => void }) {
  return (
    <p className="text-sm text-ink-700">
      Keyboard: <kbd className="font-mono font-semibold">j</kbd>/<kbd className="font-mono font-semibold">k</kbd> next
      and previous, <kbd className="font-mono font-semibold">a</kbd> approve,{" "}
      <kbd className="font-mono font-semibold">r</kbd> reject, <kbd className="font-mono font-semibold">e</kbd>{" "}
      evidence, <kbd className="font-mono font-semibold">u</kbd> undo.{" "}
      <button type="button" className="font-semibold text-leaf-800 underline underline-offset-2" onClick={onShowAll}>
        All shortcuts (?)
      </button>
    </p>
  );
}

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose}>
      {(close) => (
        <div className="mt-4 space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {SHORTCUTS.map((s) => (
              <div key={s.keys} className="contents">
                <dt className="font-mono font-semibold text-ink-900">{s.keys}</dt>
                <dd className="text-ink-900">{s.does}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-700">Keys typed into a field or a dialog are never taken as shortcuts.</p>
          <button type="button" className="btn-primary" onClick={close} autoFocus>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
