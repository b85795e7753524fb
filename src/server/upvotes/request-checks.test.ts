import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors.ts";
import { refuseCrossSite } from "./cross-site.ts";
import { DEVICE_COOKIE, deviceCookie, newDeviceId, readDeviceId } from "./device.ts";

const cookies = (value: string) => ({ get: (name: string) => (name === DEVICE_COOKIE ? value : "") });

describe("device id", () => {
  it("issues 22-character random ids and reads them back", () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId()).not.toBe(id);
    expect(readDeviceId(cookies(id))).toBe(id);
  });

  it.each(["", "short", "x".repeat(23), "a'; drop table upvotes; --aaaaaa"])("ignores a cookie of %j", (value) => {
    expect(readDeviceId(cookies(value))).toBeNull();
  });

  it("is HttpOnly, SameSite=Lax, a year long, and Secure except on loopback", () => {
    expect(deviceCookie("id", "https://smalltowngrocers.example/api/x")).toEqual({
      name: DEVICE_COOKIE,
      value: "id",
      path: "/api/grocery-stores",
      maxAge: 31_536_000,
      httpOnly: true,
      sameSite: "Lax",
      secure: true,
    });
    expect(deviceCookie("id", "http://127.0.0.1:8888/api/x").secure).toBe(false);
    expect(deviceCookie("id", "http://localhost:8888/api/x").secure).toBe(false);
  });
});

describe("refuseCrossSite", () => {
  const request = (headers: Record<string, string>) =>
    new Request("https://grocers.example/api/grocery-stores/x/upvote", { method: "POST", headers });

  it.each([
    ["a same-origin fetch", { "sec-fetch-site": "same-origin", origin: "https://grocers.example" }],
    ["a script without browser headers", {}],
    ["an older browser on this site", { origin: "https://grocers.example" }],
  ])("lets %s through", (_label, headers) => {
    expect(() => refuseCrossSite(request(headers))).not.toThrow();
  });

  it.each([
    ["another site's page", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["an older browser on another site", { origin: "https://evil.example" }],
  ])("refuses %s with 403", (_label, headers) => {
    const error = (() => {
      try {
        refuseCrossSite(request(headers));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
