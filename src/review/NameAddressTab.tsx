// The admin panel's "Name & address" tab (ADR 044): owners' proposed name and address changes,
// oldest first. Approving moves the store's page (the old address answers 301); rejecting mails the
// owner the reason.
import { useLoaded } from "../ui/use-loaded.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import NameAddressCard from "./NameAddressCard.tsx";
import { loadPendingChanges } from "./name-address-api.ts";

export default function NameAddressTab() {
  const { data: changes, failed, retry } = useLoaded((signal) => loadPendingChanges(signal));
  return (
    <section aria-labelledby="name-address-heading">
      <h2 id="name-address-heading" className="text-2xl font-semibold text-ink-900">
        Name and address changes
      </h2>
      <p className="mt-1 text-ink-700">
        Verified owners asked for these. They move the store&apos;s page, so they wait for you.
      </p>
      <div className="mt-4 space-y-4">
        {failed && <LoadFailed message="The changes could not be loaded." onRetry={retry} />}
        {!changes && !failed && <Loading what="changes" />}
        {changes && changes.length === 0 && (
          <p className="rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 p-8 text-center text-ink-700">
            No name or address changes are waiting.
          </p>
        )}
        {changes?.map((change) => (
          <NameAddressCard key={change.id} change={change} onDecided={retry} />
        ))}
      </div>
    </section>
  );
}
