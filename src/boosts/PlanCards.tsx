// The two plans (spec 2 and 9): the monthly one labelled Best Value, the one-time one for 30 days;
// prices and labels come from the plan table.
import { BOOST_KINDS, type BoostKind } from "./boost-kind.ts";
import { BOOST_PLANS } from "./plans.ts";

const DETAILS: Record<BoostKind, string[]> = {
  subscription: ["Featured while your subscription is active", "Renews monthly, cancel anytime"],
  one_time: ["Featured for 30 days", "No subscription, no renewal"],
};

export default function PlanCards({
  pending,
  only,
  onChoose,
}: {
  pending: BoostKind | null;
  /** Extending a running boost: only the one-time plan applies. */
  only?: BoostKind;
  onChoose: (plan: BoostKind) => void;
}) {
  return (
    <section aria-labelledby="plans-heading" className="mt-8">
      <h2 id="plans-heading" className="text-2xl font-semibold text-ink-900">
        Choose your plan
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {BOOST_KINDS.filter((type) => !only || type === only).map((type) => {
          const plan = BOOST_PLANS[type];
          return (
            <article
              key={type}
              aria-labelledby={`plan-${type}`}
              className={`relative rounded-2xl border-2 bg-cream-50 p-6 shadow-card ${type === "subscription" ? "border-honey-400" : "border-cream-300"}`}
            >
              {type === "subscription" && (
                <p className="absolute -top-3 left-6 rounded-full bg-honey-400 px-3 py-0.5 text-sm font-bold text-ink-900">
                  Best Value
                </p>
              )}
              <h3 id={`plan-${type}`} className="text-xl font-semibold text-ink-900">
                {plan.name}
              </h3>
              <p className="mt-2 text-3xl font-bold text-leaf-900">
                {plan.priceLabel}
                {type === "one_time" && <span className="text-base font-medium text-ink-700"> for 30 days</span>}
              </p>
              <ul className="mt-3 space-y-1 text-ink-700">
                {DETAILS[type].map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <button
                type="button"
                className={`${type === "subscription" ? "btn-accent" : "btn-primary"} mt-5 w-full`}
                disabled={pending !== null}
                onClick={() => onChoose(type)}
              >
                {pending === type ? "Preparing…" : plan.chooseLabel}
              </button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
