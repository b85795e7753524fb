// What a proven address has bought: its Stripe customers' open subscriptions, with the store each
// one boosts. Stripe is asked live, so a cancel shows at once.
import type Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import { boostsBySubscriptionIds } from "./boosts-queries.server.ts";
import { BOOST_PLANS } from "./plans.ts";
import type { SubscriptionInfoResponse, SubscriptionJson } from "./subscription-info.ts";
import { getStripe } from "./stripe-client.server.ts";
import { withProvider } from "./provider-errors.server.ts";
import { itemPeriod } from "./subscription-state.server.ts";
import { customersByEmail } from "./stripe-customer.server.ts";

const OPEN = new Set(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);
const iso = (date: Date | undefined) => (date ?? new Date(0)).toISOString();

export async function subscriptionInfo(db: Db, email: string): Promise<SubscriptionInfoResponse> {
  const stripe = getStripe();
  return withProvider("Unable to check subscriptions.", async () => {
    const customers = await customersByEmail(stripe, email);
    if (customers.length === 0) {
      return {
        status: "no_customer",
        message: "No subscriptions found for this email address.",
        customer: null,
        subscriptions: [],
      };
    }
    const lists = await Promise.all(
      customers.map((c) => stripe.subscriptions.list({ customer: c.id, status: "all", limit: 20 })),
    );
    const open = lists.flatMap((l) => l.data).filter((s) => OPEN.has(s.status));
    const stores = new Map(
      (
        await boostsBySubscriptionIds(
          db,
          open.map((s) => s.id),
        )
      ).map((b) => [b.boost.stripeSubscriptionId, b]),
    );
    const subscriptions = open.map((s): SubscriptionJson => {
      const period = itemPeriod(s);
      const boost = stores.get(s.id);
      return {
        id: s.id,
        productName: BOOST_PLANS.subscription.name,
        amount: amountOf(s),
        status: s.status,
        currentPeriodStart: iso(period.start),
        currentPeriodEnd: iso(period.end),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        ...(boost && {
          groceryStore: {
            id: boost.boost.groceryStoreId,
            name: boost.storeName,
            address: boost.address,
            city: `${boost.cityName}, ${boost.state}`,
          },
        }),
      };
    });
    const customer = { email };
    return subscriptions.length
      ? {
          status: "has_active_subscriptions",
          message: `Found ${subscriptions.length} active subscription(s).`,
          customer,
          subscriptions,
        }
      : {
          status: "no_active_subscriptions",
          message: "No active subscriptions found for this email address.",
          customer,
          subscriptions,
        };
  });
}

function amountOf(subscription: Stripe.Subscription): number {
  return subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
}
