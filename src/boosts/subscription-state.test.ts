import { describe, expect, it } from "vitest";
import { boostStatusOf, nextBoostState } from "./subscription-state.server.ts";

const s = (seconds: number) => new Date(seconds * 1000);
const subscription = (over: Record<string, unknown> = {}) =>
  ({
    status: "active",
    cancel_at_period_end: false,
    ended_at: null,
    items: { data: [{ current_period_start: 1000, current_period_end: 2000 }] },
    ...over,
  }) as never;

describe("boost state from a re-read subscription", () => {
  it.each([
    ["active", "active"],
    ["trialing", "active"],
    ["past_due", "past_due"],
    ["unpaid", "past_due"],
    ["canceled", "canceled"],
    ["incomplete_expired", "canceled"],
    ["incomplete", "incomplete"],
  ])("maps %s to %s", (status, expected) => {
    expect(boostStatusOf({ status } as never)).toBe(expected);
  });

  it("moves the end forward with a paid period, never back", () => {
    const current = { currentPeriodStart: s(1000), currentPeriodEnd: s(2000) };
    expect(nextBoostState(current, subscription(), { start: s(2000), end: s(3000) }).currentPeriodEnd).toEqual(s(3000));
    // A late invoice.paid for the first period changes nothing.
    expect(nextBoostState(current, subscription(), { start: s(500), end: s(1500) }).currentPeriodEnd).toEqual(s(2000));
  });

  it("keeps the paid end when a cancel at period end is set, and caps it when the subscription ended early", () => {
    const current = { currentPeriodStart: s(1000), currentPeriodEnd: s(2000) };
    expect(nextBoostState(current, subscription({ cancel_at_period_end: true }))).toEqual({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodStart: s(1000),
      currentPeriodEnd: s(2000),
    });
    expect(nextBoostState(current, subscription({ status: "canceled", ended_at: 1500 })).currentPeriodEnd).toEqual(
      s(1500),
    );
    expect(nextBoostState(current, subscription({ status: "canceled", ended_at: 2000 })).currentPeriodEnd).toEqual(
      s(2000),
    );
  });

  it("does not extend a boost on a subscription update without a payment", () => {
    const unpaid = { currentPeriodStart: null, currentPeriodEnd: null };
    expect(nextBoostState(unpaid, subscription()).currentPeriodEnd).toBeUndefined();
  });
});
