// An ARIA tablist (WAI-ARIA Authoring Practices "Tabs", automatic activation): one tab stop for the
// whole list, arrow keys move between tabs (wrapping), Home and End jump to the ends. A panel is
// mounted on its first visit and then kept (hidden), so its search, page and scroll survive a
// switch. The chosen tab is mirrored in the URL hash, so a reload or a shared link reopens it, and a
// link to another tab's hash on the page (a stat card) opens that tab. On a wide screen the tabs wrap
// instead of scrolling, so every one is in sight (at 1280 px, ADR 063); a phone scrolls them.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabDefinition {
  /** Also the URL hash, e.g. "stores" for #stores. */
  id: string;
  label: string;
  panel: ReactNode;
  /** A count shown beside the label (e.g. listings waiting), with words for screen readers. */
  badge?: { count: number; label: string } | null;
}

function initialTab(tabs: readonly TabDefinition[]): string {
  const fromHash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return tabs.some((t) => t.id === fromHash) ? fromHash : tabs[0]!.id;
}

export default function Tabs({ label, tabs }: { label: string; tabs: readonly TabDefinition[] }) {
  const base = useId();
  const [selected, setSelected] = useState(() => initialTab(tabs));
  const [visited, setVisited] = useState(() => new Set([selected]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus = false) => {
    setSelected(id);
    setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
    window.history.replaceState(null, "", `#${id}`);
    if (focus) buttons.current.get(id)?.focus();
  };

  // The ids, not the array: the caller builds a new one every render.
  const ids = tabs.map((t) => t.id).join(" ");
  useEffect(() => {
    const follow = () => {
      const id = window.location.hash.slice(1);
      if (!ids.split(" ").includes(id)) return;
      setSelected(id);
      setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
      buttons.current.get(id)?.focus();
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [ids]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto border-b-2 border-cream-300 lg:flex-wrap lg:overflow-visible"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id)}
            className="-mb-0.5 min-h-11 shrink-0 rounded-t-lg border-b-4 border-transparent px-4 font-semibold whitespace-nowrap text-ink-700 hover:bg-leaf-50 hover:text-leaf-800 aria-selected:border-leaf-700 aria-selected:text-leaf-900"
          >
            {tab.label}
            {/* The tablist is `relative` so the badge's sr-only text stays inside its scroll box. */}
            {tab.badge && tab.badge.count > 0 && " "}
            {tab.badge && tab.badge.count > 0 && (
              <span className="ml-2 inline-block min-w-6 rounded-full bg-honey-200 px-2 text-center text-sm font-bold text-ink-900">
                {tab.badge.count}
                <span className="sr-only"> {tab.badge.label}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="pt-6 focus-visible:rounded-none"
        >
          {visited.has(tab.id) && tab.panel}
        </div>
      ))}
    </div>
  );
}
