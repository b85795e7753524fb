import { describe, expect, it } from "vitest";
import { isDigestDue } from "./schedule.server.ts";

describe("isDigestDue", () => {
  it.each([
    ["2026-11-23T20:00:00Z", false], // Monday
    ["2026-11-26T12:59:00Z", false], // Thursday morning UTC
    ["2026-11-26T13:00:00Z", true],
    ["2026-11-28T08:00:00Z", true], // Saturday: a missed Thursday is caught up
    ["2026-11-29T23:59:00Z", true], // Sunday, the week's last minute
    ["2026-11-30T00:00:00Z", false], // the next Monday
  ])("%s -> %s", (at, due) => {
    expect(isDigestDue(new Date(at))).toBe(due);
  });
});
