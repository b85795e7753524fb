// Server-side admin authority: every admin call and admin data read goes through here. The client's
// 24-hour flag is only a UI hint. State-changing calls must also come from this site: `handle()`
// checks that for every write (http/same-site.ts), on top of the SameSite=Strict cookie.
import { createHash } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { isAdminSessionValid } from "../../../db/queries/admin-sessions.ts";
import { ApiError } from "../http/errors.ts";

export const ADMIN_COOKIE = "admin_session";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requireAdmin(db: Db, context: Pick<Context, "cookies">): Promise<void> {
  const token = context.cookies.get(ADMIN_COOKIE);
  if (!token || !(await isAdminSessionValid(db, hashToken(token)))) {
    throw new ApiError("unauthorized", "Admin sign-in required.");
  }
}
