// The boost purchase request (spec section 3, "Boost creation request"), shared by the boost page
// and both purchase functions, and the answer they give.
import { singleLineText } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { emailAddressSchema } from "../platform/email-address.ts";

export const MISSING_INFORMATION = "Please provide your name and email address first.";

export const boostPurchaseSchema = z.object({
  groceryStoreId: z.uuid({ error: "Grocery store not found. Please check the URL and try again." }),
  userEmail: emailAddressSchema,
  userName: singleLineText({ error: MISSING_INFORMATION })
    .trim()
    .min(1, "Please enter your name.")
    .max(120, "Name must be at most 120 characters."),
});

export type BoostPurchase = z.output<typeof boostPurchaseSchema>;

export interface BoostPurchaseResponse {
  clientSecret: string;
  /** Set when a one-time boost stacks on a running boost: when the new 30 days begin. */
  extendsFrom?: string;
  message?: string;
}

export interface PaymentsConfig {
  mode: "live" | "test" | "unavailable";
  publishableKey: string | null;
}

/** A listing waiting for review cannot be boosted yet (ADR 024); the boost page says so up front. */
export const WAITING_FOR_REVIEW = "This new listing is waiting for review. It can be boosted once it is approved.";
