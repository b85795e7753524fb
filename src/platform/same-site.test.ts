import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "./env.server.ts";
import { ApiError } from "./errors.server.ts";
import { requireSameSite } from "./same-site.server.ts";

// The request reaches us under another host than the configured site: the Host header must not count.
const request = (headers: Record<string, string>) =>
  new Request("http://internal-proxy:9999/api/x", { method: "POST", headers });

// A public site needs its secrets (env.ts), as in production.
const deployment = {
  SITE_URL: "https://grocers.example",
  HASH_SECRET: "a-private-test-key-0123456789",
  ADMIN_PASSWORD: "x",
};

beforeEach(() => {
  Object.assign(process.env, deployment);
  resetEnv();
});
afterEach(() => {
  for (const key of Object.keys(deployment)) delete process.env[key];
  resetEnv();
});

describe("requireSameSite", () => {
  it.each([
    ["the site's own page", { origin: "https://grocers.example" }],
    ["the site's page, with fetch metadata", { origin: "https://grocers.example", "sec-fetch-site": "same-origin" }],
    ["a browser that sends only fetch metadata", { "sec-fetch-site": "same-origin" }],
  ])("lets %s through", (_label, headers) => {
    expect(() => requireSameSite(request(headers))).not.toThrow();
  });

  it.each([
    ["another site's page", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["an older browser on another site", { origin: "https://evil.example" }],
    ["the request's own Host as Origin", { origin: "http://internal-proxy:9999" }],
    ["a sibling subdomain", { origin: "https://admin.grocers.example" }],
    ["the site over plain http", { origin: "http://grocers.example" }],
    ["an opaque origin", { origin: "null" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
    ["a same-site (sibling) fetch without Origin", { "sec-fetch-site": "same-site" }],
    ["a navigation typed by hand", { "sec-fetch-site": "none" }],
    ["a client that says nothing", {}],
    [
      "a foreign Origin claiming same-origin metadata",
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    ],
  ])("refuses %s with 403", (_label, headers) => {
    const error = (() => {
      try {
        requireSameSite(request(headers));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
