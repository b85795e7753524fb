import { describe, expect, it } from "vitest";
import { confirmationNote, usdaCheckNote, OSM_IMPORT, SAMPLE_IMPORT, SNAP_IMPORT } from "./confirmation.ts";

it.each([
  ["lister", "Details last confirmed Nov 3, 2026 by the person who listed it."],
  ["owner", "Details last confirmed Nov 3, 2026 by the owner."],
  ["admin", "Details last confirmed Nov 3, 2026 by a Small Town Grocers admin."],
  ["something else", "Details last confirmed Nov 3, 2026."],
])("says who confirmed a listing: %s", (by, note) => {
  expect(confirmationNote("2026-11-03T23:30:00.000Z", by)).toBe(note);
});

// Issue 31: an import confirms nothing; the page says where the details came from and how old they are.
it.each([
  [SNAP_IMPORT, "2020-06-30", "From USDA SNAP retailer data as of Jun 30, 2020."],
  [SNAP_IMPORT, null, "From USDA SNAP retailer data, imported Nov 3, 2026."],
  [OSM_IMPORT, "2020-04-18", "From OpenStreetMap data as of Apr 18, 2020."],
  [SAMPLE_IMPORT, null, "From the sample dataset, imported Nov 3, 2026."],
])("says where imported details came from: %s, %s", (by, asOf, note) => {
  expect(confirmationNote("2026-11-03T23:30:00.000Z", by, asOf)).toBe(note);
});

it("gives the UTC day, whatever the reader's time zone", () => {
  expect(confirmationNote("2026-11-04T00:30:00.000Z", "owner")).toBe(
    "Details last confirmed Nov 4, 2026 by the owner.",
  );
});

it("says nothing for a date it cannot read", () => {
  expect(confirmationNote("not a date", "owner")).toBeNull();
});

// Issue #49: the day the store's own clock showed, not the UTC one.
it("gives the day in the store's time zone when it is known", () => {
  expect(confirmationNote("2026-11-04T02:30:00.000Z", "owner", null, "America/Chicago")).toBe(
    "Details last confirmed Nov 3, 2026 by the owner.",
  );
});

describe("usdaCheckNote (ADR 064)", () => {
  it("says when the store was last checked against USDA, or that its authorisation ended", () => {
    expect(usdaCheckNote({ snapCheckedOn: "2024-03-01" })).toBe(
      "Checked against USDA's SNAP retailer list on Mar 1, 2024.",
    );
    expect(usdaCheckNote({ snapCheckedOn: "2024-03-01", mayHaveClosedOn: "2024-03-01" })).toBe(
      "USDA's SNAP retailer list checked on Mar 1, 2024 says this store's SNAP authorisation ended: it may have closed or changed hands.",
    );
    expect(usdaCheckNote({})).toBeNull();
  });
});
