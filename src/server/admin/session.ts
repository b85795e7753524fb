// Admin sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure outside localhost),
// 24 hours; the database keeps only its SHA-256 so a leaked table opens nothing.
import { randomBytes } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { createAdminSession, isAdminSessionValid, revokeAdminSession } from "../../../db/queries/admin-sessions.ts";
import { ADMIN_COOKIE, hashToken } from "./require-admin.ts";

export const ADMIN_SESSION_HOURS = 24;

const isLocal = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

export async function startAdminSession(db: Db, request: Request, context: Pick<Context, "cookies">): Promise<Date> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600 * 1000);
  await createAdminSession(db, hashToken(token), expiresAt);
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
  return Boolean(token) && (await isAdminSessionValid(db, hashToken(token)));
}

export async function endAdminSession(db: Db, context: Pick<Context, "cookies">): Promise<void> {
  const token = context.cookies.get(ADMIN_COOKIE);
  if (token) await revokeAdminSession(db, hashToken(token));
  context.cookies.delete({ name: ADMIN_COOKIE, path: "/" });
}
