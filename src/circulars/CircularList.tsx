import type { CircularJson } from "./circulars.ts";
import { dateRange, sizeInMb, statusBadge } from "./circular-view.ts";
import Badge from "./Badge.tsx";

export default function CircularList({
  circulars,
  deleting,
  onDelete,
}: {
  circulars: CircularJson[];
  deleting: string | null;
  onDelete: (circular: CircularJson) => void;
}) {
  return (
    <section aria-labelledby="list-heading" className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card">
      <h2 id="list-heading" className="text-xl font-semibold text-ink-900">
        Your Circulars
      </h2>
      {circulars.length === 0 ? (
        <div className="mt-6 text-center">
          <p className="font-semibold text-ink-900">No circulars yet</p>
          <p className="text-ink-600">Upload your first weekly circular to get started</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-cream-300">
          {circulars.map((c) => {
            const badge = statusBadge(c.status, c.scheduled);
            return (
              <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink-900">{c.originalFilename}</p>
                  <p className="text-sm text-ink-700">
                    {dateRange(c.startDate, c.endDate)} · {sizeInMb(c.originalFileSize)}
                    {c.pageCount > 0 && ` · ${c.pageCount} ${c.pageCount === 1 ? "page" : "pages"}`}
                    {c.expired && " · expired"}
                    {c.scheduled && c.status === "active" && " · shown to shoppers from its start date"}
                  </p>
                  {c.processingError && <p className="mt-1 text-sm font-medium text-red-800">{c.processingError}</p>}
                </div>
                <div className="flex items-center gap-3">
                  <span role="status">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </span>
                  <button
                    type="button"
                    className="btn-outline min-h-11 px-4"
                    disabled={deleting === c.id}
                    onClick={() => onDelete(c)}
                    aria-label={`Delete ${c.originalFilename}`}
                  >
                    {deleting === c.id ? "Deleting..." : "Delete"}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
