// A form's submit button that says why it cannot be pressed yet (issue #49): until the island is live
// it stays disabled, as its JavaScript must validate and send the form, and a line under it says the
// form is getting ready instead of leaving a dead button unexplained. While sending, its pending words.
import { useId, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

export const GETTING_READY = "Getting the form ready…";

export default function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const noteId = useId();
  return (
    <>
      <button
        type="submit"
        className={className}
        disabled={pending || !hydrated}
        aria-describedby={hydrated ? undefined : noteId}
      >
        {pending ? pendingLabel : children}
      </button>
      {!hydrated && (
        <span id={noteId} role="status" className="block text-sm text-ink-700">
          {GETTING_READY}
        </span>
      )}
    </>
  );
}
