// The boost page's fixed content (spec 2): what a boost gives, the views figure only when the
// product's analytics back it (ADR 038; the spec's "89%" was a number nothing measured), and the FAQ.
import { viewLiftSentence } from "./view-lift.ts";
import { StoreIcon } from "../stores/icons.tsx";

const BENEFITS = [
  {
    title: "Featured badge and golden highlight",
    text: "Your store stands out with a Featured badge and an amber ring.",
  },
  {
    title: "Priority placement in search results",
    text: "Featured stores come before the others in your town's list, on its best-deals page and in search.",
  },
  {
    title: "Weekly circulars",
    text: "Once your claim to the store is approved, up to 4 weekly PDF circulars a month on your page and your town's best-deals page.",
  },
];

/** `viewLift`: the measured percentage, or null while the analytics cannot back one. */
export function BoostBenefits({ viewLift }: { viewLift: number | null }) {
  return (
    <section aria-labelledby="benefits-heading" className="mt-8">
      <h2 id="benefits-heading" className="text-2xl font-semibold text-ink-900">
        What a boost gives your store
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.title} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card">
            <StoreIcon name="star" className="size-6 text-honey-700" />
            <h3 className="mt-2 font-semibold text-ink-900">{b.title}</h3>
            <p className="mt-1 text-sm text-ink-700">{b.text}</p>
          </li>
        ))}
      </ul>
      {viewLift !== null && (
        <p className="mt-4 rounded-xl bg-honey-200/60 p-4 font-semibold text-ink-900">{viewLiftSentence(viewLift)}</p>
      )}
    </section>
  );
}

const FAQ = [
  {
    q: "How long does a boost last?",
    a: "The monthly boost lasts as long as your subscription is active and renews each month. The one-time boost lasts 30 days from payment; bought while a boost is running, it adds 30 days after the current one ends.",
  },
  {
    q: "When will I see results?",
    a: "Right away: your store gets its Featured badge and priority placement within minutes of payment.",
  },
  {
    q: "Can I cancel?",
    a: "Yes, any time, on the Manage Subscription page. Your store stays featured until the end of the period you paid for, then returns to a regular listing.",
  },
];

export function BoostFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-2xl font-semibold text-ink-900">
        Frequently asked questions
      </h2>
      <dl className="mt-4 space-y-4">
        {FAQ.map((item) => (
          <div key={item.q} className="rounded-2xl border border-cream-300 bg-cream-50 p-5">
            <dt className="font-semibold text-ink-900">{item.q}</dt>
            <dd className="mt-1 text-ink-700">{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
