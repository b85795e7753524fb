// /boost-profile/{id} (spec 2): loads the store and its live boost state, then shows the load error,
// 'Store Already Boosted!', or the benefits, owner fields, plans, FAQ and the chosen plan's payment
// form. The boost is activated by Stripe's webhook; the store page announces it. Mount client:load.
import { useEffect, useState } from "react";
import type { StoreJson } from "../stores/store-json.ts";
import type { BoostKind } from "./boost-kind.ts";
import { BOOST_PLANS } from "./plans.ts";
import type { BoostCheckResponse } from "./boost-check.ts";
import { MISSING_INFORMATION, WAITING_FOR_REVIEW, type PaymentsConfig } from "./purchase-schema.ts";
import { boostStatusLabel } from "./status-label.ts";
import { storeHref } from "../stores/store-view.ts";
import ErrorAlert from "../ui/ErrorAlert.tsx";
import { apiFetch, failureMessage, HttpError } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import { Field, TextInput } from "../ui/form-fields.tsx";
import { dismissErrorToast, toast } from "../ui/toast.ts";
import { BoostBenefits, BoostFaq } from "./BoostInfo.tsx";
import { storeIdFromBoostPath } from "../site/shell-address.ts";
import { PURCHASE_FAILED, startPurchase, trackPlanView } from "./checkout-api.ts";
import PaymentForm from "./PaymentForm.tsx";
import PlanCards from "./PlanCards.tsx";
import { billingDate } from "../platform/dates.ts";

const NOT_FOUND = "Grocery store not found. Please check the URL and try again.";
const UNAVAILABLE = "Payment processing is currently unavailable. Please try again later.";

type Loaded = { store: StoreJson; check: BoostCheckResponse; config: PaymentsConfig };
type Checkout = { plan: BoostKind; clientSecret: string; note?: string };

async function loadCheckout(): Promise<Loaded> {
  const id = storeIdFromBoostPath(location.pathname);
  if (!id) throw new Error("no id");
  const [store, check, config] = await Promise.all([
    apiFetch<StoreJson>(`/api/grocery-stores/${id}`),
    apiFetch<BoostCheckResponse>(`/api/boost-subscriptions/check/${id}`),
    apiFetch<PaymentsConfig>("/api/payments/config").catch((): PaymentsConfig => ({
      mode: "unavailable",
      publishableKey: null,
    })),
  ]);
  return { store, check, config };
}

