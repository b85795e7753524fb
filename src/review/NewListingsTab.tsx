// The admin panel's "New listings" tab (ADR 024, 063): listings from the form and stores an import could
// not decide wait here, a page at a time, sorted and filtered on the server, until an admin approves,
// edits or rejects them (with a reason, mailed to the lister once the undo window is over). Keyboard
// triage: j/k or the arrows move between cards, a approves, r rejects, e opens the evidence, u undoes
// the last decision, ? lists the keys. A decision takes the card off the page without reloading the
// queue. Reports the number waiting to the panel for the tab's badge and the stat card.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NEW_LISTING_SORTS, SORT_LABEL } from "./new-listings-query.ts";
import { DEFAULT_QUEUE_PAGE_SIZE } from "./queue-query.ts";
import { toast } from "../ui/toast.ts";
import { failureText } from "../admin/admin-api.ts";
import RejectClaimForm from "../owners/RejectClaimForm.tsx";
import StoreEditDialog from "../admin/StoreEditDialog.tsx";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import Modal from "../ui/Modal.tsx";
import QueueControls from "../ui/QueueControls.tsx";
import ShortcutsNote, { ShortcutsDialog } from "../ui/ShortcutsNote.tsx";
import { useQueueKeys } from "../ui/use-queue-keys.ts";
import BulkDecision from "./BulkDecision.tsx";
import NewListingCard from "./NewListingCard.tsx";
import {
  approveListing,
  loadQueue,
  rejectListing,
  undoDecision,
  type Decided,
  type NewListingJson,
  type NewListingQueueJson,
  type QueueView,
} from "./new-listings-api.ts";
import { REJECT_REASONS } from "./reject-reasons.ts";
import UndoBar, { type LastDecision } from "./UndoBar.tsx";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; queue: NewListingQueueJson };

const FIRST_VIEW: QueueView = { page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE, sort: "age" };

