// The admin panel's Grocery Stores tab: search (as you type, by name, town or ZIP), pages of 25,
// edit in a dialog, delete after a confirmation prompt (spec section 5), and a "Show deleted"
// switch that lists deleted stores too, each with Restore (possible for 30 days), and an "Out of
// scope" switch that lists only the stores the scope rule marked, each with Keep or Delete (issue #47).
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "../ui/toast.ts";
import { adminFetch, failureText } from "./admin-api.ts";
import { inputClass } from "../ui/Field.tsx";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import StoreEditDialog from "./StoreEditDialog.tsx";
import StoreHistoryDialog from "./StoreHistoryDialog.tsx";
import MergeStoreDialog from "./MergeStoreDialog.tsx";
import StorePhotosDialog from "./StorePhotosDialog.tsx";
import StoreRow from "./StoreRow.tsx";
import { closeForGood, reopen } from "./close-for-good.ts";
import { keepInScope } from "../scope/keep-in-scope.ts";
import type { AdminStore, StorePage } from "./admin-store-types.ts";

const PAGE_SIZE = 25;
const TYPING_PAUSE_MS = 300;

interface Props {
  /** The number of stores marked out of scope, each time the unsearched 'Out of scope' list loads. */
  onOutOfScopeTotal?: (total: number) => void;
}

