// One figure with its label, for the dashboard and analytics cards. A <div> in a list the caller
// provides, so a screen reader hears "label, value" as one item.
export default function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-leaf-900 tabular-nums">
        {value === null ? <span className="text-ink-600">–</span> : value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** The grid the cards sit in: a description list, two columns on a phone, four on a wide screen. */
export function StatGrid({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</dl>;
}
