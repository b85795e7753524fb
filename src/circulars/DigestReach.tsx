// The owner's reach (ADR 039): how many subscribers the next weekly digest of the store's town goes
// to, where its current circulars will be. A count, never an address. Renders nothing until known.
import type { DigestReachJson } from "../newsletter/newsletter-json.ts";
import { plural } from "../platform/format.ts";
import { apiFetch } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";

export default function DigestReach({ storeId }: { storeId: string }) {
  const { data: reach, failed } = useLoaded(
    () => apiFetch<DigestReachJson>(`/api/circulars/reach/${encodeURIComponent(storeId)}`),
    [storeId],
  );
  if (!reach || failed) return null;
  return (
    <section
      aria-labelledby="digest-reach-heading"
      className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-card"
    >
      <h2 id="digest-reach-heading" className="text-xl font-semibold text-ink-900">
        Weekly e-mail reach
      </h2>
      <p className="mt-2 text-ink-900">
        The next weekly e-mail for {reach.town} (and its whole state) goes to{" "}
        <strong className="tabular-nums">{plural(reach.subscribers, "subscriber")}</strong>. Your circulars valid that
        week are in it.
      </p>
    </section>
  );
}
