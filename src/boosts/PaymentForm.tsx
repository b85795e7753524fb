// The payment form of a chosen plan (spec 2): name, e-mail, the payment method element, the total and
// the plan's button. In test mode the element is a labelled test card field; with keys it is
// Stripe's Payment Element. Success goes to the store page after 2 seconds; a decline shows
// 'Payment Failed' with the provider's message.
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { BoostPlan } from "./plans.ts";
import type { PaymentsConfig } from "./purchase-schema.ts";
import { HttpError } from "../ui/api.ts";
import { Field, inputClass, TextInput } from "../ui/form-fields.tsx";
import { toast } from "../ui/toast.ts";
import { confirmTestCard, intentIdOf, returnUrl } from "./checkout-api.ts";
import StripePaymentElement, { PaymentFailed, type Confirm } from "./StripePaymentElement.tsx";

export const REDIRECT_DELAY_MS = 2000;
const UNAVAILABLE = "Payment processing is currently unavailable. Please try again later.";

interface Props {
  plan: BoostPlan;
  clientSecret: string;
  note?: string;
  config: PaymentsConfig;
  storePath: string;
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  onBack: () => void;
}

export default function PaymentForm(props: Props) {
  const { plan, clientSecret, config, storePath, name, email } = props;
  const [card, setCard] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const confirmRef = useRef<Confirm | null>(null);
  const onReady = useCallback((confirm: Confirm) => {
    confirmRef.current = confirm;
  }, []);
  const onUnavailable = useCallback(() => setUnavailable(true), []);

  const ready = name.trim() !== "" && email.trim() !== "" && !pending && !paid;

  async function confirm(): Promise<string> {
    if (config.mode === "test") {
      try {
        return (await confirmTestCard(clientSecret, card)).paymentIntentId;
      } catch (error) {
        if (error instanceof HttpError && error.status === 400 && error.serverMessage) {
          throw new PaymentFailed(error.serverMessage);
        }
        throw error;
      }
    }
    if (!confirmRef.current) throw new Error("not ready");
    return confirmRef.current({ returnUrl: returnUrl(storePath), email: email.trim() });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    setFailure(null);
    try {
      const intentId = (await confirm()) || intentIdOf(clientSecret);
      setPaid(true);
      toast({ title: "Payment successful!", description: "Taking you back to your store page…" });
      setTimeout(() => location.assign(returnUrl(storePath, intentId)), REDIRECT_DELAY_MS);
    } catch (error) {
      const message = error instanceof PaymentFailed ? error.message : UNAVAILABLE;
      setFailure(message);
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  if (unavailable) {
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-red-200 bg-red-50 p-4 text-red-900">
        {UNAVAILABLE}
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-2xl font-semibold text-ink-900">
        {plan.name}
      </h2>
      {props.note && <p className="rounded-xl bg-leaf-50 p-4 text-leaf-900">{props.note}</p>}
      <Field id="pay-name" label="Name *">
        {(control) => <TextInput {...control} value={name} onValue={props.onName} autoComplete="name" required />}
      </Field>
      <Field id="pay-email" label="Email *">
        {(control) => (
          <TextInput {...control} type="email" value={email} onValue={props.onEmail} autoComplete="email" required />
        )}
      </Field>
      {config.mode === "test" ? (
        <fieldset className="rounded-2xl border-2 border-dashed border-honey-400 bg-honey-200/30 p-4">
          <legend className="px-1 font-semibold text-ink-900">Test mode: no card is charged</legend>
          <label htmlFor="card-number" className="block font-semibold text-ink-900">
            Card number
          </label>
          <input
            id="card-number"
            inputMode="numeric"
            autoComplete="off"
            value={card}
            onChange={(e) => setCard(e.target.value)}
            placeholder="4242 4242 4242 4242"
            aria-describedby="card-hint"
            className={inputClass}
          />
          <p id="card-hint" className="mt-1 text-sm text-ink-700">
            Use 4242 4242 4242 4242 for a successful payment, or 4000 0000 0000 0002 for a declined card.
          </p>
        </fieldset>
      ) : (
        <div>
          <p className="font-semibold text-ink-900">Payment method</p>
          <StripePaymentElement
            publishableKey={config.publishableKey!}
            clientSecret={clientSecret}
            onReady={onReady}
            onUnavailable={onUnavailable}
          />
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-xl border-2 border-red-200 bg-red-50 p-4 text-red-900">
          <strong>Payment Failed:</strong> {failure}
        </p>
      )}
      <p className="text-lg font-semibold text-ink-900">{plan.totalLabel}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-accent" disabled={!ready} aria-disabled={!ready}>
          {pending ? "Processing…" : plan.buttonLabel}
        </button>
        <button type="button" className="btn-outline" onClick={props.onBack} disabled={pending || paid}>
          Choose another plan
        </button>
      </div>
    </form>
  );
}
