// Wraps a Netlify function so that every thrown error is mapped, the method is checked and every
// answer carries the API security headers.
import type { Context } from "@netlify/functions";
import { env, isLocalSiteUrl } from "../../config/env.ts";
import { apiSecurityHeaders } from "../../config/security-headers.ts";
import { ApiError, errorResponse } from "./errors.ts";

type Handler = (request: Request, context: Context) => Promise<Response>;

export function handle(methods: Record<string, Handler>): Handler {
  return async (request, context) => withSecurityHeaders(await answer(methods, request, context));
}

async function answer(methods: Record<string, Handler>, request: Request, context: Context): Promise<Response> {
  const handler = methods[request.method];
  if (!handler) {
    const allowed = Object.keys(methods).join(", ");
    return errorResponse(new ApiError("method_not_allowed", `Use ${allowed} for this address.`, { allowed }));
  }
  try {
    return await handler(request, context);
  } catch (error) {
    return errorResponse(error);
  }
}

// A fresh Response: redirects and some others have immutable headers.
function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(apiSecurityHeaders(isLocalSiteUrl(env().SITE_URL)))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** JSON with caching suited to data that changes when owners and admins act. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return Response.json(data, { ...init, headers });
}
