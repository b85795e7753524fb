// The boost page's calls: plan purchase, the plan-view analytics event, test-mode confirmation.
import { ANALYTICS_PLAN_TYPE, type BoostKind } from "./boost-kind.ts";
import { PRICING_AB_TEST, type BoostPlan } from "./plans.ts";
import type { BoostPurchaseResponse } from "./purchase-schema.ts";
import { apiFetch } from "../ui/api.ts";

export const PURCHASE_PATH: Record<BoostKind, string> = {
  subscription: "/api/create-boost-subscription",
  one_time: "/api/create-one-time-boost",
};

export const PURCHASE_FAILED: Record<BoostKind, string> = {
  subscription: "Failed to create subscription. Please try again.",
  one_time: "Failed to create one-time boost. Please try again.",
};

export function startPurchase(plan: BoostKind, body: { groceryStoreId: string; userEmail: string; userName: string }) {
  return apiFetch<BoostPurchaseResponse>(PURCHASE_PATH[plan], { method: "POST", body: JSON.stringify(body) });
}

/** The A/B pricing test's plan view (spec 3: metadata is a string). Failure is ignored. */
export function trackPlanView(groceryStoreId: string, plan: BoostPlan): void {
  const metadata = JSON.stringify({
    plan_type: ANALYTICS_PLAN_TYPE[plan.kind],
    plan_price: plan.amountCents / 100,
    ab_test: PRICING_AB_TEST,
  });
  void apiFetch("/api/analytics/track", {
    method: "POST",
    body: JSON.stringify({ eventType: "boost_plan_view", groceryStoreId, metadata }),
  }).catch(() => undefined);
}

export function confirmTestCard(clientSecret: string, cardNumber: string) {
  return apiFetch<{ status: string; paymentIntentId: string }>("/api/test-payments/confirm", {
    method: "POST",
    body: JSON.stringify({ clientSecret, cardNumber }),
  });
}

/** Where the buyer lands after paying: the store page, which shows 'Boost Activated!'. */
export function returnUrl(storePath: string, paymentIntentId?: string): string {
  const url = new URL(storePath, location.origin);
  if (paymentIntentId) {
    url.searchParams.set("payment_intent", paymentIntentId);
    url.searchParams.set("redirect_status", "succeeded");
  }
  return url.toString();
}

export const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;
