// Signing in as the admin in integration tests, through the real login function.
import login from "../../functions/admin-login.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { passwordFingerprint, sessionKey } from "../../src/admin/session.server.ts";
import { callFunction, type CallOptions } from "./call-function.ts";

export const TEST_ADMIN_PASSWORD = "correct horse battery staple";
export const SAME_ORIGIN = { origin: "http://127.0.0.1:8888" };

/** Configures the test admin password, for tests that sign in or store sessions themselves. */
export function useTestAdminPassword(): void {
  process.env.ADMIN_PASSWORD = TEST_ADMIN_PASSWORD;
  resetEnv();
}

/** The stored key of a session token under the test admin password. */
export const testSessionKey = (token: string): string => sessionKey(token, TEST_ADMIN_PASSWORD)!;

/** The stored columns of a session token made under the test admin password. */
export const testSession = (token: string) => ({
  tokenHash: testSessionKey(token),
  passwordFingerprint: passwordFingerprint(TEST_ADMIN_PASSWORD)!,
});

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
