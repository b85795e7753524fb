import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, deviceCookie, newDeviceId, readDeviceId } from "./device.server.ts";

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
      path: "/api/",
      maxAge: 31_536_000,
      httpOnly: true,
      sameSite: "Lax",
      secure: true,
    });
    expect(deviceCookie("id", "http://127.0.0.1:8888/api/x").secure).toBe(false);
    expect(deviceCookie("id", "http://localhost:8888/api/x").secure).toBe(false);
  });
});
