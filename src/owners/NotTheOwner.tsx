// A proven address that bought the store's boost but is not its verified owner (ADR 037): why it may
// not publish circulars, and the way to become the owner (claim the store) when nobody has yet.
import type { StoreJson } from "../stores/store-json.ts";
import { storeHref } from "../stores/store-view.ts";

export default function NotTheOwner({
  store,
  reason,
  email,
}: {
  store: StoreJson;
  reason: string | null;
  email: string | null;
}) {
  const claimable = store.ownerId === null;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border-2 border-honey-400 bg-cream-50 p-8 shadow-card">
      <h2 className="text-2xl font-semibold text-ink-900">Only the Owner Can Publish Circulars</h2>
      {email && <p className="mt-2 text-sm text-ink-600">Signed in as {email}</p>}
      <p className="mt-3 text-ink-700">{reason}</p>
      <p className="mt-3 text-ink-700">
        {claimable
          ? `If ${store.name} is your store, claim it. Once we have checked your claim, you can publish its circulars here.`
          : `${store.name} has a verified owner. Your boost keeps the store featured until it ends.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {claimable && (
          <a href={`/claim-business/${store.id}`} className="btn-accent">
            Claim This Business
          </a>
        )}
        <a href={storeHref(store)} className="btn-outline">
          Back to Store Page
        </a>
      </div>
    </div>
  );
}
