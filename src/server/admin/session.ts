// Admin sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure outside localhost),
// 24 hours. The database keeps only an HMAC of the token keyed with the configured admin password, so
// a leaked table opens nothing and changing ADMIN_PASSWORD signs every session out: no stored key can
// match under the new password.
import { createHmac, randomBytes } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import {
  createAdminSession,
  isAdminSessionValid,
  revokeAdminSession,
  revokeEveryAdminSession,
} from "../../../db/queries/admin-sessions.ts";
import { env } from "../../config/env.ts";

export const ADMIN_COOKIE = "admin_session";
export const ADMIN_SESSION_HOURS = 24;

const isLocal = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** What the database stores for a session token; null when no admin password is configured. */
export function sessionKey(token: string, password = env().ADMIN_PASSWORD): string | null {
  if (!password) return null;
  return createHmac("sha256", `admin-session:${password}`).update(token).digest("hex");
}

export async function startAdminSession(db: Db, request: Request, context: Pick<Context, "cookies">): Promise<Date> {
  const token = randomBytes(32).toString("base64url");
  const key = sessionKey(token);
  if (!key) throw new Error("An admin session needs ADMIN_PASSWORD");
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600 * 1000);
  await createAdminSession(db, key, expiresAt);
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
  return key !== null && (await isAdminSessionValid(db, key));
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
