// The admin panel's "New listings" tab (ADR 024): listings from the form wait here, oldest first and
// likely spam last, until an admin approves, edits or rejects them (with a reason, mailed to the
// lister). Reports the number waiting to the panel for the tab's badge.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "../../shared/toast.ts";
import { failureText } from "../admin-api.ts";
import RejectClaimForm from "../claims/RejectClaimForm.tsx";
import StoreEditDialog from "../stores/StoreEditDialog.tsx";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import BulkDecision from "./BulkDecision.tsx";
import NewListingCard from "./NewListingCard.tsx";
import {
  approveListing,
  loadQueue,
  rejectListing,
  type NewListingJson,
  type NewListingQueueJson,
} from "./new-listings-api.ts";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; queue: NewListingQueueJson };

export default function NewListingsTab({ onTotal }: { onTotal: (total: number) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ status: "loading" });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<NewListingJson | null>(null);
  const [rejecting, setRejecting] = useState<NewListingJson | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      const queue = await loadQueue();
      setState({ status: "ready", queue });
      onTotal(queue.total);
    } catch {
      setState({ status: "error" });
    }
  }, [onTotal]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
  }, [load]);

  /** The card and its buttons are gone after a decision: keep focus on this list. */
  const decided = async () => {
    await load();
    heading.current?.focus();
  };

  const approve = async (listing: NewListingJson) => {
    setBusyId(listing.id);
    try {
      await approveListing(listing.id);
      toast({
        title: "Listing approved",
        description: `${listing.name} joins town lists and search with the next update.`,
      });
      await decided();
    } catch (error) {
      toast({ variant: "destructive", title: "Approval Failed", description: failureText(error, "Please try again.") });
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (listing: NewListingJson, reason: string) => {
    setBusyId(listing.id);
    try {
      await rejectListing(listing.id, reason);
      setRejecting(null);
      toast({
        title: "Listing rejected",
        description: listing.listerEmail ? "The lister has been told why." : `${listing.name} was removed.`,
      });
      await decided();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Rejection Failed",
        description: failureText(error, "Please try again."),
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
        New listings
      </h2>
      <p className="text-ink-700">
        Listings from the form are visible at their own address, marked as not yet reviewed, and stay out of town lists,
        search and the sitemap until approved. Likely spam is listed last. Stores an import could not decide wait here
        with the import&apos;s reason and stay off every public page until approved.
      </p>
      {state.status === "loading" && <Loading what="new listings" />}
      {state.status === "error" && (
        <LoadFailed message="The new listings could not be loaded." onRetry={() => void load()} />
      )}
      {state.status === "ready" && (
        <>
          <p role="status" className="text-sm text-ink-700">
            {state.queue.total === 0
              ? "No new listings are waiting for review."
              : `${state.queue.total} ${state.queue.total === 1 ? "listing is" : "listings are"} waiting for review${
                  state.queue.listings.length < state.queue.total
                    ? `, the first ${state.queue.listings.length} shown`
                    : ""
                }.`}
          </p>
          <BulkDecision groups={state.queue.groups} onDecided={decided} />
          <ul className="space-y-3">
            {state.queue.listings.map((listing) => (
              <NewListingCard
                key={listing.id}
                listing={listing}
                busy={busyId === listing.id}
                onApprove={() => void approve(listing)}
                onEdit={() => setEditing(listing)}
                onReject={() => setRejecting(listing)}
              />
            ))}
          </ul>
        </>
      )}
      {editing && (
        <StoreEditDialog
          store={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            setState((current) =>
              current.status === "ready"
                ? {
                    ...current,
                    queue: {
                      ...current.queue,
                      listings: current.queue.listings.map((l) => (l.id === saved.id ? { ...l, ...saved } : l)),
                    },
                  }
                : current,
            )
          }
        />
      )}
      {rejecting && (
        <Modal title={`Reject ${rejecting.name}`} onClose={() => setRejecting(null)}>
          {(close) => (
            <RejectClaimForm
              pending={busyId === rejecting.id}
              onSubmit={(reason) => void reject(rejecting, reason)}
              onCancel={close}
              hint={
                rejecting.listerEmail
                  ? `Sent by e-mail to ${rejecting.listerEmail}.`
                  : "The lister gave no e-mail address, so nobody is told."
              }
            />
          )}
        </Modal>
      )}
    </section>
  );
}
