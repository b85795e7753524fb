import { describe, expect, it } from "vitest";
import { ADMIN_SESSION_MS, isHintFresh, loginUrl, safeNextPath } from "./admin-session.ts";

describe("safeNextPath", () => {
  it("keeps same-site paths", () => {
    expect(safeNextPath("/admin")).toBe("/admin");
    expect(safeNextPath("/admin/claims?tab=pending")).toBe("/admin/claims?tab=pending");
  });

  it("refuses anything that could leave the site", () => {
    for (const next of [
      null,
      undefined,
      "",
      "admin",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});

describe("loginUrl", () => {
  it("carries the current path, encoded", () => {
    expect(loginUrl("/admin/city-images?q=a b")).toBe("/admin-login?next=%2Fadmin%2Fcity-images%3Fq%3Da%20b");
  });
});

describe("isHintFresh", () => {
  const now = 1_750_000_000_000;
  it("lasts 24 hours", () => {
    expect(isHintFresh(now - 1000, now)).toBe(true);
    expect(isHintFresh(now - ADMIN_SESSION_MS + 1, now)).toBe(true);
    expect(isHintFresh(now - ADMIN_SESSION_MS, now)).toBe(false);
  });
  it("ignores a missing or future timestamp", () => {
    expect(isHintFresh(null, now)).toBe(false);
    expect(isHintFresh(now + 60_000, now)).toBe(false);
  });
});
