// Wraps a Netlify function so that every thrown error is mapped and the method is checked.
import type { Context } from "@netlify/functions";
import { ApiError, errorResponse } from "./errors.ts";

type Handler = (request: Request, context: Context) => Promise<Response>;

export function handle(methods: Record<string, Handler>): Handler {
  return async (request, context) => {
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
  };
}

/** JSON with caching suited to data that changes when owners and admins act. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return Response.json(data, { ...init, headers });
}
