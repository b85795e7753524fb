// The claim-review promise and the rule that tracks it (issue #49): the claim page, its mails and
// the confirmation page promise a decision within 2-3 business days of the owner confirming their
// address, and the admin's claims queue flags a pending claim as overdue once that time has passed,
// so the promise is one the product watches rather than a sentence nothing backs. Business days are
// Monday to Friday in UTC (holidays are not counted: the flag comes at worst a day early).

/** The promise, in the words every page and mail uses. */
export const CLAIM_REVIEW_PROMISE = "within 2-3 business days";
/** The last business day of the promise. */
export const CLAIM_REVIEW_BUSINESS_DAYS = 3;

/** The moment a claim confirmed at `from` becomes overdue: `CLAIM_REVIEW_BUSINESS_DAYS` weekdays later. */
export function claimReviewDue(from: Date): Date {
  const due = new Date(from);
  let left = CLAIM_REVIEW_BUSINESS_DAYS;
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1);
    const day = due.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return due;
}

/** A claim waiting for review past the promised time. */
export function isClaimOverdue(
  claim: { status: string; emailVerifiedAt: Date | null; createdAt: Date | null },
  now: Date = new Date(),
): boolean {
  if (claim.status !== "pending") return false;
  const from = claim.emailVerifiedAt ?? claim.createdAt;
  return from !== null && claimReviewDue(from).getTime() < now.getTime();
}
