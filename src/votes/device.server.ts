// The device half of "one vote per store per device": a random id in an HttpOnly cookie, set on a
// device's first vote (or claim, or boost checkout: what one device holds is limited too). It identifies a browser, not a person, and carries no authority: losing it
// only means the network limit is what stops the next vote.
import { randomBytes } from "node:crypto";
import type { Context } from "@netlify/functions";
import { text } from "../platform/text.ts";

export const DEVICE_COOKIE = "stg_device";
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// Sent only to API calls, not with every page and asset request. Votes, claims and boost checkouts
// read it (issue #43 widened it from /api/grocery-stores, which checkouts are not under).
const COOKIE_PATH = "/api/";

const deviceIdSchema = text().regex(/^[A-Za-z0-9_-]{22}$/);

/** 128 random bits, base64url: 22 characters. */
export const newDeviceId = () => randomBytes(16).toString("base64url");

/** The device id from the cookie, or null when absent or not one we could have issued. */
export function readDeviceId(cookies: Pick<Context["cookies"], "get">): string | null {
  const parsed = deviceIdSchema.safeParse(cookies.get(DEVICE_COOKIE));
  return parsed.success ? parsed.data : null;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Secure everywhere but on a loopback address, where `npm start` serves plain http. */
export function deviceCookie(deviceId: string, requestUrl: string) {
  const secure = !LOOPBACK_HOSTS.has(new URL(requestUrl).hostname);
  return {
    name: DEVICE_COOKIE,
    value: deviceId,
    path: COOKIE_PATH,
    maxAge: ONE_YEAR_SECONDS,
    httpOnly: true,
    sameSite: "Lax" as const,
    secure,
  };
}
