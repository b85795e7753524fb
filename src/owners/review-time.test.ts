// Issue #49: the claim review time is tracked; a pending claim past it is overdue in the admin queue.
import { describe, expect, it } from "vitest";
import { claimReviewDue, isClaimOverdue } from "./review-time.ts";

const at = (iso: string) => new Date(iso);

describe("the claim review promise", () => {
  it("falls due three business days after the owner confirmed, skipping the weekend", () => {
    // Thursday -> the next Tuesday.
    expect(claimReviewDue(at("2026-12-03T10:00:00Z")).toISOString()).toBe("2026-12-08T10:00:00.000Z");
    // Monday -> Thursday.
    expect(claimReviewDue(at("2026-11-30T10:00:00Z")).toISOString()).toBe("2026-12-03T10:00:00.000Z");
  });

  it("flags only pending claims past the promise", () => {
    const claim = { status: "pending", emailVerifiedAt: at("2026-11-30T10:00:00Z"), createdAt: null };
    expect(isClaimOverdue(claim, at("2026-12-03T09:00:00Z"))).toBe(false);
    expect(isClaimOverdue(claim, at("2026-12-03T11:00:00Z"))).toBe(true);
    expect(isClaimOverdue({ ...claim, status: "approved" }, at("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
