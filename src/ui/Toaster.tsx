// Where toasts appear: bottom of the screen on a phone, bottom right on a wide screen. Mount once
// per page (`<Toaster client:with-islands />`); any island calls toast() from ./toast.ts.
// The two live regions are always in the DOM, so screen readers announce text put into them; a
// toast waits while the pointer or focus is on it (WCAG 2.2.1), F8 jumps to it and Escape closes it.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { $toast, dismissToast, type Toast } from "./toast.ts";

const listenToToast = (onChange: () => void) => $toast.listen(onChange);
const currentToast = () => $toast.get();
// The built page never shows a toast; one raised before hydration appears right after it.
const noToast = (): Toast | null => null;

export default function Toaster() {
  const current = useSyncExternalStore(listenToToast, currentToast, noToast);
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => dismissToast(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, paused]);

  const destructive = current?.variant === "destructive";
  const text = current && (
    <>
      <p className="font-semibold">{current.title}</p>
      {current.description && (
        <p className={destructive ? "mt-0.5 text-sm text-red-50" : "mt-0.5 text-sm text-ink-700"}>
          {current.description}
        </p>
      )}
    </>
  );

  // On phones it sits above the store page's sticky Call/Directions bar (about 4 rem), not over it.
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="toast-region"
      onKeyDown={(event) => {
        if (event.key === "Escape" && current) dismissToast(current.id);
      }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div
        className={
          current
            ? `pointer-events-auto flex w-full items-start transition duration-200 starting:translate-y-2 starting:opacity-0 gap-3 rounded-2xl border p-4 shadow-card-hover ${
                destructive ? "border-red-800 bg-red-700 text-white" : "border-cream-300 bg-cream-50 text-ink-900"
              }`
            : "contents"
        }
        data-toast={current ? current.variant : undefined}
      >
        {/* Never display:none: a region must stay in the accessibility tree to be announced. */}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className={current && !destructive ? "min-w-0 flex-1" : "sr-only"}
        >
          {!destructive && text}
        </div>
        <div role="alert" aria-atomic="true" className={destructive ? "min-w-0 flex-1" : "sr-only"}>
          {destructive && text}
        </div>
        {current && (
          <button
            type="button"
            onClick={() => dismissToast(current.id)}
            aria-label="Dismiss notification"
            className={`-m-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
              destructive ? "text-white hover:bg-red-800" : "text-ink-700 hover:bg-cream-200"
            }`}
          >
            <svg
              className="size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
