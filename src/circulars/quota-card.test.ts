// Issue #49: "Resets with your subscription period" only on a subscription; a one-time boost's
// quota lasts until the boost ends and never resets.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import QuotaCard from "./QuotaCard.tsx";

const quota = { quotaUsed: 1, quotaLimit: 4, remaining: 3, periodEnd: "2026-12-31T12:00:00.000Z" };
const card = (renews: boolean) => renderToStaticMarkup(createElement(QuotaCard, { quota: { ...quota, renews } }));

describe("the circular quota card", () => {
  it("promises a reset only on a subscription", () => {
    expect(card(true)).toContain("Resets with your subscription period");
    const oneTime = card(false);
    expect(oneTime).not.toContain("Resets with your subscription period");
    expect(oneTime).toContain("For your one-time boost, which ends on December 31, 2026: it does not reset");
  });
});
