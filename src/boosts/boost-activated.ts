// After a card payment the provider sends the buyer back to the store page with
// ?payment_intent=...&redirect_status=succeeded. Show the spec's toast once, then drop the query so
// a reload or a shared link does not show it again. The boost itself is activated by the webhook.
import { toast } from "../ui/toast.ts";

export function paymentSucceeded(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get("redirect_status") === "succeeded" && Boolean(params.get("payment_intent"));
}

let shown = false;

/** Returns true when the toast was shown. */
export function announceBoostActivated(): boolean {
  if (shown || !paymentSucceeded(location.search)) return false;
  shown = true;
  toast({
    title: "Boost Activated!",
    description: "Your grocery store profile has been boosted successfully. Thank you for supporting local grocers!",
  });
  history.replaceState(history.state, "", `${location.pathname}${location.hash}`);
  return true;
}
