// GET /grocery-stores/{id}, /grocery-stores/{slug} and /grocery-stores/{citySlug}/{storeSlug}, only
// where the build made no page (preferStatic): a real 301 to the canonical address, the
// client-rendered shell for a store listed since the last build, or the 404 page (ADR 016).
import { getDb } from "../db/client.ts";
import { handle } from "../src/platform/handler.server.ts";
import { answerAddress, STORE_SHELL } from "../src/site/page-response.server.ts";
import { resolveStoreAddress } from "../src/site/resolve-address.server.ts";

const page = async (request: Request) =>
  answerAddress(request, STORE_SHELL, async (pathname) => resolveStoreAddress(await getDb(), pathname));

export default handle({ GET: page, HEAD: page });

export const config = {
  path: [
    "/grocery-stores/:identifier",
    "/grocery-stores/:identifier/",
    "/grocery-stores/:citySlug/:storeSlug",
    "/grocery-stores/:citySlug/:storeSlug/",
  ],
  preferStatic: true,
};
