// Admin sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure outside localhost),
// 24 hours. The database keeps only an HMAC of the token keyed with the configured admin password, so
// a leaked table opens nothing and changing ADMIN_PASSWORD signs every session out: no stored key can
// match under the new password. Each session also records a keyed fingerprint of its password, and
// the first check or sign-in under another password revokes the old one's sessions for good, so
// setting the old password again does not bring them back (issue #23, ADR 034).
import { createHmac, randomBytes } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import {
  createAdminSession,
  isAdminSessionValid,
  revokeAdminSession,
  revokeEveryAdminSession,
  revokeOtherPasswordsSessions,
} from "./admin-sessions-queries.server.ts";
import { env } from "../platform/env.server.ts";

export const ADMIN_COOKIE = "admin_session";
export const ADMIN_SESSION_HOURS = 24;

const isLocal = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** What the database stores for a session token; null when no admin password is configured. */
export function sessionKey(token: string, password = env().ADMIN_PASSWORD): string | null {
  if (!password) return null;
  return createHmac("sha256", `admin-session:${password}`).update(token).digest("hex");
}

/**
 * Names the configured admin password without revealing it: keyed with the server's HASH_SECRET, so
 * a leaked table cannot be used to test guesses. Null when no admin password is configured.
 */
export function passwordFingerprint(password = env().ADMIN_PASSWORD): string | null {
  if (!password) return null;
  return createHmac("sha256", `admin-password:${env().HASH_SECRET}`).update(password).digest("hex");
}

/** Revokes the sessions of any password but the configured one (sign-in, session checks, npm start). */
export async function retireOtherPasswordsSessions(db: Db): Promise<number> {
  const fingerprint = passwordFingerprint();
  return fingerprint ? revokeOtherPasswordsSessions(db, fingerprint) : 0;
}

export async function startAdminSession(db: Db, request: Request, context: Pick<Context, "cookies">): Promise<Date> {
  const token = randomBytes(32).toString("base64url");
  const key = sessionKey(token);
  const fingerprint = passwordFingerprint();
  if (!key || !fingerprint) throw new Error("An admin session needs ADMIN_PASSWORD");
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600 * 1000);
  await retireOtherPasswordsSessions(db);
  await createAdminSession(db, key, expiresAt, fingerprint);
  context.cookies.set({
    name: ADMIN_COOKIE,
    value: token,
    path: "/",
    httpOnly: true,
    secure: !isLocal(new URL(request.url)),
    sameSite: "Strict",
    maxAge: ADMIN_SESSION_HOURS * 3600,
  });
  return expiresAt;
}

export async function hasAdminSession(db: Db, context: Pick<Context, "cookies">): Promise<boolean> {
  const token = context.cookies.get(ADMIN_COOKIE);
  const key = token ? sessionKey(token) : null;
  const fingerprint = passwordFingerprint();
  if (key === null || fingerprint === null) return false;
  await retireOtherPasswordsSessions(db);
  return isAdminSessionValid(db, key, fingerprint);
}

export async function endAdminSession(db: Db, context: Pick<Context, "cookies">): Promise<void> {
  const token = context.cookies.get(ADMIN_COOKIE);
  const key = token ? sessionKey(token) : null;
  if (key) await revokeAdminSession(db, key);
  context.cookies.delete({ name: ADMIN_COOKIE, path: "/" });
}

/** Signs out every browser, this one included (a lost laptop, a shared password). */
export async function endEveryAdminSession(db: Db, context: Pick<Context, "cookies">): Promise<number> {
  const ended = await revokeEveryAdminSession(db);
  context.cookies.delete({ name: ADMIN_COOKIE, path: "/" });
  return ended;
}
