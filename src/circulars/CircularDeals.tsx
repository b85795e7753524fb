// A store's current circular for shoppers (issue #25), rendered at build time: near the top of the
// store page ("This week's deals") and inside the store's card on the best-deals page. The first
// page's thumbnail, the dates, 'Open the PDF' and the first lines of its text; on the store page
// also the whole text in a disclosure, for screen readers and search engines.
import { circularExcerpt, dateRange } from "./circular-view.ts";
import type { CurrentCircularJson } from "./circulars.ts";
import { plural } from "../platform/format.ts";

interface Props {
  circulars: readonly CurrentCircularJson[];
  storeName: string;
  /** "page": the store page's section; "card": the compact block inside a best-deals card. */
  variant: "page" | "card";
}

export default function CircularDeals({ circulars, storeName, variant }: Props) {
  if (circulars.length === 0) return null;
  const page = variant === "page";
  const Heading = page ? "h2" : "h4";
  const headingId = `circular-${circulars[0]!.id}-${variant}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-honey-300 bg-honey-200/40 ${page ? "p-5" : "p-4"}`}
      data-current-circulars=""
    >
      <Heading id={headingId} className={`font-display font-semibold text-ink-900 ${page ? "text-2xl" : "text-lg"}`}>
        {page ? "This week's deals" : "This week's circular"}
        <span className="sr-only"> at {storeName}</span>
      </Heading>
      <ul className="mt-3 space-y-4">
        {circulars.map((c) => {
          const excerpt = circularExcerpt(c.text);
          const more = excerpt !== circularExcerpt(c.text, Infinity, Infinity);
          return (
            <li key={c.id} className="flex gap-4">
              {c.thumbnailUrl && (
                <a
                  href={c.fileUrl}
                  target="_blank"
                  rel="noopener"
                  className="shrink-0"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <img
                    src={c.thumbnailUrl}
                    alt=""
                    width={page ? 120 : 80}
                    height={page ? 155 : 104}
                    loading="lazy"
                    decoding="async"
                    className={`h-auto rounded-lg border border-cream-300 bg-white object-contain object-top shadow-card ${
                      page ? "w-20 sm:w-30" : "w-16 sm:w-20"
                    }`}
                  />
                </a>
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">
                  Valid {dateRange(c.startDate, c.endDate)}
                  {c.pageCount > 0 && (
                    <span className="font-normal text-ink-700"> · {plural(c.pageCount, "page")}</span>
                  )}
                </p>
                {excerpt && (
                  <p
                    className={`mt-1 break-words whitespace-pre-line text-ink-700 ${page ? "" : "line-clamp-3 text-sm"}`}
                  >
                    {excerpt}
                  </p>
                )}
                <a href={c.fileUrl} className="btn-outline mt-3" target="_blank" rel="noopener">
                  Open the PDF<span className="sr-only"> circular of {storeName} (opens in a new tab)</span>
                </a>
                {page && more && (
                  <details className="mt-3">
                    <summary className="cursor-pointer font-semibold text-leaf-800">
                      Read the circular&apos;s text
                    </summary>
                    <p className="mt-2 break-words whitespace-pre-line text-ink-700">{c.text}</p>
                  </details>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
