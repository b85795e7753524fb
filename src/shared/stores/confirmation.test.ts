import { expect, it } from "vitest";
import { confirmationNote, SAMPLE_IMPORT } from "./confirmation.ts";

it.each([
  ["lister", "Details last confirmed Nov 3, 2026 by the person who listed it."],
  ["owner", "Details last confirmed Nov 3, 2026 by the owner."],
  ["admin", "Details last confirmed Nov 3, 2026 by a Small Town Grocers admin."],
  [SAMPLE_IMPORT, "Details last confirmed Nov 3, 2026 by the sample dataset import."],
  ["import:USDA SNAP retailers", "Details last confirmed Nov 3, 2026 by the USDA SNAP retailers import."],
  ["something else", "Details last confirmed Nov 3, 2026."],
])("says who confirmed a listing: %s", (by, note) => {
  expect(confirmationNote("2026-11-03T23:30:00.000Z", by)).toBe(note);
});

it("gives the UTC day, whatever the reader's time zone", () => {
  expect(confirmationNote("2026-11-04T00:30:00.000Z", "owner")).toBe(
    "Details last confirmed Nov 4, 2026 by the owner.",
  );
});

it("says nothing for a date it cannot read", () => {
  expect(confirmationNote("not a date", "owner")).toBeNull();
});
