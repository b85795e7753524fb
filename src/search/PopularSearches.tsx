// Links to the towns shoppers search for most (popular-searches.ts), as pills; nothing at all while
// the product has not counted enough searches to call any town popular.
import type { PopularSearch } from "./popular-searches.ts";

export default function PopularSearches({
  searches,
  className = "",
  centered = false,
}: {
  searches: readonly PopularSearch[];
  className?: string;
  centered?: boolean;
}) {
  if (searches.length === 0) return null;
  return (
    <nav aria-label="Popular searches" className={className}>
      <p className="font-semibold text-ink-900">Popular searches</p>
      <ul className={`mt-3 flex flex-wrap gap-2 ${centered ? "justify-center" : ""}`}>
        {searches.map((search) => (
          <li key={search.label}>
            <a
              href={search.href}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-cream-300 bg-cream-50 px-4 font-medium text-leaf-800 hover:border-leaf-600 hover:bg-leaf-50"
            >
              {search.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
