// The two boost plans (spec section 9): prices, what each lasts, and the words the boost page uses.
// Browser-safe: the boost page and the server read the same numbers.
export type PlanType = "monthly" | "one_time";

export interface BoostPlan {
  type: PlanType;
  /** In cents, as Stripe counts. */
  amountCents: number;
  name: string;
  priceLabel: string;
  totalLabel: string;
  buttonLabel: string;
}

export const ONE_TIME_BOOST_DAYS = 30;
export const REMINDER_DAYS_BEFORE_END = 3;
export const PRICING_AB_TEST = "pricing_comparison_v1";

export const BOOST_PLANS: Record<PlanType, BoostPlan> = {
  monthly: {
    type: "monthly",
    amountCents: 500,
    name: "Monthly Boost",
    priceLabel: "$5/mo",
    totalLabel: "Monthly Total: $5.00",
    buttonLabel: "Start Boost - $5/month",
  },
  one_time: {
    type: "one_time",
    amountCents: 800,
    name: "30-Day Boost",
    priceLabel: "$8",
    totalLabel: "One-Time Total: $8.00",
    buttonLabel: "Boost for 30 days - $8",
  },
};

/** Cents as the spec shows amounts: "$5.00". */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
