// Server-side admin authority: every admin call and admin data read goes through here. The client's
// 24-hour flag is only a UI hint. State-changing calls must also come from this site (Origin check),
// on top of the SameSite=Strict cookie.
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { env } from "../../config/env.ts";
import { ApiError } from "../http/errors.ts";
import { hasAdminSession } from "./session.ts";

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
  if (!(await hasAdminSession(db, context))) {
    throw new ApiError("unauthorized", "Admin sign-in required.");
  }
}
