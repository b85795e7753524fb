// Calls a Netlify function module directly, the way the platform does, without a server.
import type { Context } from "@netlify/functions";
import { CookieJar } from "../../scripts/lib/warm-functions.ts";

type NetlifyFunction = (request: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  method?: string;
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address Netlify would report (context.ip). */
  ip?: string;
  /**
   * The Origin a browser on the site's own page sends with a write (the default for non-GET
   * calls); null sends none. Ignored when `headers` name an origin themselves.
   */
  origin?: string | null;
}

export const SITE_ORIGIN = "http://127.0.0.1:8888";

export async function callFunction(fn: NetlifyFunction, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  const method = options.method ?? "GET";
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  if (method !== "GET" && origin !== null && !headers.has("origin")) headers.set("origin", origin);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(new URL(path, SITE_ORIGIN), {
    method,
    headers,
    body,
  });
  const cookies = new CookieJar(headers.get("cookie"));
  const context = {
    params: options.params ?? {},
    geo: {},
    ip: options.ip ?? "127.0.0.1",
    cookies,
  } as unknown as Context;
  const response = cookies.applyTo(await fn(request, context));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
