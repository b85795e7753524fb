import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, passwordMatches } from "./password.server.ts";

describe("admin password", () => {
  it("matches a plain password exactly", () => {
    expect(passwordMatches("letmein", "letmein")).toBe(true);
    expect(passwordMatches("letmein", "letmein ")).toBe(false);
    expect(passwordMatches("letmein", "")).toBe(false);
  });

  it("matches a scrypt hash", () => {
    const hash = hashPassword("s3cret!", randomBytes(16));
    expect(hash).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(passwordMatches(hash, "s3cret!")).toBe(true);
    expect(passwordMatches(hash, "s3cret")).toBe(false);
  });
});
