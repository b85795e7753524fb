// Issue #49: the note's label fits what was reported: "What should it say?" only for a value to correct.
import { expect, it } from "vitest";
import { noteField } from "./suggestion-kinds.ts";

it.each([
  ["phone", "What should it say? (optional)"],
  ["hours", "What should it say? (optional)"],
  ["closed", "How do you know? (optional)"],
  ["not_independent", "Who runs it? (optional)"],
  ["duplicate", "Anything else we should know? (optional)"],
])("labels the note of a %s report", (kind, label) => {
  expect(noteField(kind).label).toBe(label);
});
