import { describe, expect, it } from "vitest";
import { apiSecurityHeaders, headersFile, pageSecurityHeaders } from "./security-headers.server.ts";

const hashes = ["sha256-b", "sha256-a", "sha256-b"];

describe("pageSecurityHeaders", () => {
  it("allows inline scripts by hash only, sorted and once each", () => {
    const csp = pageSecurityHeaders({ scriptHashes: hashes, local: false, stripe: false })["Content-Security-Policy"]!;
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
  });

  it.each([
    [false, true],
    [true, false],
  ])("local=%s: HSTS and upgrade-insecure-requests %s", (local, expected) => {
    const headers = pageSecurityHeaders({ scriptHashes: [], local, stripe: false });
    expect("Strict-Transport-Security" in headers).toBe(expected);
    expect(headers["Content-Security-Policy"]!.includes("upgrade-insecure-requests")).toBe(expected);
  });

  it("lets Stripe's Payment Element in only when Stripe is configured", () => {
    const without = pageSecurityHeaders({ scriptHashes: [], local: false, stripe: false });
    const withStripe = pageSecurityHeaders({ scriptHashes: [], local: false, stripe: true });
    expect(without["Content-Security-Policy"]).not.toContain("stripe.com");
    expect(withStripe["Content-Security-Policy"]).toContain("script-src 'self' https://js.stripe.com");
    expect(withStripe["Content-Security-Policy"]).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(withStripe["Permissions-Policy"]).toContain('payment=(self "https://js.stripe.com")');
  });

  it("lets the interactive map fetch its style's origin and start its worker only when a style is configured", () => {
    const without = pageSecurityHeaders({ scriptHashes: [], local: false, stripe: false })["Content-Security-Policy"]!;
    const withMap = pageSecurityHeaders({
      scriptHashes: [],
      local: false,
      stripe: false,
      mapStyleUrl: "https://tiles.example.org/styles/liberty/style.json?key=abc",
    })["Content-Security-Policy"]!;
    expect(without).not.toContain("blob:");
    expect(without).not.toContain("worker-src");
    expect(withMap).toContain("connect-src 'self' https://tiles.example.org;");
    expect(withMap).toContain("worker-src 'self' blob:");
    expect(withMap).toMatch(/img-src [^;]* blob:/);
    expect(withMap).not.toContain("key=abc");
  });
});

describe("apiSecurityHeaders", () => {
  it("forbids everything an API answer could be abused for", () => {
    expect(apiSecurityHeaders(false)).toMatchObject({
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": expect.stringContaining("max-age="),
    });
    expect(apiSecurityHeaders(true)["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("headersFile", () => {
  it("writes Netlify's _headers format for every path, and long caching for hashed assets", () => {
    expect(headersFile({ A: "1", "B-C": "x; y" })).toBe(
      "/*\n  A: 1\n  B-C: x; y\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });
});
