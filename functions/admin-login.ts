// POST /api/admin/login - password -> admin session cookie (24 h); failed attempts limited per network
import type { Context } from "@netlify/functions";
import { z } from "zod";
import { text } from "../src/platform/text.ts";
import { getDb } from "../db/client.ts";
import { passwordMatches } from "../src/admin/password.server.ts";
import { startAdminSession } from "../src/admin/session.server.ts";
import { env } from "../src/platform/env.server.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { enforceRateLimit } from "../src/platform/rate-limit.server.ts";
import { refundRateLimitHit } from "../src/platform/rate-limits-queries.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

const loginSchema = z.object({
  password: text({ error: "Password is required" }).min(1, "Password is required").max(200),
});
const ATTEMPTS_PER_15_MINUTES = 10;

export default handle({
  POST: async (request: Request, context: Context) => {
    const { password } = loginSchema.parse(await readJson(request));
    const configured = env().ADMIN_PASSWORD;
    if (!configured) {
      throw new ApiError(
        "service_unavailable",
        "Admin sign-in is not configured: set ADMIN_PASSWORD (see the README).",
      );
    }
    const db = await getDb();
    const limitKey = `admin-login:${networkHash(clientIp(request, context))}`;
    // Every attempt is counted before the password is checked, so parallel guesses cannot slip
    // past the limit; a correct password then takes its attempt back, so only failures add up.
    await enforceRateLimit(db, {
      key: limitKey,
      limit: ATTEMPTS_PER_15_MINUTES,
      windowSeconds: 15 * 60,
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
    if (!passwordMatches(configured, password)) throw new ApiError("unauthorized", "Invalid admin password");
    await refundRateLimitHit(db, limitKey);
    const expiresAt = await startAdminSession(db, request, context);
    return json({ ok: true, expiresAt: expiresAt.toISOString() });
  },
});

export const config = { path: "/api/admin/login" };
