// The business claims manager (spec section 2, /admin/claims and the admin's Business Claims tab):
// counts of pending, approved and rejected claims, the pending ones to decide (oldest first), then
// the latest decisions. Only claims whose e-mail address was proven reach this list.
import type { ReactNode } from "react";
import { useLoaded } from "../ui/use-loaded.ts";
import StatCard from "../ui/StatCard.tsx";
import ClaimCard from "./ClaimCard.tsx";
import { countByStatus, listClaims } from "./claims-api.ts";

export default function ClaimsManager() {
  const { data: claims, failed, retry } = useLoaded(listClaims);

  if (failed) {
    return (
      <div role="alert" className="rounded-2xl border border-red-800 bg-cream-50 p-6">
        <p className="font-semibold text-red-800">The claims could not be loaded.</p>
        <button type="button" className="btn-outline mt-4" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!claims) {
    return (
      <p role="status" className="text-ink-700">
        Loading claims…
      </p>
    );
  }

  const counts = countByStatus(claims);
  const pending = claims.filter((c) => c.status === "pending");
  const reviewed = claims.filter((c) => c.status !== "pending");
  const reload = retry;

  return (
    <div className="space-y-10">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        <StatCard label="Pending" value={counts.pending} />
        <StatCard label="Approved" value={counts.approved} />
        <StatCard label="Rejected" value={counts.rejected} />
      </dl>

      <ClaimSection id="pending-claims" title="Pending claims" empty="No claims are waiting for review.">
        {pending.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} onReviewed={reload} />
        ))}
      </ClaimSection>
      <ClaimSection id="reviewed-claims" title="Reviewed claims" empty="No claims have been reviewed yet.">
        {reviewed.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} onReviewed={reload} />
        ))}
      </ClaimSection>
    </div>
  );
}

function ClaimSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      {children.length === 0 ? <p className="text-ink-700">{empty}</p> : children}
    </section>
  );
}
