// Links to the spec's popular searches, as pills.
import { POPULAR_SEARCHES } from "../../search/popular-searches.ts";

export default function PopularSearches({
  className = "",
  centered = false,
}: {
  className?: string;
  centered?: boolean;
}) {
  return (
    <nav aria-label="Popular searches" className={className}>
      <p className="font-semibold text-ink-900">Popular searches</p>
      <ul className={`mt-3 flex flex-wrap gap-2 ${centered ? "justify-center" : ""}`}>
        {POPULAR_SEARCHES.map((search) => (
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
