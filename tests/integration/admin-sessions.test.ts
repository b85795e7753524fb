// Admin sessions follow the password: changing ADMIN_PASSWORD signs every browser out, and an admin
// can sign out every browser at once.
import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "../../db/client.ts";
import login from "../../functions/admin-login.ts";
import status from "../../functions/admin-status.ts";
import logoutEverywhere from "../../functions/admin-logout-everywhere.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { adminCookie, asAdmin, SAME_ORIGIN, TEST_ADMIN_PASSWORD, useTestAdminPassword } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

useFunctionTestEnv({ adminPassword: true });

afterAll(async () => {
  await closeDb();
});

const isAdmin = async (cookie: string) =>
  (await callFunction(status, "/api/admin/status", { headers: { cookie } })).body as { isAdmin: boolean };

describe(`admin sessions on ${engine}`, () => {
  it("end for every browser when the admin password changes", async () => {
    const cookies = [await adminCookie("192.0.2.31"), await adminCookie("192.0.2.32")];
    for (const cookie of cookies) expect(await isAdmin(cookie)).toEqual({ isAdmin: true });

    process.env.ADMIN_PASSWORD = "a brand new password";
    resetEnv();
    for (const cookie of cookies) expect(await isAdmin(cookie)).toEqual({ isAdmin: false });

    useTestAdminPassword(); // for the next test
  });

  it("stay ended when the password changes and then changes back", async () => {
    const cookie = await adminCookie("192.0.2.35");
    expect(await isAdmin(cookie)).toEqual({ isAdmin: true });
    process.env.ADMIN_PASSWORD = "an interim password";
    resetEnv();
    expect(await isAdmin(cookie)).toEqual({ isAdmin: false });
    useTestAdminPassword();
    expect(await isAdmin(cookie)).toEqual({ isAdmin: false });
    // A sign-in under the restored password works as ever.
    expect(await isAdmin(await adminCookie("192.0.2.36"))).toEqual({ isAdmin: true });
  });

  it("all end with 'sign out everywhere', and the cookie is expired", async () => {
    const mine = await adminCookie("192.0.2.33");
    const other = await adminCookie("192.0.2.34");
    const response = await callFunction(
      logoutEverywhere,
      "/api/admin/logout-everywhere",
      asAdmin(mine, { method: "POST", body: {} }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/admin_session=;.*Max-Age=0/);
    expect(await isAdmin(mine)).toEqual({ isAdmin: false });
    expect(await isAdmin(other)).toEqual({ isAdmin: false });
  });

  it("refuses 'sign out everywhere' without a session", async () => {
    const response = await callFunction(
      logoutEverywhere,
      "/api/admin/logout-everywhere",
      asAdmin("admin_session=forged", { method: "POST", body: {} }),
    );
    expect(response.status).toBe(401);
  });

  it("limits failed sign-ins per network, while correct ones never use the allowance up", async () => {
    const signIn = (password: string, ip: string) =>
      callFunction(login, "/api/admin/login", { method: "POST", body: { password }, headers: SAME_ORIGIN, ip });

    // An admin who signs in often (many browsers, many test runs) is never locked out.
    for (let i = 0; i < 12; i++) expect((await signIn(TEST_ADMIN_PASSWORD, "192.0.2.60")).status).toBe(200);

    // Ten wrong guesses from ten addresses of one /24 use its allowance up (issue #23): then even
    // the right password waits, from any address of it.
    for (let i = 0; i < 10; i++) expect((await signIn("wrong guess", `192.0.2.${100 + i}`)).status).toBe(401);
    const refused = await signIn(TEST_ADMIN_PASSWORD, "192.0.2.200");
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain("Too many sign-in attempts");

    // Another network is not affected.
    expect((await signIn(TEST_ADMIN_PASSWORD, "198.51.100.7")).status).toBe(200);
  });
});
