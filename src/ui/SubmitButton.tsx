// A form's submit button that says why it cannot be pressed yet (issue #49): until the island is live
// it stays disabled, as its JavaScript must validate and send the form, and a line under it says the
// form is getting ready instead of leaving a dead button unexplained. While sending, its pending words.
// `held`: the form has no action and its island waits for input (client:interaction), so the page's
// island loader holds a submit until the island is live and then gives it again (ADR 067): the button
// can be pressed at once, and the first press counts.
import { useId, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

export const GETTING_READY = "Getting the form ready…";

export default function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
  held = false,
}: {
  pending: boolean;
  pendingLabel: string;
  className: string;
  children: ReactNode;
  held?: boolean;
}) {
  const ready = useHydrated() || held;
  const noteId = useId();
  return (
    <>
      <button
        type="submit"
        className={className}
        disabled={pending || !ready}
        aria-describedby={ready ? undefined : noteId}
      >
        {pending ? pendingLabel : children}
      </button>
      {!ready && (
        <span id={noteId} role="status" className="block text-sm text-ink-700">
          {GETTING_READY}
        </span>
      )}
    </>
  );
}
