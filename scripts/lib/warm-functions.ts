// Fast local invocation of the Netlify Functions v2 under functions/.
//
// @netlify/dev rebuilds a function with zip-it-and-ship-it and starts a fresh worker for every
// request (measured: about 1.5 s of dependency tracing plus 0.7 s of cold start per call), which
// makes a local API answer in 2+ seconds. `npm start` therefore keeps each function module loaded and
// routes requests with the same `config` Netlify reads (path, excludedPath, method, URLPattern
// syntax), handing the handler a v2 Context. Netlify's own emulation still serves static files and
// redirects, and the integration tests run every function through it too (see ADR 004).
import { randomUUID } from "node:crypto";
import { readdirSync, realpathSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

interface Route {
  name: string;
  patterns: URLPattern[];
  excluded: URLPattern[];
  methods: string[] | undefined;
  /** Netlify's `preferStatic`: the function answers only where no static file exists for the path. */
  preferStatic: boolean;
  handler: Handler;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export async function loadFunctions(functionsDir: string): Promise<Route[]> {
  const routes: Route[] = [];
  // A linked folder (a test's throwaway project) must import the functions' own relative paths.
  functionsDir = realpathSync(functionsDir);
  for (const file of readdirSync(functionsDir).filter((f) => /^[^.]+\.(ts|mts|js|mjs)$/.test(f))) {
    const module = (await import(pathToFileURL(join(functionsDir, file)).href)) as {
      default: Handler;
      config?: Config;
    };
    const config = module.config ?? {};
    const paths = asList(config.path);
    // Scheduled functions and functions without a path are not reachable over HTTP here.
    if (!paths.length) continue;
    routes.push({
      name: file.replace(/\.[^.]+$/, ""),
      patterns: paths.map((pathname) => new URLPattern({ pathname })),
      excluded: asList(config.excludedPath).map((pathname) => new URLPattern({ pathname })),
      methods: config.method ? asList(config.method).map((m) => m.toUpperCase()) : undefined,
      preferStatic: config.preferStatic === true,
      handler: module.default,
    });
  }
  return routes;
}

export function matchFunction(routes: Route[], request: Request) {
  const url = new URL(request.url);
  for (const route of routes) {
    if (route.methods && !route.methods.includes(request.method)) continue;
    if (route.excluded.some((p) => p.test({ pathname: url.pathname }))) continue;
    for (const pattern of route.patterns) {
      const match = pattern.exec({ pathname: url.pathname });
      if (match) return { route, params: definedParams(match.pathname.groups) };
    }
  }
  return undefined;
}

/**
 * The function that answers a request, as Netlify picks it: a `preferStatic` function is skipped
 * when `staticDir` holds a file for the path (a built page wins over the function behind it).
 */
export async function routeFunction(routes: Route[], request: Request, staticDir: string) {
  const match = matchFunction(routes, request);
  if (match?.route.preferStatic && (await hasStaticFile(staticDir, new URL(request.url).pathname))) return undefined;
  return match;
}

const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/** The files Netlify's static handler (@netlify/static) tries for a path, in its order. */
export function staticCandidates(pathname: string): string[] {
  const candidates: string[] = [];
  if (pathname.endsWith("/")) {
    const bare = pathname.slice(0, -1);
    if (pathname !== "/") candidates.push(`${bare}.html`, `${bare}.htm`);
    candidates.push(`${pathname}index.html`, `${pathname}index.htm`);
  } else if (!ASSET_EXTENSION.test(pathname)) {
    candidates.push(`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`, `${pathname}/index.htm`);
  }
  return candidates.includes(pathname) ? candidates : [pathname, ...candidates];
}

export async function hasStaticFile(staticDir: string, pathname: string): Promise<boolean> {
  for (const candidate of staticCandidates(pathname)) {
    const file = resolve(staticDir, ...candidate.split("/").filter(Boolean));
    if (!file.startsWith(resolve(staticDir) + sep)) continue;
    if (
      await stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** Like Netlify's runtime, parameters stay percent-encoded: each function decodes what it expects. */
function definedParams(groups: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export async function invokeFunction(
  route: Route,
  params: Record<string, string>,
  request: Request,
  clientIp: string,
): Promise<Response> {
  const cookies = new CookieJar(request.headers.get("cookie"));
  const context = {
    params,
    ip: clientIp,
    geo: {},
    cookies,
    requestId: randomUUID(),
    url: new URL(request.url),
    site: { id: "local", name: "local", url: new URL(request.url).origin },
    deploy: { id: "local", context: "dev", published: false },
    server: { region: "local" },
    account: { id: "local" },
    json: (input: unknown) => Response.json(input),
    log: console.log,
    waitUntil: (promise: Promise<unknown>) => void promise.catch((e) => console.error(e)),
    next: () => Promise.reject(new Error("context.next() is only available in edge functions")),
    rewrite: () => Promise.reject(new Error("context.rewrite() is not supported locally")),
  } as unknown as Context;
  const response = await route.handler(request, context);
  return cookies.applyTo(response);
}

/** The subset of Netlify's `context.cookies` the functions use: get, set, delete. */
export class CookieJar {
  private readonly incoming = new Map<string, string>();
  private readonly outgoing: string[] = [];

  constructor(header: string | null) {
    for (const part of (header ?? "").split(";")) {
      const index = part.indexOf("=");
      if (index > 0) this.incoming.set(part.slice(0, index).trim(), decodeCookieValue(part.slice(index + 1).trim()));
    }
  }

  get(name: string): string {
    return this.incoming.get(name) ?? "";
  }

  set(input: string | CookieOptions, value?: string): void {
    const cookie = typeof input === "string" ? { name: input, value: value ?? "" } : input;
    const attributes = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, `Path=${cookie.path ?? "/"}`];
    if (cookie.domain) attributes.push(`Domain=${cookie.domain}`);
    if (cookie.expires !== undefined) attributes.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
    if (cookie.maxAge !== undefined) attributes.push(`Max-Age=${cookie.maxAge}`);
    if (cookie.httpOnly) attributes.push("HttpOnly");
    if (cookie.secure) attributes.push("Secure");
    if (cookie.sameSite) attributes.push(`SameSite=${cookie.sameSite}`);
    this.outgoing.push(attributes.join("; "));
  }

  /** Expires the cookie in the browser (an empty value alone would linger as a session cookie). */
  delete(input: string | Omit<CookieOptions, "value" | "expires" | "maxAge">): void {
    const options = typeof input === "string" ? { name: input } : input;
    this.set({ ...options, value: "", expires: 0, maxAge: 0 });
  }

  applyTo(response: Response): Response {
    if (!this.outgoing.length) return response;
    const headers = new Headers(response.headers);
    for (const cookie of this.outgoing) headers.append("set-cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** A value with bad percent-encoding is kept as sent: it matches no session, and answers no 500. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

interface CookieOptions {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  expires?: Date | number | string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
}
