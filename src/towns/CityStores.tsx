// A town page's store list: filters (AND), a sort and 'Load more', without a page reload (issue
// #13). The first page of cards is static HTML passed in as children, so the first screen needs no
// JavaScript and no data; the town's whole list (a compact static part, /cities/{slug}/stores.json)
// is fetched on the first filter, sort or 'Load more', then rendered with the same StoreCardView.
// The query lives in the address (pushState), so a filtered view can be shared and Back restores
// the previous one; so do the pages 'Load more' opened (replaceState), for a reload or a Back from
// a store. Without JavaScript the controls are hidden (a noscript style on the town page) and 'Next
// stores' is a plain link to the next static page. Mount with client:interaction={{ ifQuery: true }}:
// React loads when someone reaches for the list, or at once for an address that carries a view.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { pushSearch, replaceSearch, useAddressSearch } from "../ui/use-address-search.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { useMinuteClock } from "../ui/use-minute-clock.ts";
import EmptyState from "../ui/EmptyState.tsx";
import StoreCardView from "../stores/StoreCardView.tsx";
import { cityStoresPath } from "../stores/store-view.ts";
import {
  applyCityQuery,
  decodeCityStores,
  isDefaultCityQuery,
  parseShownPages,
  parseCityQuery,
  showingText,
  toggleFilter,
  CITY_FILTERS,
  CITY_SORTS,
  OFFERING_FILTERS,
  writeShownPages,
  writeCityQuery,
  type CityQuery,
  type CitySort,
  type CityStore,
  type CityStoresFile,
} from "./city-stores.ts";

interface Props {
  slug: string;
  /** Every listed store in the town. */
  total: number;
  pageSize: number;
  /** The second static page, for the no-JavaScript link; null when one page holds every store. */
  nextHref: string | null;
  /** The list's accessible name, e.g. "Grocery stores in Mankato, MN". */
  label: string;
  /** The first page of cards, rendered at build time. */
  children?: ReactNode;
  /** The whole list, when the page has it already (a town added since the build): no stores.json. */
  stores?: readonly CityStore[];
}

/** The query the built form shows: filters ticked or a sort chosen before the island hydrated. */
function shownQuery(form: HTMLFormElement, query: CityQuery): CityQuery {
  const ticked = (key: string) => (form.elements.namedItem(key) as HTMLInputElement | null)?.checked ?? false;
  const withFilters = CITY_FILTERS.reduce((q, { key }) => toggleFilter(q, key, ticked(key)), query);
  const sort = form.querySelector("select")?.value as CitySort | undefined;
  return sort ? { ...withFilters, sort } : withFilters;
}

const sameQuery = (a: CityQuery, b: CityQuery) => a.sort === b.sort && a.filters.join() === b.filters.join();

type Data = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; stores: CityStore[] };

