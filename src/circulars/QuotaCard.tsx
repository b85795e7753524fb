import type { CircularQuota } from "./circulars.ts";
import { quotaBadge, quotaPercent, quotaResetText } from "./circular-view.ts";
import Badge from "./Badge.tsx";
import { plural } from "../platform/format.ts";

export default function QuotaCard({ quota }: { quota: CircularQuota }) {
  const percent = quotaPercent(quota);
  return (
    <section
      aria-labelledby="quota-heading"
      className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="quota-heading" className="text-xl font-semibold text-ink-900">
          Monthly Circular Quota
        </h2>
        <Badge variant={quotaBadge(quota)}>
          {quota.quotaUsed} / {quota.quotaLimit} Used
        </Badge>
      </div>
      <div
        role="progressbar"
        aria-label="Circulars used this period"
        aria-valuemin={0}
        aria-valuemax={quota.quotaLimit}
        aria-valuenow={quota.quotaUsed}
        className="mt-4 h-3 overflow-hidden rounded-full bg-cream-200"
      >
        <div className="h-full rounded-full bg-leaf-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-ink-900">{plural(quota.remaining, "circular")} remaining this month</p>
      <p className="text-sm text-ink-600">{quotaResetText(quota)}</p>
    </section>
  );
}
