import { describe, expect, it } from "vitest";
import {
  checkFile,
  checkUpload,
  circularExcerpt,
  dateRange,
  quotaBadge,
  quotaPercent,
  sizeInMb,
  statusBadge,
} from "./circular-view.ts";

describe("circular view rules", () => {
  it.each([
    [0, "default"],
    [2, "default"],
    [3, "secondary"],
    [4, "destructive"],
    [5, "destructive"],
  ])("quota %i of 4 is %s", (used, variant) => {
    expect(quotaBadge({ quotaUsed: used, quotaLimit: 4 })).toBe(variant);
  });

  it("computes the bar and sizes", () => {
    expect(quotaPercent({ quotaUsed: 1, quotaLimit: 4 })).toBe(25);
    expect(quotaPercent({ quotaUsed: 9, quotaLimit: 4 })).toBe(100);
    expect(sizeInMb(1.5 * 1024 * 1024)).toBe("1.50 MB");
  });

  it("maps statuses to the spec's badges", () => {
    expect(statusBadge("active").variant).toBe("default");
    expect(statusBadge("published").variant).toBe("default");
    expect(statusBadge("processing").variant).toBe("secondary");
    expect(statusBadge("failed").variant).toBe("destructive");
    expect(statusBadge("archived").variant).toBe("outline");
    // A published circular dated in the future is not 'Active' yet (issue #25).
    expect(statusBadge("active", true)).toEqual({ variant: "secondary", label: "Scheduled" });
    expect(statusBadge("active", false).label).toBe("Active");
    expect(statusBadge("processing", true).label).toBe("Processing");
  });

  it("shows the first lines of a circular's text, cut at a word", () => {
    expect(circularExcerpt("  Apples  $1/lb \n\n Corn 5 for $2\nMilk $3\nEggs $2")).toBe(
      "Apples $1/lb\nCorn 5 for $2\nMilk $3",
    );
    expect(circularExcerpt("")).toBe("");
    const long = "Sweet corn and ripe tomatoes ".repeat(20);
    const cut = circularExcerpt(long, 3, 60);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("refuses what the spec refuses before sending", () => {
    expect(checkFile({ type: "text/plain", size: 10, name: "a.txt" })?.title).toBe("Invalid File Type");
    expect(checkFile({ type: "application/pdf", size: 10 * 1024 * 1024 + 1, name: "a.pdf" })?.title).toBe(
      "File Too Large",
    );
    expect(checkFile({ type: "application/pdf", size: 10 * 1024 * 1024, name: "a.pdf" })).toBeNull();
    expect(checkUpload({ file: null, startDate: "2026-11-23", endDate: "2026-11-29" })?.title).toBe(
      "Missing Information",
    );
    // An end before the start is not missing information (issue #25).
    expect(checkUpload({ file: {}, startDate: "2026-11-29", endDate: "2026-11-23" })).toEqual({
      title: "Invalid Dates",
      message: "The end date cannot be before the start date.",
    });
    expect(checkUpload({ file: {}, startDate: "2026-11-23", endDate: "2026-11-23" })).toBeNull();
  });

  it("writes date ranges without shifting days", () => {
    expect(dateRange("2026-11-23", "2026-11-29")).toBe("Nov 23 - Nov 29, 2026");
    expect(dateRange("2026-12-28", "2027-01-03")).toBe("Dec 28, 2026 - Jan 3, 2027");
  });
});
