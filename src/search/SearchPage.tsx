// The search page's live part (client:load): the search box, then results for ?q= from
// GET /api/search. The page itself is one static shell, so the query is read in the browser; a new
// search updates the address with pushState instead of reloading, and Back/Forward work.
// Before hydration (and without JavaScript) it renders the help; search.astro marks <html> with
// data-has-query first thing, so a visitor arriving with ?q= sees placeholders, not the help.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { pageTitle } from "../site/head.ts";
import { searchMeta } from "./place-in-query.ts";
import type { PopularSearch } from "./popular-searches.ts";
import { searchApiPath, searchPath, type SearchResponse } from "./search-api.ts";
import SearchHelp from "./SearchHelp.tsx";
import SearchResults, { SearchEmpty, SearchLoading } from "./SearchResults.tsx";
import { HttpError, apiFetch, failureMessage } from "../ui/api.ts";
import SearchField from "../ui/SearchField.tsx";

const QUERY_CHANGE = "search:querychange";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}
const readQuery = () => new URLSearchParams(window.location.search).get("q")?.trim() ?? "";
/** null: not known yet (the server render and hydration). */
const serverQuery = () => null;

type Outcome = { query: string; attempt: number } & (
  | { ok: true; data: SearchResponse }
  /** rejected: the server refused this query (4xx); anything else may work on a retry. */
  | { ok: false; rejected: boolean; message: string }
);

const NETWORK_MESSAGE = "We couldn't load search results. Please check your connection and try again.";

/** `popular`: the towns shoppers search for most, counted at build time (popular-searches.ts). */
export default function SearchPage({ popular = [] }: { popular?: readonly PopularSearch[] }) {
  const id = useId();
  const query = useSyncExternalStore(subscribe, readQuery, serverQuery);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    apiFetch<SearchResponse>(searchApiPath(query), { signal: controller.signal })
      .then((data) => setOutcome({ query, attempt, ok: true, data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const rejected = error instanceof HttpError && error.status >= 400 && error.status < 500;
        const message = failureMessage(error, NETWORK_MESSAGE);
        setOutcome({ query, attempt, ok: false, rejected, message });
      });
    return () => controller.abort();
  }, [query, attempt]);

  useEffect(() => {
    if (query === null) return;
    const meta = searchMeta(query);
    document.title = pageTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    document.documentElement.toggleAttribute("data-has-query", query !== "");
    // Show the query in the field (the server render could not know it), without touching what
    // the visitor is typing: after their own submit the trimmed text already matches.
    if (field.current && field.current.value.trim() !== query) field.current.value = query;
  }, [query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (text === query) {
      setAttempt((n) => n + 1); // searching again for the same words retries
      return;
    }
    history.pushState(null, "", text ? searchPath(text) : "/search");
    window.dispatchEvent(new Event(QUERY_CHANGE));
  };

  const current = outcome && query && outcome.query === query && outcome.attempt === attempt ? outcome : null;
  let body;
  if (query === null) {
    body = (
      <>
        <div className="in-data-has-query:hidden">
          <SearchHelp popular={popular} />
        </div>
        <div className="hidden in-data-has-query:block">
          <SearchLoading query="" />
        </div>
      </>
    );
  } else if (!query) {
    body = <SearchHelp popular={popular} />;
  } else if (!current) {
    body = <SearchLoading query={query} />;
  } else if (!current.ok) {
    body = (
      <div role="alert" className="rounded-2xl border-2 border-red-200 bg-red-50 p-6 text-red-900">
        <h2 className="text-2xl font-semibold">
          {current.rejected ? "Please try a different search" : "Search is not available right now"}
        </h2>
        <p className="mt-2">{current.message}</p>
        {!current.rejected && (
          <button type="button" className="btn-primary mt-5" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        )}
      </div>
    );
  } else if (current.data.stores.length === 0) {
    body = <SearchEmpty query={query} cities={current.data.cities} popular={popular} />;
  } else {
    body = <SearchResults query={query} stores={current.data.stores} cities={current.data.cities} />;
  }

  return (
    <>
      <form action="/search" method="get" role="search" onSubmit={onSubmit} className="max-w-2xl">
        <label htmlFor={`${id}-q`} className="block font-semibold text-ink-900">
          Search by town, ZIP code or store name
        </label>
        <div className="mt-2">
          <SearchField ref={field} id={`${id}-q`} placeholder="Town, ZIP code or store name" />
        </div>
      </form>
      <p role="status" className="sr-only">
        {current?.ok
          ? `Found ${current.data.stores.length} grocery ${current.data.stores.length === 1 ? "store" : "stores"}`
          : ""}
      </p>
      <div className="mt-10">{body}</div>
    </>
  );
}