export default function NewListingsTab({ onTotal }: { onTotal: (total: number) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ status: "loading" });
  const [view, setView] = useState<QueueView>(FIRST_VIEW);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<NewListingJson | null>(null);
  const [rejecting, setRejecting] = useState<NewListingJson | null>(null);
  const [current, setCurrent] = useState(0);
  const [evidence, setEvidence] = useState<Set<string>>(() => new Set());
  const [last, setLast] = useState<LastDecision | null>(null);
  const [help, setHelp] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  // The panel's callback is new on every render: kept in a ref so it does not make `load` new.
  const reportTotal = useRef(onTotal);
  useEffect(() => {
    reportTotal.current = onTotal;
  });

  const load = useCallback(async (next: QueueView) => {
    try {
      const queue = await loadQueue(next);
      setState({ status: "ready", queue });
      reportTotal.current(queue.total);
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load(view), 0);
    return () => clearTimeout(timer);
  }, [load, view]);

  const items = state.status === "ready" ? state.queue.items : [];

  const focusCard = (index: number) => {
    const listing = items[index];
    if (!listing) return heading.current?.focus();
    setCurrent(index);
    cards.current.get(listing.id)?.focus();
  };

  /** The decided card leaves the page at once; focus goes to the card that takes its place. */
  const removeDecided = (ids: string[], decided: Decided, text: string) => {
    if (state.status !== "ready") return;
    const index = items.findIndex((l) => ids.includes(l.id));
    const remaining = items.filter((l) => !ids.includes(l.id));
    const total = state.queue.total - ids.length;
    setState({
      status: "ready",
      queue: { ...state.queue, items: remaining, total, matching: state.queue.matching - ids.length },
    });
    reportTotal.current(total);
    if (decided.actionId && decided.undoUntil) setLast({ actionId: decided.actionId, until: decided.undoUntil, text });
    if (remaining.length === 0) {
      // The page is cleared: the next one (the same page number, now holding later stores).
      void load(view);
      heading.current?.focus();
      return;
    }
    const next = Math.min(Math.max(index, 0), remaining.length - 1);
    setCurrent(next);
    // After React has drawn the list without the card.
    setTimeout(() => cards.current.get(remaining[next]!.id)?.focus(), 0);
  };

  const approve = async (listing: NewListingJson) => {
    setBusyId(listing.id);
    try {
      const decided = await approveListing(listing.id);
      toast({
        title: "Listing approved",
        description: `${listing.name} joins town lists and search with the next update.`,
      });
      removeDecided([listing.id], decided, `Approved ${listing.name}.`);
    } catch (error) {
      toast({ variant: "destructive", title: "Approval Failed", description: failureText(error, "Please try again.") });
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (listing: NewListingJson, reason: string) => {
    setBusyId(listing.id);
    try {
      const decided = await rejectListing(listing.id, reason);
      setRejecting(null);
      toast({
        title: "Listing rejected",
        description: listing.listerEmail
          ? "The lister will be told why once the undo time is over."
          : `${listing.name} was removed.`,
      });
      removeDecided([listing.id], decided, `Rejected ${listing.name}.`);
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

  const undo = async () => {
    if (!last) return;
    try {
      const { restored } = await undoDecision(last.actionId);
      setLast(null);
      toast({
        title: "Decision undone",
        description: `${restored} ${restored === 1 ? "store waits" : "stores wait"} for review again.`,
      });
      await load(view);
      heading.current?.focus();
    } catch (error) {
      setLast(null);
      toast({ variant: "destructive", title: "Undo Failed", description: failureText(error, "Please try again.") });
    }
  };

  useQueueKeys((action) => {
    const listing = items[current];
    if (action === "help") return setHelp(true);
    if (action === "undo") return void undo();
    if (action === "next") return focusCard(Math.min(current + 1, items.length - 1));
    if (action === "previous") return focusCard(Math.max(current - 1, 0));
    if (!listing || busyId) return;
    if (action === "approve") return void approve(listing);
    if (action === "reject") return setRejecting(listing);
    if (action === "evidence") {
      setEvidence((open) => {
        const next = new Set(open);
        if (!next.delete(listing.id)) next.add(listing.id);
        return next;
      });
    }
  }, root);

  const change = (update: Record<string, string | number | undefined>) => {
    setView((v) => ({ ...v, ...update }) as QueueView);
    setCurrent(0);
  };

  return (
    <section ref={root} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
        New listings
      </h2>
      <p className="text-ink-700">
        Listings from the form are visible at their own address, marked as not yet reviewed, and stay out of town lists,
        search and the sitemap until approved. Likely spam is listed last. Stores an import could not decide wait here
        with the import&apos;s reason and stay off every public page until approved.
      </p>
      <ShortcutsNote onShowAll={() => setHelp(true)} />
      {last && <UndoBar last={last} onUndo={() => void undo()} onExpired={() => setLast(null)} />}
      {state.status === "loading" && <Loading what="new listings" />}
      {state.status === "error" && (
        <LoadFailed message="The new listings could not be loaded." onRetry={() => void load(view)} />
      )}
      {state.status === "ready" && (
        <>
          <p role="status" className="text-sm text-ink-700">
            {state.queue.total === 0
              ? "No new listings are waiting for review."
              : `${state.queue.total} ${state.queue.total === 1 ? "listing is" : "listings are"} waiting for review${
                  state.queue.matching < state.queue.total ? `, ${state.queue.matching} match the filters` : ""
                }.`}
          </p>
          <BulkDecision
            groups={state.queue.groups}
            onDecided={async (decided, text) => {
              if (decided.actionId && decided.undoUntil)
                setLast({ actionId: decided.actionId, until: decided.undoUntil, text });
              await load(view);
            }}
          />
          <QueueControls
            sorts={NEW_LISTING_SORTS.map((value) => ({ value, label: SORT_LABEL[value] }))}
            sort={view.sort}
            page={view.page}
            pageSize={view.pageSize}
            matching={state.queue.matching}
            onChange={change}
            filters={[
              {
                name: "state",
                label: "State",
                all: "All states",
                options: state.queue.facets.state,
                value: view.state ?? "",
              },
              {
                name: "town",
                label: "Town",
                all: "All towns",
                options: state.queue.facets.town,
                value: view.town ?? "",
              },
              {
                name: "reason",
                label: "Reason",
                all: "All reasons",
                options: state.queue.facets.reason,
                value: view.reason ?? "",
              },
              {
                name: "band",
                label: "Confidence",
                all: "Any confidence",
                options: state.queue.facets.band,
                value: view.band ?? "",
              },
            ]}
          />
          <ul className="space-y-3" aria-label="Listings on this page">
            {items.map((listing, index) => (
              <NewListingCard
                key={listing.id}
                ref={(element) => {
                  if (element) cards.current.set(listing.id, element);
                  else cards.current.delete(listing.id);
                }}
                listing={listing}
                busy={busyId === listing.id}
                current={index === current}
                evidenceOpen={evidence.has(listing.id)}
                onEvidence={(open) =>
                  setEvidence((was) => {
                    if (was.has(listing.id) === open) return was;
                    const next = new Set(was);
                    if (open) next.add(listing.id);
                    else next.delete(listing.id);
                    return next;
                  })
                }
                onFocusCard={() => setCurrent(index)}
                onApprove={() => void approve(listing)}
                onEdit={() => setEditing(listing)}
                onReject={() => setRejecting(listing)}
              />
            ))}
          </ul>
        </>
      )}
      {help && <ShortcutsDialog onClose={() => setHelp(false)} />}
      {editing && (
        <StoreEditDialog
          store={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            setState((was) =>
              was.status === "ready"
                ? {
                    ...was,
                    queue: {
                      ...was.queue,
                      items: was.queue.items.map((l) => (l.id === saved.id ? { ...l, ...saved } : l)),
                    },
                  }
                : was,
            )
          }
        />
      )}
      {rejecting && (
        <Modal title={`Reject ${rejecting.name}`} onClose={() => setRejecting(null)}>
          {(close) => (
            <RejectClaimForm
              pending={busyId === rejecting.id}
              choices={REJECT_REASONS}
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
