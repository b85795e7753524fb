// One subscription (spec 2): product, amount per month, store, period dates, a status badge (green
// active, yellow incomplete, grey otherwise; 'Cancels on {date}' once cancelled) and the cancel button.
import { boostExtendPath, dollars } from "./plans.ts";
import { boostStatusLabel } from "./status-label.ts";
import type { SubscriptionJson } from "./subscription-info.ts";
import { billingDate } from "../platform/dates.ts";

const BADGE: Record<string, string> = {
  active: "bg-leaf-100 text-leaf-900 border-leaf-300",
  incomplete: "bg-honey-200 text-ink-900 border-honey-400",
};

export default function SubscriptionCard({
  subscription: s,
  canceling,
  onCancel,
}: {
  subscription: SubscriptionJson;
  canceling: boolean;
  onCancel: () => void;
}) {
  return (
    <li className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-semibold text-ink-900">{s.productName}</h3>
          <p className="text-ink-700">{dollars(s.amount)}/month</p>
        </div>
        <span
          data-testid="subscription-status"
          className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${BADGE[s.status] ?? "border-cream-300 bg-cream-200 text-ink-700"}`}
        >
          {boostStatusLabel(s)}
        </span>
      </div>
      {s.groceryStore && (
        <p className="mt-3 text-ink-900">
          <strong>{s.groceryStore.name}</strong>
          <br />
          {s.groceryStore.address}, {s.groceryStore.city}
        </p>
      )}
      <p className="mt-2 text-sm text-ink-700">
        Current period: {billingDate(s.currentPeriodStart)} – {billingDate(s.currentPeriodEnd)}
      </p>
      {s.cancelAtPeriodEnd ? (
        <>
          <p className="mt-3 font-semibold text-ink-900">
            Canceled: your store stays featured until {billingDate(s.currentPeriodEnd)}.
          </p>
          {/* The store page's boost button is hidden while a boost runs: extending is offered here (issue #49). */}
          {s.groceryStore && (
            <a href={boostExtendPath(s.groceryStore.id)} className="btn-accent mt-4">
              Extend<span className="sr-only"> the boost of {s.groceryStore.name}</span> by 30 days
            </a>
          )}
        </>
      ) : (
        <button type="button" className="btn-outline mt-4" disabled={canceling} onClick={onCancel}>
          {canceling ? "Canceling..." : "Cancel Subscription"}
        </button>
      )}
    </li>
  );
}