export default function CityStores({ slug, total, pageSize, nextHref, label, children, stores }: Props) {
  const enhanced = useHydrated();
  // The address decides the view: on arrival (a shared link), after a change and on Back/Forward.
  const search = useAddressSearch();
  const query = useMemo(() => parseCityQuery(search), [search]);
  // Pages opened by 'Load more', in the address too (replaced, not pushed: Back leaves the town
  // page rather than closing pages); a new filter or sort starts again from the first page.
  const pages = useMemo(() => parseShownPages(search), [search]);
  const shown = pages * pageSize;
  const [data, setData] = useState<Data>(stores ? { status: "ready", stores: [...stores] } : { status: "idle" });
  const now = useMinuteClock(query.filters.includes("open"));
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // One request per page view; a failed one may be retried by the next change.
  const requested = useRef(stores !== undefined);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setData({ status: "loading" });
    fetch(cityStoresPath(slug), { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`stores.json answered ${response.status}`);
        return response.json() as Promise<CityStoresFile>;
      })
      .then((file) => setData({ status: "ready", stores: decodeCityStores(file) }))
      .catch(() => {
        requested.current = false;
        setData({ status: "error" });
      });
  }, [slug]);

  // A shared or restored filtered or longer view needs the whole list.
  const needsList = !isDefaultCityQuery(query) || pages > 1;
  useEffect(() => {
    if (needsList) load();
  }, [needsList, load]);

  const results = useMemo(
    () => (data.status === "ready" ? applyCityQuery(data.stores, query, new Date(now)) : null),
    [data, query, now],
  );

  // After 'Load more', keyboard and screen-reader users continue at the first new card.
  useEffect(() => {
    if (firstNew.current === null || !results) return;
    const link = listRef.current?.querySelectorAll<HTMLElement>("li a")[firstNew.current];
    firstNew.current = null;
    link?.focus();
  }, [results, shown]);

  const change = (next: CityQuery) => {
    load();
    pushSearch(writeShownPages(writeCityQuery(location.search, next), 1));
  };

  // The controls work before hydration (the tap that starts hydration must not be lost, nor need a
  // second tap): a filter ticked or a sort chosen in the built HTML is applied once React takes over.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const shown = formRef.current && shownQuery(formRef.current, query);
    if (shown && !sameQuery(shown, query)) change(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later changes come through onChange
  }, []);

  const loadMore = () => {
    firstNew.current = shown;
    load();
    replaceSearch(writeShownPages(location.search, pages + 1));
  };

  const matching = results?.length ?? total;
  const visible = results ? results.slice(0, shown) : null;
  const status =
    data.status === "loading" && needsList
      ? "Loading stores…"
      : showingText(Math.min(visible?.length ?? pageSize, matching), matching);

  return (
    <div data-town-stores={enhanced ? "ready" : ""}>
      <form
        ref={formRef}
        data-town-filters=""
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-cream-300 bg-cream-50 p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Filter and sort stores"
      >
        <fieldset className="min-w-0">
          <legend className="text-sm font-semibold text-ink-900">Show only</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CITY_FILTERS.map(({ key, label: text }) => (
              <label
                key={key}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-cream-300 bg-white px-3 py-1.5 text-sm font-medium text-ink-900 has-checked:border-leaf-700 has-checked:bg-leaf-50"
              >
                <input
                  type="checkbox"
                  name={key}
                  checked={query.filters.includes(key)}
                  onChange={(event) => change(toggleFilter(query, key, event.target.checked))}
                  className="size-4 accent-leaf-700"
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1 sm:w-56">
          <label htmlFor={`town-sort-${slug}`} className="text-sm font-semibold text-ink-900">
            Sort by
          </label>
          <select
            id={`town-sort-${slug}`}
            value={query.sort}
            onChange={(event) => change({ ...query, sort: event.target.value as CitySort })}
            className="min-h-11 rounded-xl border-2 border-cream-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-leaf-600"
          >
            {CITY_SORTS.map(({ key, label: text }) => (
              <option key={key} value={key}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p className="mt-4 text-sm font-medium text-ink-700" role="status" aria-live="polite" data-town-count>
        {status}
      </p>

      {data.status === "error" && (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          The full list could not be loaded. Check your connection and try again.
        </p>
      )}

      {visible === null ? (
        children
      ) : visible.length === 0 ? (
        <EmptyState className="mt-6" titleAs="p" title="No stores match these filters." icon="search">
          {/* An offering filter matches only stores known to offer it (ADR 060): say so, rather than
              let "no match" read as "these stores don't have it". */}
          {query.filters.some((key) => OFFERING_FILTERS.has(key)) && (
            <p>Only stores known to offer it are shown. A store that hasn&apos;t told us yet may still have it.</p>
          )}
          <button type="button" className="btn-outline mt-4" onClick={() => change({ ...query, filters: [] })}>
            Clear filters
          </button>
        </EmptyState>
      ) : (
        <ul ref={listRef} className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
          {visible.map((store) => (
            <li key={store.id} className="below-the-fold">
              <StoreCardView store={store} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}

      {(results ? results.length > shown : total > pageSize) ? (
        <div className="mt-8 flex justify-center">
          {enhanced ? (
            <button type="button" className="btn-outline" onClick={loadMore} data-load-more>
              Load more stores
            </button>
          ) : (
            nextHref && (
              <a href={nextHref} className="btn-outline">
                Next stores
              </a>
            )
          )}
        </div>
      ) : null}
    </div>
  );
}
