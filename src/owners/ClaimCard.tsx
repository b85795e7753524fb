// One claim as the reviewer sees it: the business, who asks and why, warnings that change the
// decision (a rival claim, an owner already set, a deleted store), and the approve/reject actions
// for a pending claim or the decision for a reviewed one.
import { useState, type ReactNode } from "react";
import { failureText } from "../admin/admin-api.ts";
import { toast } from "../ui/toast.ts";
import { approveClaim, formatDate, rejectClaim, type ClaimJson } from "./claims-api.ts";
import RejectClaimForm from "./RejectClaimForm.tsx";

export default function ClaimCard({ claim, onReviewed }: { claim: ClaimJson; onReviewed: () => void }) {
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const { shop } = claim;
  const headingId = `claim-${claim.id}`;

  const act = async (kind: "approve" | "reject", reason = "") => {
    setBusy(kind);
    try {
      if (kind === "approve") {
        await approveClaim(claim.id);
        toast({ title: "Claim approved", description: `${claim.ownerName} now owns ${shop.name}.` });
      } else {
        await rejectClaim(claim.id, reason);
        toast({ title: "Claim rejected", description: `${claim.ownerName} has been told why.` });
      }
      onReviewed();
    } catch (error) {
      toast({
        variant: "destructive",
        title: kind === "approve" ? "Approval Failed" : "Rejection Failed",
        description: failureText(error, "Please try again."),
      });
      setBusy(null);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-semibold break-words text-ink-900">
            {shop.name}
          </h3>
          <p className="text-ink-700">
            {shop.address}, {shop.cityName}, {shop.state}
          </p>
        </div>
        <StatusBadge status={claim.status} />
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        {claim.overdue && (
          <Warning>Overdue: waiting longer than the 2-3 business days the claim page promises.</Warning>
        )}
        {claim.status === "pending" && claim.hasCompetingClaims && (
          <Warning>Competing claims: someone else also asks for this store.</Warning>
        )}
        {claim.status === "pending" && shop.hasOwner && <Warning>This store already has an owner.</Warning>}
        {shop.isDeleted && <Warning>This store is deleted.</Warning>}
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail term="Claimant">
          {claim.ownerName} ({claim.businessRole})
        </Detail>
        <Detail term="Email">
          <a href={`mailto:${claim.ownerEmail}`} className="text-leaf-800 underline underline-offset-2">
            {claim.ownerEmail}
          </a>
        </Detail>
        {claim.ownerPhone && (
          <Detail term="Phone">
            <a href={`tel:${claim.ownerPhone}`} className="text-leaf-800 underline underline-offset-2">
              {claim.ownerPhone}
            </a>
          </Detail>
        )}
        <Detail term="Submitted">
          {formatDate(claim.createdAt)}
          {claim.emailVerifiedAt && `, e-mail confirmed ${formatDate(claim.emailVerifiedAt)}`}
        </Detail>
        {claim.reviewedAt && <Detail term="Reviewed">{formatDate(claim.reviewedAt)}</Detail>}
        {claim.rejectionReason && <Detail term="Reason">{claim.rejectionReason}</Detail>}
      </dl>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-ink-900">{claim.ownerDescription}</p>
      {claim.additionalInfo && (
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-700">
          <span className="font-semibold">Additional information: </span>
          {claim.additionalInfo}
        </p>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {claim.status === "pending" && !rejecting && (
          <>
            <button
              type="button"
              className="btn-primary disabled:opacity-70"
              disabled={busy !== null}
              onClick={() => void act("approve")}
            >
              {busy === "approve" ? "Approving..." : "Approve"}
            </button>
            <button type="button" className="btn-outline" disabled={busy !== null} onClick={() => setRejecting(true)}>
              Reject
            </button>
          </>
        )}
        <a href={shop.url} className="font-semibold text-leaf-800 underline underline-offset-2">
          View shop<span className="sr-only">: {shop.name}</span>
        </a>
      </div>
      {claim.status === "pending" && rejecting && (
        <RejectClaimForm
          pending={busy === "reject"}
          onSubmit={(reason) => void act("reject", reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-ink-700">{term}:</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-full border border-honey-500 bg-honey-200 px-3 py-1 text-sm font-semibold text-ink-900">
      {children}
    </p>
  );
}

const BADGES: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-honey-200 text-ink-900" },
  approved: { label: "Approved", className: "bg-leaf-700 text-white" },
  rejected: { label: "Rejected", className: "bg-red-800 text-white" },
};

function StatusBadge({ status }: { status: string }) {
  const badge = BADGES[status] ?? { label: status, className: "bg-cream-200 text-ink-900" };
  return <span className={`rounded-full px-3 py-1 text-sm font-bold ${badge.className}`}>{badge.label}</span>;
}
