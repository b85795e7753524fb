// The real Stripe Payment Element (keys set): Stripe.js is loaded from Stripe when the form opens.
// It hands the parent a confirm function; a failure to load means no provider can be reached.
import { useEffect, useRef } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";

export type Confirm = (input: { returnUrl: string; email: string }) => Promise<string>;

export class PaymentFailed extends Error {}

export default function StripePaymentElement({
  publishableKey,
  clientSecret,
  onReady,
  onUnavailable,
}: {
  publishableKey: string;
  clientSecret: string;
  onReady: (confirm: Confirm) => void;
  onUnavailable: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let elements: StripeElements | undefined;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe: Stripe | null = await loadStripe(publishableKey);
      if (cancelled) return;
      if (!stripe || !mount.current) return onUnavailable();
      elements = stripe.elements({ clientSecret });
      elements.create("payment").mount(mount.current);
      onReady(async ({ returnUrl, email }) => {
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements: elements!,
          confirmParams: { return_url: returnUrl, receipt_email: email },
          redirect: "if_required",
        });
        if (error) throw new PaymentFailed(error.message ?? "Your payment could not be completed.");
        return paymentIntent.id;
      });
    })().catch(() => !cancelled && onUnavailable());
    return () => {
      cancelled = true;
      elements?.getElement("payment")?.destroy();
    };
  }, [publishableKey, clientSecret, onReady, onUnavailable]);

  return <div ref={mount} className="mt-2 min-h-24" />;
}
