import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_SESSION_MS, isHintFresh, loginUrl, logOut, redirectToLogin, safeNextPath } from "./admin-session.ts";

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

describe("redirectToLogin from a link to one queue (issue #46 item 5)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the address's #queue, so signing in returns to that exact tab", () => {
    const replace = vi.fn();
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    vi.stubGlobal("window", {
      location: { pathname: "/admin", search: "", hash: "#new-listings", replace },
      localStorage: storage,
    });
    redirectToLogin();
    expect(replace).toHaveBeenCalledWith("/admin-login?next=%2Fadmin%23new-listings");
    expect(safeNextPath("/admin#new-listings")).toBe("/admin#new-listings");
  });
});

describe("redirectToLogin while logging out", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function browserOn(path: string) {
    const replace = vi.fn();
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    vi.stubGlobal("window", { location: { pathname: path, search: "", replace }, localStorage: storage });
    return replace;
  }

  it("sends the page to sign-in, unless a logout has succeeded: that page is leaving for /", async () => {
    const replace = browserOn("/analytics");
    redirectToLogin();
    expect(replace).toHaveBeenCalledWith("/admin-login?next=%2Fanalytics");

    // A failed logout leaves the page signed in, so a later 401 still means "sign in again".
    vi.stubGlobal("fetch", async () => new Response('{"message":"down"}', { status: 503 }));
    await expect(logOut()).rejects.toThrow();
    replace.mockClear();
    redirectToLogin();
    expect(replace).toHaveBeenCalledOnce();

    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await logOut();
    replace.mockClear();
    // The dashboard's own request, sent before the logout, answers 401 after it.
    redirectToLogin();
    expect(replace).not.toHaveBeenCalled();
  });
});