/** `viewLift`: the boost's measured views figure, computed at build time (ADR 038), or null. */
export default function BoostCheckout({ viewLift = null }: { viewLift?: number | null }) {
  const { data: loaded, failed } = useLoaded(loadCheckout);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [choosing, setChoosing] = useState<BoostKind | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // A running one-time (or cancelling) boost can be extended: the renew link of the reminder mail.
  // Opened from an "Extend" (…?extend, issue #49), the page goes straight to the extension.
  const [extending, setExtending] = useState(
    () => typeof location !== "undefined" && new URLSearchParams(location.search).has("extend"),
  );

  const storeName = loaded?.store.name;
  useEffect(() => {
    if (storeName) document.title = `Boost ${storeName} | Small Town Grocers`;
  }, [storeName]);

  if (failed) return <ErrorAlert message={NOT_FOUND} />;
  if (!loaded) {
    return (
      <div role="status" className="container-page py-10">
        <p className="sr-only">Loading the store…</p>
        <div className="h-10 w-2/3 animate-pulse rounded-xl bg-cream-200" />
        <div className="mt-8 h-96 animate-pulse rounded-2xl bg-cream-200" />
      </div>
    );
  }
  const { store, check, config } = loaded;
  const storePath = storeHref(store);

  const running = check.hasActiveBoost ? check.subscription : null;
  const extendable = Boolean(running && (running.kind === "one_time" || running.cancelAtPeriodEnd));

  if (running && !(extending && extendable)) {
    return (
      <div className="container-page py-10 sm:py-14">
        <section className="mx-auto max-w-2xl rounded-2xl border-2 border-honey-400 bg-cream-50 p-6 shadow-card sm:p-8">
          <h1 className="text-3xl font-semibold text-leaf-900">Store Already Boosted!</h1>
          <p className="mt-3 text-ink-700">{store.name} is already featured.</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-900">
            <dt className="font-semibold">Status</dt>
            <dd>{boostStatusLabel(running)}</dd>
            <dt className="font-semibold">Active until</dt>
            <dd>{billingDate(running.currentPeriodEnd)}</dd>
          </dl>
          {!extendable && (
            <p className="mt-4 text-ink-700">
              Its monthly boost renews by itself each month, so there is nothing to extend.
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={storePath} className="btn-primary">
              View Store Page
            </a>
            {extendable && (
              <button type="button" className="btn-accent" onClick={() => setExtending(true)}>
                Add 30 days after {billingDate(running.currentPeriodEnd)}
              </button>
            )}
          </div>
        </section>
      </div>
    );
  }

  // Said before the form, not after the buyer fills it in (issue #25): the server would refuse.
  if (store.reviewStatus === "pending") {
    return (
      <div className="container-page py-10 sm:py-14">
        <section className="mx-auto max-w-2xl rounded-2xl border-2 border-honey-400 bg-cream-50 p-6 shadow-card sm:p-8">
          <h1 className="text-3xl font-semibold text-leaf-900">Boost {store.name}</h1>
          <p role="status" className="mt-3 text-lg text-ink-900">
            {WAITING_FOR_REVIEW}
          </p>
          <p className="mt-2 text-ink-700">
            We check every new listing before it joins town lists and search. Come back to this page once it is
            approved.
          </p>
          <a href={storePath} className="btn-primary mt-6">
            View Store Page
          </a>
        </section>
      </div>
    );
  }

  async function choose(plan: BoostKind) {
    if (!name.trim() || !email.trim()) {
      toast({ title: "Missing Information", description: MISSING_INFORMATION, variant: "destructive" });
      return;
    }
    if (config.mode === "unavailable") {
      toast({ title: "Error", description: UNAVAILABLE, variant: "destructive" });
      return;
    }
    trackPlanView(store.id, BOOST_PLANS[plan]);
    setChoosing(plan);
    try {
      const result = await startPurchase(plan, {
        groceryStoreId: store.id,
        userEmail: email.trim(),
        userName: name.trim(),
      });
      setCheckout({ plan, clientSecret: result.clientSecret, note: result.message });
      // The plan is chosen after all: an earlier "Missing Information" or failed payment toast is answered.
      dismissErrorToast();
      if (result.message) toast({ title: "Your boost will be extended", description: result.message });
    } catch (error) {
      const unavailable = error instanceof HttpError && error.status === 503;
      toast({
        title: "Error",
        description: unavailable
          ? UNAVAILABLE
          : failureMessage(error, PURCHASE_FAILED[plan], { hideServerErrors: true }),
        variant: "destructive",
      });
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wider text-honey-800 uppercase">Boost your store</p>
      <h1 className="mt-2 text-4xl leading-tight font-semibold break-words text-leaf-900 sm:text-5xl">
        Boost {store.name}
      </h1>
      <p className="mt-2 text-lg text-ink-700">
        {store.cityName}, {store.state} ·{" "}
        <a href={storePath} className="font-semibold text-leaf-800 underline underline-offset-2">
          View the store's page
        </a>
      </p>
      {checkout ? (
        <div className="mx-auto max-w-2xl">
          <PaymentForm
            plan={BOOST_PLANS[checkout.plan]}
            clientSecret={checkout.clientSecret}
            note={checkout.note}
            config={config}
            storePath={storePath}
            name={name}
            email={email}
            onName={setName}
            onEmail={setEmail}
            onBack={() => setCheckout(null)}
          />
        </div>
      ) : (
        <>
          <BoostBenefits viewLift={viewLift} />
          <section
            aria-labelledby="owner-heading"
            className="mt-8 rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card"
          >
            <h2 id="owner-heading" className="text-2xl font-semibold text-ink-900">
              Your details
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field id="owner-name" label="Your name *">
                {(control) => <TextInput {...control} value={name} onValue={setName} autoComplete="name" required />}
              </Field>
              <Field
                id="owner-email"
                label="Email *"
                hint="Your receipt and subscription management go to this address."
              >
                {(control) => (
                  <TextInput {...control} type="email" value={email} onValue={setEmail} autoComplete="email" required />
                )}
              </Field>
            </div>
          </section>
          {config.mode === "unavailable" && (
            <p role="alert" className="mt-6 rounded-xl border-2 border-red-200 bg-red-50 p-4 text-red-900">
              {UNAVAILABLE}
            </p>
          )}
          <PlanCards
            pending={choosing}
            only={extending ? ("one_time" as const) : undefined}
            onChoose={(plan) => void choose(plan)}
          />
          <BoostFaq />
        </>
      )}
    </div>
  );
}
