// POST /api/cancel-subscription: cancel at the period's end (the store stays featured to the end of
// what was paid). Only for a subscription of a customer with the proven address; the webhook then
// records the change.
import type { Db } from "../../db/client.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { getStripe } from "./stripe-client.server.ts";
import { isUuid } from "../stores/identifier.server.ts";
import { withProvider } from "./provider-errors.server.ts";
import { sendCancellationReceipt } from "./receipt-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";
import { itemPeriod } from "./subscription-state.server.ts";
import { customersByEmail } from "./stripe-customer.server.ts";
import { billingDate } from "../platform/dates.ts";

export async function cancelSubscription(db: Db, email: string, subscriptionId: string): Promise<{ message: string }> {
  const stripe = getStripe();
  return withProvider("Failed to cancel subscription. Please try again.", async () => {
    const customers = new Set((await customersByEmail(stripe, email)).map((c) => c.id));
    let subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch {
      throw notFound("Subscription not found.");
    }
    const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    // Someone else's subscription looks exactly like one that does not exist.
    if (!customers.has(customer)) throw notFound("Subscription not found.");
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
      throw new ApiError("conflict", "This subscription has already ended.");
    }
    const alreadyCancelled = subscription.cancel_at_period_end;
    const updated = alreadyCancelled
      ? subscription
      : await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const end = itemPeriod(updated).end;
    if (!alreadyCancelled) {
      const storeId = updated.metadata?.groceryStoreId;
      await sendMailQuietly(`cancellation receipt for ${subscription.id}`, () =>
        sendCancellationReceipt(db, {
          to: email,
          storeId: storeId && isUuid(storeId) ? storeId : undefined,
          endsAt: end,
        }),
      );
    }
    return {
      message: end
        ? `Your subscription has been canceled. Your store stays featured until ${billingDate(end)}, then returns to a regular listing.`
        : "Your subscription has been canceled successfully.",
    };
  });
}
