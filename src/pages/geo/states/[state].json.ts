// GET /geo/states/<STATE>.json - one state's locator outline (shared/geo/locator.ts StateOutline:
// size, simplified SVG path, projection), built with the site from the same shapes and the same
// fitting as the built store pages' locators. The page of a store listed since the last build
// fetches only its own state's file to draw the same locator in the browser (PendingStore).
// Every state with a shape gets one, whether or not a store there was built: the next new store may
// be the state's first. About 1 kB each, 7 kB for Alaska. The name is not fingerprinted, so it keeps
// the default static caching (revalidated), like /geo/states.json and /town-index.json.
import type { APIRoute, GetStaticPaths } from "astro";
import { stateCodes, stateOutline } from "../../../site/state-outline.server.ts";

export const getStaticPaths = (() => stateCodes().map((state) => ({ params: { state } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const outline = stateOutline(params.state ?? "");
  if (!outline) return new Response("Unknown state", { status: 404 });
  return new Response(JSON.stringify(outline), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
