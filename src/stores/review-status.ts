// A listing's place in the admin's review (ADR 024). Browser-safe: the store page and the admin's
// queue both read it.
export type ReviewStatus = "pending" | "approved" | "rejected";

export const UNREVIEWED_NOTICE = "New listing - not yet reviewed";

export const asReviewStatus = (value: string): ReviewStatus =>
  value === "pending" || value === "rejected" ? value : "approved";
