// POST /api/get-subscription-info and /api/cancel-subscription (spec 3 and 7), shared by the
// manage-subscription island and the functions. "verification_required": the address must be proven
// first (a code and link were mailed), see ADR 015.
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { emailAddressSchema } from "../platform/email-address.ts";

export const EMAIL_REQUIRED = "Please enter the email address you used when purchasing your subscription.";

export const subscriptionLookupSchema = z.object({
  email: emailAddressSchema.optional(),
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail.")
    .optional(),
  token: text().max(200).optional(),
});

export const cancelSubscriptionSchema = z.object({
  email: emailAddressSchema,
  subscriptionId: text().regex(/^sub_[A-Za-z0-9]+$/, "Unknown subscription."),
});

export type LookupStatus =
  "verification_required" | "no_customer" | "has_active_subscriptions" | "no_active_subscriptions";

export interface SubscriptionJson {
  id: string;
  productName: string;
  /** In cents. */
  amount: number;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** `id` (beyond the spec's shape) links the card's "Extend" to the store's boost page. */
  groceryStore?: { id: string; name: string; address: string; city: string };
}

export interface SubscriptionInfoResponse {
  status: LookupStatus;
  message: string;
  customer: { email: string } | null;
  subscriptions: SubscriptionJson[];
}
