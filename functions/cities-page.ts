// GET /cities/{slug}, only where the build made no page (preferStatic): the client-rendered shell
// for a town added since the last build, a 301 for another spelling of its slug, or the 404 page
// (ADR 016).
import { getDb } from "../db/client.ts";
import { handle } from "../src/platform/handler.server.ts";
import { answerAddress, CITY_SHELL } from "../src/site/page-response.server.ts";
import { resolveCityAddress } from "../src/site/resolve-address.server.ts";

const page = async (request: Request) =>
  answerAddress(request, CITY_SHELL, async (pathname) => resolveCityAddress(await getDb(), pathname));

export default handle({ GET: page, HEAD: page });

export const config = { path: ["/cities/:slug", "/cities/:slug/"], preferStatic: true };
