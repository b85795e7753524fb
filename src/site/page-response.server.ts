// The HTTP answer for a store or town address that has no built page (ADR 016). The pages it
// serves are the build's own files, fetched from the site like any visitor would: the page
// security headers (_headers, with the build's script hashes) come with them, and the function needs
// no copy of dist/ in its bundle.
import { env, isLocalSiteUrl } from "../platform/env.server.ts";
import { pageSecurityHeaders } from "../platform/security-headers.server.ts";
import type { AddressAnswer } from "./resolve-address.server.ts";

export const STORE_SHELL = "/grocery-stores/_pending/";
export const CITY_SHELL = "/cities/_pending/";
export const NOT_FOUND_PAGE = "/404.html";
// Built from src/pages/store-closed.astro: what a gone store's address shows with its 410 (ADR 045).
export const STORE_CLOSED_PAGE = "/store-closed/";

// Marks the function's own fetches, so that a missing shell can never make it call itself.
const SHELL_FETCH = "x-stg-shell-fetch";
// A slug can change (admin edit), so a browser may keep a move for an hour, not forever.
const MOVED_CACHE = "public, max-age=3600";
// The static page replaces these answers after the next build: nothing may keep them.
const PAGE_CACHE = "public, max-age=0, must-revalidate";
const DROPPED = ["content-length", "content-encoding", "transfer-encoding", "etag", "age", "cache-control"];

export async function answerAddress(
  request: Request,
  shell: string,
  resolve: (pathname: string) => Promise<AddressAnswer>,
): Promise<Response> {
  if (request.headers.has(SHELL_FETCH)) return new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const answer = await resolve(url.pathname);
  if (answer.kind === "moved") return moved(answer.location + url.search);
  if (answer.kind === "gone") return sitePage(request, STORE_CLOSED_PAGE, 410);
  return sitePage(request, answer.kind === "fresh" ? shell : NOT_FOUND_PAGE, answer.kind === "fresh" ? 200 : 404);
}

function moved(location: string): Response {
  const headers = new Headers(
    pageSecurityHeaders({ scriptHashes: [], local: isLocalSiteUrl(env().SITE_URL), stripe: false }),
  );
  headers.set("location", location);
  headers.set("cache-control", MOVED_CACHE);
  return new Response(null, { status: 301, headers });
}

async function sitePage(request: Request, path: string, status: number): Promise<Response> {
  const page = await builtPage(request, path, status, PAGE_CACHE);
  return (
    page ??
    new Response(status === 200 ? "" : status === 410 ? "Gone" : "Not found", {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PAGE_CACHE },
    })
  );
}

/**
 * One of the build's pages, with its own security headers, answered with `status` at the address
 * asked for; undefined when the site does not serve it (no build yet, or no site server at all).
 */
export async function builtPage(
  request: Request,
  path: string,
  status: number,
  cacheControl: string,
): Promise<Response | undefined> {
  if (request.headers.has(SHELL_FETCH)) return undefined;
  const page = await fetch(new URL(path, request.url), { headers: { [SHELL_FETCH]: "1" } }).catch(() => undefined);
  if (!page?.ok) {
    await page?.body?.cancel();
    return undefined;
  }
  const headers = new Headers(page.headers);
  for (const name of DROPPED) headers.delete(name);
  headers.set("cache-control", cacheControl);
  return new Response(page.body, { status, headers });
}
