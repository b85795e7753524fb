import { describe, expect, it } from "vitest";
import { codeAlreadySent } from "./already-sent.server.ts";

describe("codeAlreadySent", () => {
  it("says when the code went out and when a new one may be asked for", () => {
    const now = Date.parse("2026-11-26T15:00:00Z");
    expect(codeAlreadySent("to lee@example.com", new Date(now - 20_000), 60_000, now)).toBe(
      "We already sent a code and a link to lee@example.com 20 seconds ago: check your inbox and spam folder. The code works for 30 minutes. You can ask for a new one in 40 seconds.",
    );
    expect(codeAlreadySent("to it", new Date(now - 59_500), 60_000, now)).toContain("in 1 second.");
  });
});
