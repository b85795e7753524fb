// A store's history (ADR 040), opened from its row in the Grocery Stores tab: every audited change
// its owner made, newest first, and the admin's reverts. Reverting asks for a reason (the shared
// reason form), which the owner is mailed; the page changes at the next rebuild.
import { useRef, useState } from "react";
import type { OwnerChangeJson } from "../owners/owner-edit-schema.ts";
import { toast } from "../ui/toast.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { failureText } from "./admin-api.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import ReasonForm from "../ui/ReasonForm.tsx";
import HistoryEntry from "./HistoryEntry.tsx";
import NameAddressHistory from "./NameAddressHistory.tsx";
import { loadStoreHistory, revertOwnerChange } from "./history-api.ts";
import type { AdminStore } from "./admin-store-types.ts";

interface Props {
  store: AdminStore;
  onClose: () => void;
  /** A revert changed the store: the list reloads it. */
  onReverted: () => void;
}

export default function StoreHistoryDialog({ store, onClose, onReverted }: Props) {
  const { data, failed, retry } = useLoaded(() => loadStoreHistory(store.id), [store.id]);
  const changes = data?.changes;
  const [target, setTarget] = useState<OwnerChangeJson | null>(null);
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const revert = async (change: OwnerChangeJson, reason: string) => {
    setPending(true);
    try {
      await revertOwnerChange(store.id, change.id, reason);
      setTarget(null);
      toast({
        title: "Change reverted",
        description: `The store's page shows it after the next rebuild; the owner has been told why.`,
      });
      retry();
      onReverted();
      list.current?.focus();
    } catch (error) {
      toast({ variant: "destructive", title: "Revert Failed", description: failureText(error, "Please try again.") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={`History of ${store.name}`} onClose={onClose}>
      {(close) => (
        <div className="space-y-4">
          <p className="text-ink-700">Changes the store&apos;s verified owner made, newest first.</p>
          {failed && <LoadFailed message="The history could not be loaded." onRetry={retry} />}
          {!changes && !failed && <Loading what="history" />}
          {changes && changes.length === 0 && (
            <p className="rounded-xl border-2 border-dashed border-cream-300 p-6 text-center text-ink-700">
              The owner has not changed this listing.
            </p>
          )}
          {changes && changes.length > 0 && (
            <ol ref={list} tabIndex={-1} aria-label="Changes" className="space-y-3">
              {changes.map((change) => (
                <HistoryEntry key={change.id} change={change} busy={pending} onRevert={() => setTarget(change)}>
                  {target?.id === change.id && (
                    <ReasonForm
                      pending={pending}
                      onSubmit={(reason) => void revert(change, reason)}
                      onCancel={() => setTarget(null)}
                      hint="Sent to the store's verified owner by e-mail, and kept in the audit log."
                      label="Reason for the revert*"
                      requiredMessage="Please enter a reason for the revert: the owner is told."
                      submitLabel="Revert Change"
                      pendingLabel="Reverting..."
                    />
                  )}
                </HistoryEntry>
              ))}
            </ol>
          )}
          {data && <NameAddressHistory changes={data.nameAddressChanges} />}
          <button type="button" className="btn-outline" onClick={close}>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
