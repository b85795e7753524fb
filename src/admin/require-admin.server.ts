// Server-side admin authority: every admin call and admin data read goes through here. The client's
// 24-hour flag is only a UI hint. State-changing calls must also come from this site: `handle()`
// checks that for every write (http/same-site.ts), on top of the SameSite=Strict cookie.
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { ApiError } from "../platform/errors.server.ts";
import { hasAdminSession } from "./session.server.ts";

export async function requireAdmin(db: Db, context: Pick<Context, "cookies">): Promise<void> {
  if (!(await hasAdminSession(db, context))) {
    throw new ApiError("unauthorized", "Admin sign-in required.");
  }
}
