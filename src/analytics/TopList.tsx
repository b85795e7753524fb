// A ranked list (top stores, top cities) whose rows are toggle buttons: activating one charts that
// row's page views. aria-pressed tells which row the chart shows.
export interface TopListItem {
  key: string;
  name: string;
  /** City name for a store, slug for a city. */
  detail: string;
  views: number;
}

interface Props {
  items: readonly TopListItem[];
  selectedKey: string | null;
  onSelect: (item: TopListItem) => void;
  /** Read before each row's name by screen readers, e.g. "Chart page views of". */
  actionLabel: string;
  empty: string;
}

export default function TopList({ items, selectedKey, onSelect, actionLabel, empty }: Props) {
  if (items.length === 0) return <p className="text-ink-700">{empty}</p>;
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <li key={item.key}>
          <button
            type="button"
            aria-pressed={item.key === selectedKey}
            onClick={() => onSelect(item)}
            className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-cream-300 bg-white px-3 py-2 text-left hover:border-leaf-600 aria-pressed:border-leaf-700 aria-pressed:bg-leaf-50"
          >
            <span
              className="w-6 shrink-0 text-right text-sm font-semibold text-ink-600 tabular-nums"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="sr-only">{actionLabel} </span>
              <span className="block truncate font-semibold text-ink-900">{item.name}</span>
              <span className="block truncate text-sm text-ink-700">{item.detail}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-leaf-800 tabular-nums">
              {item.views.toLocaleString("en-US")} {item.views === 1 ? "view" : "views"}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
