// One figure with its label, for the dashboard and analytics cards. A <div> in a list the caller
// provides, so a screen reader hears "label, value" as one item. With `href` the figure links to
// where it can be acted on (a review queue's tab).
export default function StatCard({ label, value, href }: { label: string; value: number | null; href?: string }) {
  const figure = value === null ? <span className="text-ink-600">–</span> : value.toLocaleString("en-US");
  return (
    <div className="min-w-0 rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-card sm:p-5">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words text-leaf-900 tabular-nums sm:text-3xl">
        {href ? (
          <a href={href} className="underline decoration-2 underline-offset-4 hover:text-leaf-700">
            {figure}
            <span className="sr-only"> (open {label.replace(/ waiting$/, "")})</span>
          </a>
        ) : (
          figure
        )}
      </dd>
    </div>
  );
}

/** The grid the cards sit in: a description list, two columns on a phone, four on a wide screen. */
export function StatGrid({ children }: { children: React.ReactNode }) {
  // minmax(0, 1fr): a long figure wraps inside its card instead of widening a phone's page (issue #25).
  return <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3 sm:gap-4 lg:grid-cols-4">{children}</dl>;
}
