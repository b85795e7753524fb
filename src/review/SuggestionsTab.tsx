// The admin panel's 'Suggestions' tab (ADR 045): shoppers' suggested edits waiting for a decision,
// oldest first and likely spam last. Accept (applies the change, audited), reject (optional reason,
// mailed to the shopper if they left an e-mail) or ask a claimed store's owner to confirm or correct.
import { useId, useRef, useState } from "react";
import { SUGGESTION_KIND_LABELS } from "./suggestion-kinds.ts";
import { toast } from "../ui/toast.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { failureText } from "../admin/admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import AcceptSuggestionForm from "./AcceptSuggestionForm.tsx";
import RejectSuggestionForm from "./RejectSuggestionForm.tsx";
import SuggestionRow from "./SuggestionRow.tsx";
import {
  acceptSuggestion,
  askOwner,
  loadSuggestions,
  rejectSuggestion,
  type AdminSuggestionJson,
} from "./suggestions-api.ts";

type Target = { suggestion: AdminSuggestionJson; action: "accept" | "reject" };

export default function SuggestionsTab() {
  const id = useId();
  const { data: suggestions, failed, retry } = useLoaded(loadSuggestions);
  const [target, setTarget] = useState<Target | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);

  /** `failureTitle` null: the failure is shown in the open accept form, next to the value. */
  const run = async (suggestion: AdminSuggestionJson, action: () => Promise<string>, failureTitle: string | null) => {
    setBusyId(suggestion.id);
    setFormError(undefined);
    try {
      const done = await action();
      setTarget(null);
      toast({ title: done, description: `${SUGGESTION_KIND_LABELS[suggestion.kind]}: ${suggestion.store.name}.` });
      retry();
      heading.current?.focus();
    } catch (error) {
      const message = failureText(error, "Please try again.");
      if (failureTitle === null) setFormError(message);
      else toast({ variant: "destructive", title: failureTitle, description: message });
    } finally {
      setBusyId(null);
    }
  };

  const accept = (s: AdminSuggestionJson, body: { value?: string; keep?: "other" | "this" }) =>
    run(s, async () => (await acceptSuggestion(s.id, body), "Suggestion accepted"), null);
  const reject = (s: AdminSuggestionJson, reason: string) =>
    run(
      s,
      async () =>
        (await rejectSuggestion(s.id, reason)).mailed ? "Rejected; the shopper was told" : "Suggestion rejected",
      "Rejecting Failed",
    );
  const ask = (s: AdminSuggestionJson) =>
    run(s, async () => (await askOwner(s.id), "The owner was e-mailed"), "Asking the Owner Failed");

  const count = suggestions?.length ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
        Suggestions
      </h2>
      <p className="text-ink-700">
        Shoppers&apos; suggested edits from the store pages. Nothing changes on a listing until you accept a suggestion.
      </p>
      {!suggestions && !failed && <Loading what="suggestions" />}
      {failed && <LoadFailed message="The suggestions could not be loaded." onRetry={retry} />}
      {suggestions && !failed && (
        <>
          <p role="status" className="text-sm text-ink-700">
            {count === 0
              ? "No suggestions waiting."
              : `${count} ${count === 1 ? "suggestion" : "suggestions"} waiting.`}
          </p>
          <ul className="space-y-3">
            {suggestions.map((suggestion) => (
              <SuggestionRow
                key={suggestion.id}
                suggestion={suggestion}
                busy={busyId === suggestion.id}
                onAccept={() => (setFormError(undefined), setTarget({ suggestion, action: "accept" }))}
                onReject={() => (setFormError(undefined), setTarget({ suggestion, action: "reject" }))}
                onAskOwner={() => void ask(suggestion)}
              />
            ))}
          </ul>
        </>
      )}
      {target && (
        <Modal
          title={`${target.action === "accept" ? "Accept" : "Reject"}: ${SUGGESTION_KIND_LABELS[target.suggestion.kind]}`}
          onClose={() => setTarget(null)}
        >
          {(close) =>
            target.action === "accept" ? (
              <AcceptSuggestionForm
                suggestion={target.suggestion}
                pending={busyId === target.suggestion.id}
                error={formError}
                onSubmit={(body) => void accept(target.suggestion, body)}
                onCancel={close}
              />
            ) : (
              <RejectSuggestionForm
                hasEmail={target.suggestion.hasEmail}
                pending={busyId === target.suggestion.id}
                onSubmit={(reason) => void reject(target.suggestion, reason)}
                onCancel={close}
              />
            )
          }
        </Modal>
      )}
    </section>
  );
}
