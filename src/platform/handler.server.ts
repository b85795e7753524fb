// Wraps a Netlify function: the method is checked, every state-changing method passes the
// same-site check unless it is explicitly a signed endpoint, every thrown error is mapped, and every
// answer carries the API security headers. A new endpoint therefore gets the cross-site protection
// without asking for it; its body is read with `readJson` (read-json.ts), the only body reader the
// lint allows in functions.
import type { Context } from "@netlify/functions";
import { env, isLocalSiteUrl } from "./env.server.ts";
import { apiSecurityHeaders } from "./security-headers.server.ts";
import { ApiError, errorResponse } from "./errors.server.ts";
import { requireSameSite } from "./same-site.server.ts";

type Handler = (request: Request, context: Context) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const signed = new WeakSet<Handler>();

/**
 * Opts one method out of the same-site check, and nothing else: for callers on other sites or
 * servers that prove themselves with a signature the handler verifies (a Stripe webhook on the raw
 * body from `readRawText`, the RFC 8058 one-click unsubscribe with its signed token). Size caps
 * still apply to whatever the handler reads.
 */
export function signedEndpoint(handler: Handler): Handler {
  signed.add(handler);
  return handler;
}

const methodsOf = new WeakMap<Handler, string[]>();

export function handle(methods: Record<string, Handler>): Handler {
  const handler: Handler = async (request, context) => withSecurityHeaders(await answer(methods, request, context));
  methodsOf.set(handler, Object.keys(methods));
  return handler;
}

/** The methods a `handle()`d function answers (tests walk every write route with it); else undefined. */
export function handledMethods(handler: unknown): string[] | undefined {
  return typeof handler === "function" ? methodsOf.get(handler as Handler) : undefined;
}

async function answer(methods: Record<string, Handler>, request: Request, context: Context): Promise<Response> {
  const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (!handler) {
    const allowed = Object.keys(methods).join(", ");
    return errorResponse(new ApiError("method_not_allowed", `Use ${allowed} for this address.`, { allowed }));
  }
  try {
    if (!SAFE_METHODS.has(request.method) && !signed.has(handler)) requireSameSite(request);
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
