// The two boost plans (spec section 9): prices, what each lasts, and the words the boost page uses.
// Browser-safe: the boost page and the server read the same numbers. Every price a page shows is
// derived from the amounts here (see PRICE), so a new price is one edit; the wording is the spec's.
import type { BoostKind } from "./boost-kind.ts";

export interface BoostPlan {
  kind: BoostKind;
  /** In cents, as Stripe counts. */
  amountCents: number;
  name: string;
  priceLabel: string;
  totalLabel: string;
  buttonLabel: string;
  /** The plan card's button on the boost page. */
  chooseLabel: string;
}

export const ONE_TIME_BOOST_DAYS = 30;
export const REMINDER_DAYS_BEFORE_END = 3;
export const PRICING_AB_TEST = "pricing_comparison_v1";

const MONTHLY_CENTS = 500;
const ONE_TIME_CENTS = 800;

/** Cents as the spec shows amounts: "$5.00". */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Cents as the pages show a price: "$5", with the cents only when there are some ("$5.50"). */
export function price(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : dollars(cents);
}

/** The price phrases the pages print, all from the amounts above. */
export const PRICE = {
  /** "$5" */
  monthly: price(MONTHLY_CENTS),
  /** "$5/month" */
  perMonth: `${price(MONTHLY_CENTS)}/month`,
  /** "$5/mo" */
  perMonthShort: `${price(MONTHLY_CENTS)}/mo`,
  /** "$8" */
  oneTime: price(ONE_TIME_CENTS),
} as const;

export const BOOST_PLANS: Record<BoostKind, BoostPlan> = {
  subscription: {
    kind: "subscription",
    amountCents: MONTHLY_CENTS,
    name: "Monthly Boost",
    priceLabel: PRICE.perMonthShort,
    totalLabel: `Monthly Total: ${dollars(MONTHLY_CENTS)}`,
    buttonLabel: `Start Boost - ${PRICE.perMonth}`,
    chooseLabel: `Choose Monthly - ${PRICE.perMonthShort}`,
  },
  one_time: {
    kind: "one_time",
    amountCents: ONE_TIME_CENTS,
    name: `${ONE_TIME_BOOST_DAYS}-Day Boost`,
    priceLabel: PRICE.oneTime,
    totalLabel: `One-Time Total: ${dollars(ONE_TIME_CENTS)}`,
    buttonLabel: `Boost for ${ONE_TIME_BOOST_DAYS} days - ${PRICE.oneTime}`,
    chooseLabel: `Choose One-Time - ${PRICE.oneTime}`,
  },
};

/**
 * The boost page opened on extending the running boost (issue #49): the "Extend" of the store page's
 * and the manage page's active-boost panels, and of the mails. The page offers the extension only
 * where there is one to buy (a one-time boost, or a cancelled subscription); otherwise it says why.
 */
export const boostExtendPath = (storeId: string) => `/boost-profile/${encodeURIComponent(storeId)}?extend`;

/** Where the mails tell a buyer the "Extend" button is. */
export const EXTEND_WHERE =
  "use Extend in the Featured panel of the store's page (or on the manage-subscription page), or the link below";
