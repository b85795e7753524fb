// One figure with its label, for the dashboard and analytics cards. A <div> in a list the caller
// provides, so a screen reader hears "label, value" as one item.
export default function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="min-w-0 rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-card sm:p-5">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words text-leaf-900 tabular-nums sm:text-3xl">
        {value === null ? <span className="text-ink-600">–</span> : value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** The grid the cards sit in: a description list, two columns on a phone, four on a wide screen. */
export function StatGrid({ children }: { children: React.ReactNode }) {
  // minmax(0, 1fr): a long figure wraps inside its card instead of widening a phone's page (issue #25).
  return <dl className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3 sm:gap-4 lg:grid-cols-4">{children}</dl>;
}
