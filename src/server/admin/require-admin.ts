// Server-side admin authority: every admin call and admin data read goes through here. The client's
// 24-hour flag is only a UI hint. State-changing calls must also come from this site (Origin check),
// on top of the SameSite=Strict cookie.
import { createHash } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { isAdminSessionValid } from "../../../db/queries/admin-sessions.ts";
import { env } from "../../config/env.ts";
import { ApiError } from "../http/errors.ts";

export const ADMIN_COOKIE = "admin_session";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(request.url).origin, new URL(env().SITE_URL).origin]);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError("forbidden", "This request must come from the site itself.");
  }
}

export async function requireAdmin(db: Db, context: Pick<Context, "cookies">, request?: Request): Promise<void> {
  if (request) requireSameOrigin(request);
  const token = context.cookies.get(ADMIN_COOKIE);
  if (!token || !(await isAdminSessionValid(db, hashToken(token)))) {
    throw new ApiError("unauthorized", "Admin sign-in required.");
  }
}
