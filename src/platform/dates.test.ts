import { describe, expect, it } from "vitest";
import { boostStatusLabel } from "../boosts/status-label.ts";
import { BILLING_TIME_ZONE, billingDate, calendarDate, readerDate, storeDate } from "./dates.ts";

// 02:30 UTC on December 25: still December 24 on every US clock.
const LATE_EVENING = "2026-12-25T02:30:00.000Z";

describe("billingDate", () => {
  it("shows a billing date in UTC, the zone Stripe states the period in, whoever reads it", () => {
    expect(BILLING_TIME_ZONE).toBe("UTC");
    expect(billingDate(LATE_EVENING)).toBe("December 25, 2026");
    expect(billingDate(new Date(LATE_EVENING))).toBe("December 25, 2026");
    expect(billingDate(LATE_EVENING, "weekday")).toBe("Friday, December 25");
    expect(billingDate(LATE_EVENING, "short")).toBe("Dec 25, 2026");
  });

  it("gives 'Cancels on' and 'Active until' the same day from the same instant", () => {
    const running = { status: "active", currentPeriodEnd: LATE_EVENING, cancelAtPeriodEnd: true };
    expect(boostStatusLabel(running)).toBe(`Cancels on ${billingDate(running.currentPeriodEnd)}`);
    expect(boostStatusLabel(running)).toBe("Cancels on December 25, 2026");
  });
});

describe("storeDate", () => {
  it("shows a store's event on the store's own clock", () => {
    expect(storeDate(LATE_EVENING, "America/Chicago")).toBe("Dec 24, 2026");
    expect(storeDate(LATE_EVENING, "America/Los_Angeles", "long")).toBe("December 24, 2026");
    expect(storeDate("2027-03-01T04:00:00Z", "America/New_York", "month-year")).toBe("February 2027");
  });

  it("falls back to UTC when the store's zone is not known", () => {
    expect(storeDate(LATE_EVENING, undefined)).toBe("Dec 25, 2026");
    expect(storeDate(LATE_EVENING, null, "long")).toBe("December 25, 2026");
  });
});

describe("calendarDate", () => {
  it("shows a day stored without a time as written", () => {
    expect(calendarDate("2026-11-23")).toBe("Nov 23, 2026");
    expect(calendarDate("2026-11-23", "long")).toBe("November 23, 2026");
    expect(calendarDate("2026-11-23", "month-day")).toBe("November 23");
    expect(calendarDate("2026-11-23", "short-month-day")).toBe("Nov 23");
    expect(calendarDate("2026-11-23T00:00:00.000Z", "short-month-day")).toBe("Nov 23");
  });
});

describe("readerDate", () => {
  it("keeps each style's words (the reader's clock, here the test's)", () => {
    const at = new Date(2026, 11, 24, 18, 5);
    expect(readerDate(at, "short")).toBe("Dec 24, 2026");
    expect(readerDate(at, "numeric")).toBe("12/24/2026");
    expect(readerDate(at, "short-month-day")).toBe("Dec 24");
    expect(readerDate(at, "date-time")).toBe("Dec 24, 2026, 6:05 PM");
    expect(readerDate(at, "short-date-time")).toBe("Dec 24, 6:05 PM");
    expect(readerDate(at.toISOString(), "short")).toBe("Dec 24, 2026");
  });
});
