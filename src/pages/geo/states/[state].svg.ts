// GET /geo/states/<STATE>.svg - one state's locator outline as an SVG path (id "o"), the same
// fitted and simplified outline as /geo/states/<STATE>.json. A built store page draws it with
// `<use href="/geo/states/MN.svg#o">` instead of carrying the path inline (1-7 kB on each of the
// state's store pages; ADR 049): one file per state, fetched once and cached like the icon sprite's
// `<use>`, never a script. The path has no paint of its own, so the page's `<use>` colours it.
import type { APIRoute, GetStaticPaths } from "astro";
import { stateCodes, stateOutline } from "../../../site/state-outline.server.ts";
import { OUTLINE_PATH_ID } from "../../../towns/locator.ts";

export const getStaticPaths = (() => stateCodes().map((state) => ({ params: { state } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const outline = stateOutline(params.state ?? "");
  if (!outline) return new Response("Unknown state", { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${outline.width} ${outline.height}"><path id="${OUTLINE_PATH_ID}" d="${outline.outline}"/></svg>`;
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
};
