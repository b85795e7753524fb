import { describe, expect, it } from "vitest";
import { boostStatusLabel } from "./status-label.ts";

describe("boostStatusLabel", () => {
  it("says when a cancelled subscription ends instead of 'active'", () => {
    const end = "2026-12-24T18:00:00.000Z";
    expect(boostStatusLabel({ status: "active", currentPeriodEnd: end, cancelAtPeriodEnd: true })).toBe(
      "Cancels on December 24, 2026",
    );
    expect(boostStatusLabel({ status: "active", currentPeriodEnd: end, cancelAtPeriodEnd: false })).toBe("active");
    expect(boostStatusLabel({ status: "active", currentPeriodEnd: end })).toBe("active");
    expect(boostStatusLabel({ status: "incomplete", currentPeriodEnd: end, cancelAtPeriodEnd: true })).toBe(
      "incomplete",
    );
  });
});
