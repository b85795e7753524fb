// "Merge into..." on a store row (ADR 044): the admin searches for the listing to keep, picks it, sees
// what the merge does to the owners (ADR 059), and gives a reason (the shared reason form). Votes and
// boosts move there, and this listing's address answers 301 to it after the next rebuild.
import { useId, useRef, useState } from "react";
import type { DuplicateOwnerChoice } from "./merge-owner-rule.ts";
import type { MergePreviewJson } from "./merge-schema.ts";
import { storeHref } from "../stores/store-view.ts";
import { toast } from "../ui/toast.ts";
import { failureText } from "./admin-api.ts";
import { inputClass } from "../ui/Field.tsx";
import Modal from "../ui/Modal.tsx";
import ReasonForm from "../ui/ReasonForm.tsx";
import { findSurvivors, mergeInto, previewMerge } from "./merge-api.ts";
import MergeOwnerNotice from "./MergeOwnerNotice.tsx";
import type { AdminStore } from "./admin-store-types.ts";

interface Props {
  duplicate: AdminStore;
  onClose: () => void;
  /** The merge happened: the list reloads (the duplicate leaves it). */
  onMerged: () => void;
}

export default function MergeStoreDialog({ duplicate, onClose, onMerged }: Props) {
  const id = useId();
  const [q, setQ] = useState(duplicate.name);
  const [found, setFound] = useState<AdminStore[] | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const [survivor, setSurvivor] = useState<AdminStore | null>(null);
  const [preview, setPreview] = useState<MergePreviewJson | null>(null);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const [ownerChoice, setOwnerChoice] = useState<DuplicateOwnerChoice>("review");
  const [pending, setPending] = useState(false);
  const closeRef = useRef<() => void>(() => undefined);

  const search = async () => {
    setSearchFailed(false);
    try {
      setFound(await findSurvivors(q.trim(), duplicate.id));
    } catch {
      setSearchFailed(true);
    }
  };

  const previewAbort = useRef<AbortController | null>(null);
  /** Picks the listing to keep (or none) and asks what the merge would do to the owners. */
  const pick = (store: AdminStore | null) => {
    previewAbort.current?.abort();
    setSurvivor(store);
    setPreview(null);
    setPreviewFailed(null);
    setOwnerChoice("review");
    if (!store) return;
    const abort = new AbortController();
    previewAbort.current = abort;
    previewMerge(duplicate.id, store.id, abort.signal).then(setPreview, (error: unknown) => {
      if (!abort.signal.aborted) setPreviewFailed(failureText(error, "Please pick the listing again."));
    });
  };

  const merge = async (reason: string) => {
    if (!survivor || !preview) return;
    setPending(true);
    try {
      const result = await mergeInto(duplicate.id, survivor.id, reason, ownerChoice);
      const review = result.moved.claimsToReview;
      toast({
        title: "Listings merged",
        description: `${duplicate.name} now leads to ${survivor.name} (${result.moved.votes} votes moved).${
          review > 0
            ? ` ${review} owner claim${review === 1 ? "" : "s"} now wait${review === 1 ? "s" : ""} in Claims.`
            : ""
        }`,
      });
      onMerged();
      closeRef.current();
    } catch (error) {
      toast({ variant: "destructive", title: "Merge Failed", description: failureText(error, "Please try again.") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={`Merge ${duplicate.name} into…`} onClose={onClose}>
      {(close) => {
        closeRef.current = close;
        return (
          <div className="space-y-4">
            <p className="text-ink-700">
              {duplicate.name} ({duplicate.address}, {duplicate.cityName}, {duplicate.state}) leaves the site. Its votes
              and boosts move to the listing you keep, its circulars are taken down, and its address leads there. Its
              owner gets no right on the listing you keep without your decision.
            </p>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                void search();
              }}
            >
              <label htmlFor={`${id}-q`} className="block font-semibold text-ink-900">
                Find the listing to keep
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-q`}
                  type="search"
                  value={q}
                  placeholder="Name, town or ZIP code"
                  onChange={(event) => setQ(event.target.value)}
                  className={inputClass}
                />
                <button type="submit" className="btn-primary mt-2 shrink-0">
                  Search
                </button>
              </div>
            </form>
            {searchFailed && <p role="alert">The search failed. Please try again.</p>}
            {found && found.length === 0 && <p role="status">No other listing matches. Try the town or ZIP code.</p>}
            {found && found.length > 0 && (
              <fieldset className="space-y-2">
                <legend className="font-semibold text-ink-900">Listing to keep</legend>
                {found.map((store) => (
                  <label
                    key={store.id}
                    className="flex min-h-11 items-start gap-3 rounded-xl border border-cream-300 p-3"
                  >
                    <input
                      type="radio"
                      name={`${id}-survivor`}
                      checked={survivor?.id === store.id}
                      onChange={() => pick(store)}
                      className="mt-1 size-5 accent-leaf-700"
                    />
                    <span>
                      <span className="font-semibold">{store.name}</span>
                      <span className="block text-sm text-ink-700">
                        {store.address}, {store.cityName}, {store.state} {store.zipCode} · {store.upvoteCount} votes ·{" "}
                        <a href={storeHref(store)} target="_blank" rel="noreferrer" className="underline">
                          view
                        </a>
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {survivor && previewFailed && <p role="alert">{previewFailed}</p>}
            {survivor && preview && (
              <MergeOwnerNotice
                preview={preview}
                duplicateName={duplicate.name}
                survivorName={survivor.name}
                choice={ownerChoice}
                onChoice={setOwnerChoice}
              />
            )}
            {survivor && preview && (
              <ReasonForm
                pending={pending}
                onSubmit={(reason) => void merge(reason)}
                onCancel={() => pick(null)}
                hint="Kept in the audit log of both listings."
                label={`Why merge into ${survivor.name}?*`}
                requiredMessage="Please enter a reason for the merge: it is kept in the audit log."
                submitLabel="Merge Listings"
                pendingLabel="Merging..."
              />
            )}
            <button type="button" className="btn-outline" onClick={close}>
              Close
            </button>
          </div>
        );
      }}
    </Modal>
  );
}
