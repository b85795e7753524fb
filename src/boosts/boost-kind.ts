// The one name of each boost plan inside the product, and its names outside. The boosts table's
// `kind` column, the plan table and every function speak of "subscription" and "one_time"; the
// other spellings are the outside world's and are mapped here only, so they never leak inward.
// Browser-safe: the boost page and the server share it.

export type BoostKind = "subscription" | "one_time";

/** The plans in the order the boost page offers them. */
export const BOOST_KINDS: readonly BoostKind[] = ["subscription", "one_time"];

/** The spec's `plan_type` of the boost_plan_view analytics event (spec 3): fixed public values. */
export const ANALYTICS_PLAN_TYPE: Record<BoostKind, "monthly" | "one_time"> = {
  subscription: "monthly",
  one_time: "one_time",
};

/**
 * The `kind` a one-time boost's PaymentIntent carries in its Stripe metadata. Subscriptions carry
 * none: their invoices are matched to the boost by subscription id, and a subscription invoice's
 * PaymentIntent must not be taken for a one-time payment.
 */
const STRIPE_ONE_TIME_KIND = "one_time_boost";

export const stripeMetadataKind = { one_time: STRIPE_ONE_TIME_KIND } as const;

/** Whether a PaymentIntent's metadata marks it as a one-time boost payment. */
export const isOneTimeBoostPayment = (metadata: Record<string, string> | null | undefined): boolean =>
  metadata?.kind === STRIPE_ONE_TIME_KIND;
