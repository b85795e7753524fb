// A modal dialog on the native <dialog>: showModal() makes the page behind it inert, keeps Tab
// inside, closes on Escape and, when it closes, puts focus back where it was (the button that
// opened it). Mount it to open it. Children get `close`; onClose runs however it was closed
// (close(), Escape), and the parent then unmounts it.
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";

interface Props {
  title: string;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}

export default function Modal({ title, onClose, children }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Closing while still in the document is what restores focus to the opener.
    return () => element?.close();
  }, []);

  // Found by id, not through the ref: children receive `close` during render.
  const close = () => (document.getElementById(id) as HTMLDialogElement | null)?.close();

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-cream-300 bg-cream-50 p-0 text-ink-900 shadow-card-hover backdrop:bg-ink-900/60"
    >
      <div className="p-5 sm:p-7">
        <h2 id={`${id}-title`} className="text-2xl font-semibold text-leaf-900">
          {title}
        </h2>
        <div className="mt-5">{children(close)}</div>
      </div>
    </dialog>
  );
}
