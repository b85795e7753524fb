// The manage-subscription calls. The spec's client treats a 404 carrying a JSON body as a normal
// answer; this server answers 200, but both are accepted.
import type { SubscriptionInfoResponse } from "./subscription-info.ts";
import { apiFetch, HttpError } from "../ui/api.ts";

export async function lookUp(body: {
  email?: string;
  code?: string;
  token?: string;
}): Promise<SubscriptionInfoResponse> {
  try {
    return await apiFetch<SubscriptionInfoResponse>("/api/get-subscription-info", {
      method: "POST",
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      try {
        const parsed = JSON.parse(error.body) as SubscriptionInfoResponse;
        if (parsed.status) return parsed;
      } catch {
        // not the JSON answer: a real failure
      }
    }
    throw error;
  }
}

export function cancel(email: string, subscriptionId: string) {
  return apiFetch<{ message?: string }>("/api/cancel-subscription", {
    method: "POST",
    body: JSON.stringify({ email, subscriptionId }),
  });
}

export const CANCEL_CONFIRM = "Are you sure you want to cancel this subscription? This action cannot be undone.";