export default function StoresTab({ onOutOfScopeTotal }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState({ q: "", includeDeleted: false, outOfScope: false, page: 1 });
  const [reloads, setReloads] = useState(0);
  // Keyed by the request they answer, so "loading" is simply "no answer for this request yet".
  const [result, setResult] = useState<{ key: string; data?: StorePage; failed?: boolean } | null>(null);
  const [editing, setEditing] = useState<AdminStore | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminStore | null>(null);
  const [photosOf, setPhotosOf] = useState<AdminStore | null>(null);
  const [merging, setMerging] = useState<AdminStore | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // A ref, not a dependency: the panel passes a new function each render, which must not refetch.
  const reportOutOfScope = useRef(onOutOfScopeTotal);
  useEffect(() => {
    reportOutOfScope.current = onOutOfScopeTotal;
  });

  const key = JSON.stringify([query, reloads]);
  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams({ q: query.q, page: String(query.page), pageSize: String(PAGE_SIZE) });
    if (query.includeDeleted) params.set("include", "deleted");
    if (query.outOfScope) params.set("filter", "out-of-scope");
    adminFetch<StorePage>(`/api/admin/grocery-stores?${params}`).then(
      (data) => {
        if (cancelled) return;
        setResult({ key, data });
        if (query.outOfScope && !query.q) reportOutOfScope.current?.(data.total);
      },
      () => !cancelled && setResult({ key, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, query]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const reload = () => setReloads((n) => n + 1);
  const search = (q: string) => setQuery((current) => ({ ...current, q: q.trim(), page: 1 }));
  const current = result?.key === key ? result : null;
  // While a new page loads, keep showing the last one (dimmed) rather than flashing a spinner.
  const shown = current?.data ?? result?.data;

  const remove = async (store: AdminStore) => {
    if (!window.confirm(`Delete "${store.name}"? It disappears from the site and can be restored for 30 days.`)) return;
    setBusyId(store.id);
    try {
      await adminFetch(`/api/admin/grocery-stores/${store.id}`, { method: "DELETE" });
      toast({ title: "Grocery store deleted", description: `${store.name} can be restored from "Show deleted".` });
      reload();
      heading.current?.focus(); // the row and its button are gone: keep focus on this list
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: failureText(error, "Failed to delete grocery store"),
      });
    } finally {
      setBusyId(null);
    }
  };

  const restore = async (store: AdminStore) => {
    setBusyId(store.id);
    try {
      await adminFetch(`/api/admin/grocery-stores/${store.id}/restore`, { method: "POST" });
      toast({
        title: "Grocery store restored",
        description: `${store.name} is back on the site after the next rebuild.`,
      });
      reload();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: failureText(error, "Failed to restore grocery store"),
      });
    } finally {
      setBusyId(null);
    }
  };

  const keep = (store: AdminStore) => {
    setBusyId(store.id);
    void keepInScope(store).then((kept) => {
      setBusyId(null);
      if (kept) reload();
    });
  };

  /** 'Closed for good' or 'Reopen': each asks first and says how it went (close-for-good.ts). */
  const changeClosure = (store: AdminStore, change: (store: AdminStore) => Promise<boolean>) => {
    setBusyId(store.id);
    void change(store).then((changed) => {
      setBusyId(null);
      if (changed) reload();
    });
  };

  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;
  const from = shown && shown.total > 0 ? (shown.page - 1) * shown.pageSize + 1 : 0;
  const to = shown ? Math.max(from, from + shown.stores.length - 1) : 0;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
        Grocery stores
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            clearTimeout(typing.current);
            search(text);
          }}
        >
          <label htmlFor={`${id}-q`} className="block font-semibold text-ink-900">
            Search stores
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              placeholder="Name, town or ZIP code"
              onChange={(event) => {
                const value = event.target.value;
                setText(value);
                clearTimeout(typing.current);
                typing.current = setTimeout(() => search(value), TYPING_PAUSE_MS);
              }}
              className={inputClass}
            />
            <button type="submit" className="btn-primary mt-2 shrink-0">
              Search
            </button>
          </div>
        </form>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
          <input
            type="checkbox"
            checked={query.includeDeleted}
            onChange={(event) => setQuery((q) => ({ ...q, includeDeleted: event.target.checked, page: 1 }))}
            className="size-5 accent-leaf-700"
          />
          Show deleted
        </label>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
          <input
            type="checkbox"
            checked={query.outOfScope}
            onChange={(event) => setQuery((q) => ({ ...q, outOfScope: event.target.checked, page: 1 }))}
            className="size-5 accent-leaf-700"
          />
          Out of scope
        </label>
      </div>
      {query.outOfScope && (
        <p className="mt-4 max-w-prose rounded-2xl bg-cream-200 p-4 text-ink-900">
          These stores are outside the towns the directory covers, by the USDA&apos;s Rural-Urban Commuting Area codes
          and the small metro areas we list. Each stays on the site until you decide. <strong>Keep</strong> leaves it
          listed for good: later checks and imports never mark it again. <strong>Delete</strong> takes it off the site
          (you can restore it for 30 days), and imports never bring it back.
        </p>
      )}

      <p role="status" className="mt-4 text-sm text-ink-700">
        {!current
          ? "Loading stores…"
          : shown &&
            `Showing ${from}–${to} of ${shown.total.toLocaleString("en-US")} ${shown.total === 1 ? "store" : "stores"}`}
      </p>

      {current?.failed ? (
        <div className="mt-4">
          <LoadFailed message="Failed to load grocery stores." onRetry={reload} />
        </div>
      ) : !shown ? (
        <Loading what="stores" />
      ) : shown.stores.length === 0 ? (
        <p className="mt-4 rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 p-8 text-center text-ink-700">
          {query.outOfScope && !query.q
            ? "No stores are out of scope: there is nothing to decide."
            : "No stores match your search."}
        </p>
      ) : (
        <ul className={`mt-4 space-y-3 ${current ? "" : "opacity-60"}`} aria-busy={!current}>
          {shown.stores.map((store) => (
            <StoreRow
              key={store.id}
              store={store}
              busy={busyId === store.id}
              onEdit={() => setEditing(store)}
              onHistory={() => setHistoryOf(store)}
              onPhotos={() => setPhotosOf(store)}
              onMerge={() => setMerging(store)}
              onDelete={() => void remove(store)}
              onRestore={() => void restore(store)}
              onKeep={() => keep(store)}
              onCloseForGood={() => changeClosure(store, closeForGood)}
              onReopen={() => changeClosure(store, reopen)}
            />
          ))}
        </ul>
      )}

      {shown && pages > 1 && (
        <nav aria-label="Store list pages" className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            className="btn-outline disabled:opacity-50"
            disabled={query.page <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
          >
            Previous
          </button>
          <span className="text-ink-700">
            Page {query.page} of {pages}
          </span>
          <button
            type="button"
            className="btn-outline disabled:opacity-50"
            disabled={query.page >= pages}
            onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
          >
            Next
          </button>
        </nav>
      )}

      {photosOf && <StorePhotosDialog store={photosOf} onClose={() => setPhotosOf(null)} />}
      {merging && <MergeStoreDialog duplicate={merging} onClose={() => setMerging(null)} onMerged={reload} />}
      {historyOf && <StoreHistoryDialog store={historyOf} onClose={() => setHistoryOf(null)} onReverted={reload} />}
      {editing && (
        <StoreEditDialog
          store={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            setResult((r) =>
              r?.data
                ? { ...r, data: { ...r.data, stores: r.data.stores.map((s) => (s.id === saved.id ? saved : s)) } }
                : r,
            )
          }
        />
      )}
    </section>
  );
}
