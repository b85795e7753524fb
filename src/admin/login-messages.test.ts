import { describe, expect, it } from "vitest";
import { loginFailureMessage } from "./login-messages.ts";

describe("loginFailureMessage", () => {
  it("answers a wrong password with the spec's Access Denied", () => {
    expect(loginFailureMessage(401, "Invalid admin password")).toEqual({
      title: "Access Denied",
      description: "Incorrect password. Please try again.",
    });
  });

  it("passes on the server's explanation of a rate limit or a missing password", () => {
    const wait = "Too many sign-in attempts. Please wait 15 minutes and try again.";
    expect(loginFailureMessage(429, wait).description).toBe(wait);
    expect(loginFailureMessage(503, "Admin sign-in is not configured").description).toBe(
      "Admin sign-in is not configured",
    );
  });

  it("falls back to the spec's generic failure", () => {
    for (const [status, message] of [
      [500, "Something went wrong. Please try again later."],
      [0, null],
      [429, null],
      [403, "This request must come from the site itself."],
    ] as const) {
      expect(loginFailureMessage(status, message).description).toBe("Failed to authenticate. Please try again.");
    }
  });
});
