// The answers of a mailed link's address (ADR 057). Its GET shows a page and changes nothing: mail
// scanners fetch every link to check it, and a GET that confirmed or unsubscribed would act for the
// person before they read the mail. The page's button posts back to the same address, where the
// function acts, behind the same-site guard every write has.
import { env, isLocalSiteUrl } from "./env.server.ts";
import { pageSecurityHeaders } from "./security-headers.server.ts";
import { LINK_PAGES, linkPagePath, type LinkPageAction } from "./link-pages.ts";
import { builtPage } from "../site/page-response.server.ts";

// Each answer is about one token: nothing may keep it.
const NO_STORE = "no-store";

/** The page with the button, at the link's own address; a plain one if the site cannot serve the built page. */
export async function linkPage(request: Request, action: LinkPageAction): Promise<Response> {
  return (await builtPage(request, linkPagePath(action), 200, NO_STORE)) ?? plainLinkPage(action);
}

/** Where a link that no longer works (or a press of its button) leads: a notice page of the site. */
export function seeOther(request: Request, path: string): Response {
  return Response.redirect(new URL(path, request.url), 303);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function plainLinkPage(action: LinkPageAction): Response {
  const page = LINK_PAGES[action];
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)} | Small Town Grocers</title></head>
<body>
<main>
<p>${escapeHtml(page.eyebrow)}</p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.lead)}</p>
<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>
</main>
</body>
</html>
`;
  const headers = new Headers(
    pageSecurityHeaders({ scriptHashes: [], local: isLocalSiteUrl(env().SITE_URL), stripe: false }),
  );
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", NO_STORE);
  return new Response(html, { status: 200, headers });
}
