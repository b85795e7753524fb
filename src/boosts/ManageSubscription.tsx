// /manage-subscription (spec 2, 4, 5, 8): look up by e-mail, prove the address with the mailed code
// or link (ADR 015), then list the subscriptions and cancel at period end; after a cancel the lookup
// runs again. Mount with client:load.
import { useEffect, useState, type FormEvent } from "react";
import { EMAIL_REQUIRED, type SubscriptionInfoResponse } from "./subscription-info.ts";
import { failureMessage } from "../ui/api.ts";
import { Field, TextInput, VerificationCodeField } from "../ui/form-fields.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { dismissErrorToast, toast } from "../ui/toast.ts";
import SubscriptionCard from "./SubscriptionCard.tsx";
import { cancel, CANCEL_CONFIRM, lookUp } from "./subscription-api.ts";

export default function ManageSubscription() {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<SubscriptionInfoResponse | null>(null);
  const [canceling, setCanceling] = useState<string | null>(null);
  // Until the island is live, a click would submit the form as a plain page load.
  const hydrated = useHydrated();

  async function run(body: { email?: string; code?: string; token?: string }) {
    setPending(true);
    try {
      const answer = await lookUp(body);
      // A correct code (or a new request) answers the earlier error toast.
      dismissErrorToast();
      setResult(answer);
      if (answer.customer?.email) setEmail(answer.customer.email);
      if (answer.status !== "verification_required") setCode("");
    } catch (error) {
      toast({
        title: "Error",
        description: failureMessage(error, "Unable to check subscriptions."),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  useEffect(() => {
    // Arriving from the mailed link: prove the address with its token, then drop it from the address.
    const token = new URLSearchParams(location.search).get("token");
    if (!token) return;
    history.replaceState(history.state, "", location.pathname);
    lookUp({ token })
      .then((answer) => {
        setResult(answer);
        if (answer.customer?.email) setEmail(answer.customer.email);
      })
      .catch((error: unknown) =>
        toast({
          title: "Error",
          description: failureMessage(error, "Unable to check subscriptions."),
          variant: "destructive",
        }),
      );
  }, []);

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: "Email Required", description: EMAIL_REQUIRED, variant: "destructive" });
      return;
    }
    void run({ email: email.trim() });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    void run({ email: email.trim(), code: code.trim() });
  }

  async function cancelOne(subscriptionId: string) {
    if (!window.confirm(CANCEL_CONFIRM)) return;
    setCanceling(subscriptionId);
    try {
      const answer = await cancel(email.trim(), subscriptionId);
      toast({
        title: "Subscription Canceled",
        description: answer.message ?? "Your subscription has been canceled successfully.",
      });
      await run({ email: email.trim() });
    } catch (error) {
      toast({
        title: "Cancellation Failed",
        description: failureMessage(error, "Failed to cancel subscription. Please try again."),
        variant: "destructive",
      });
    } finally {
      setCanceling(null);
    }
  }

  const reset = () => {
    setResult(null);
    setEmail("");
    setCode("");
  };

  const proven = result && result.status !== "verification_required";

  return (
    <div className="mx-auto max-w-2xl">
      {!proven && (
        <form
          onSubmit={submitEmail}
          noValidate
          className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card"
        >
          <Field id="lookup-email" label="Email Address">
            {(control) => (
              <TextInput
                {...control}
                type="email"
                value={email}
                onValue={setEmail}
                placeholder="Enter the email you used for your subscription"
                autoComplete="email"
                required
              />
            )}
          </Field>
          <button type="submit" className="btn-primary mt-4 w-full" disabled={pending || !hydrated}>
            {pending && !code ? "Checking Subscriptions..." : "Check My Subscriptions"}
          </button>
        </form>
      )}

      {result?.status === "verification_required" && (
        <form onSubmit={submitCode} className="mt-6 rounded-2xl border-2 border-honey-400 bg-cream-50 p-6 shadow-card">
          <p role="status" className="text-ink-900">
            {result.message}
          </p>
          <div className="mt-4">
            <VerificationCodeField id="lookup-code" value={code} onValue={setCode} />
          </div>
          <button type="submit" className="btn-primary mt-4" disabled={pending || code.trim().length !== 6}>
            {pending ? "Checking Subscriptions..." : "Show My Subscriptions"}
          </button>
        </form>
      )}

      {proven && (
        <section aria-labelledby="results-heading" className="mt-2">
          <h2 id="results-heading" className="text-2xl font-semibold text-ink-900">
            Subscriptions for {result.customer?.email ?? email}
          </h2>
          {result.status === "has_active_subscriptions" ? (
            <ul className="mt-4 space-y-4">
              {result.subscriptions.map((s) => (
                <SubscriptionCard
                  key={s.id}
                  subscription={s}
                  canceling={canceling === s.id}
                  onCancel={() => void cancelOne(s.id)}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-xl bg-cream-100 p-4 text-ink-900">{result.message}</p>
          )}
          <button type="button" className="btn-outline mt-6" onClick={reset}>
            Search Another Email
          </button>
        </section>
      )}
    </div>
  );
}
