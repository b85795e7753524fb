// Signing in as the admin in integration tests, through the real login function.
import login from "../../functions/admin-login.ts";
import { callFunction, type CallOptions } from "./call-function.ts";

export const TEST_ADMIN_PASSWORD = "correct horse battery staple";
export const SAME_ORIGIN = { origin: "http://127.0.0.1:8888" };

/** The Cookie header of a fresh admin session. */
export async function adminCookie(ip = "192.0.2.10"): Promise<string> {
  const response = await callFunction(login, "/api/admin/login", {
    method: "POST",
    body: { password: TEST_ADMIN_PASSWORD },
    headers: SAME_ORIGIN,
    ip,
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]!;
  return cookie.split(";")[0]!;
}

export function asAdmin(cookie: string, options: CallOptions = {}): CallOptions {
  return { ...options, headers: { ...SAME_ORIGIN, cookie, ...options.headers } };
}
