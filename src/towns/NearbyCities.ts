// The home page's town list, ordered by where the visitor is (spec section 9), as a script island
// (ADRs 048, 067): plain DOM, no React, started once the page has loaded and the browser is idle. The
// built HTML (HomeCities.astro) holds the 12 towns with the most stores; this works out where the
// visitor is (the browser's position if already allowed, else the server's view, and the browser's
// position after "Use my location") and re-picks the 12 nearest from every town in the directory
// (embedded in the page as JSON), drawing the cards from the page's card template (city-card.ts).
// With no location at all it keeps the order by store count: sorting by distance from the middle of
// Kansas would only shuffle the list for nothing.
import { scriptIsland } from "../platform/script-island.ts";
import { fillCityCard } from "./city-card.ts";
import { decodeHomeCities, type HomeCity, type HomeCityTuple } from "./home-cities.ts";
import { locateVisitor, type Located } from "./locate-visitor.ts";
import { orderCitiesByLocation } from "./order-cities.ts";
import { stateName } from "./us-states.ts";

interface Props {
  /** id of the <script type="application/json"> holding every town as HomeCityTuple[]. */
  dataId: string;
  limit: number;
}

type Status = { kind: "loading" } | ({ kind: "located" } & Located);

function describe(status: Status): string {
  if (status.kind === "loading") return "Finding towns near you…";
  const where = status.location?.state ? stateName(status.location.state) : undefined;
  if (status.outcome === "success") return where ? `Showing towns near you in ${where}` : "Showing towns near you";
  if (status.outcome === "not-asked") {
    return where
      ? `Showing towns near you in ${where}, from your approximate location`
      : "Showing the towns with the most stores";
  }
  if (where) return `Showing towns near you in ${where}, from your approximate location`;
  if (status.location) return "Showing towns near your approximate location";
  return status.outcome === "denied"
    ? "Showing the towns with the most stores (location access is off)"
    : "Showing the towns with the most stores (we couldn't find your location)";
}

function readAllCities(dataId: string): HomeCity[] | null {
  try {
    const text = document.getElementById(dataId)?.textContent;
    return text ? decodeHomeCities(JSON.parse(text) as HomeCityTuple[]) : null;
  } catch {
    return null;
  }
}

export default scriptIsland(({ dataId, limit }: Props) => {
  const root = document.querySelector("[data-nearby-cities]");
  const line = root?.querySelector("[data-nearby-status]");
  const ask = root?.querySelector<HTMLButtonElement>("[data-nearby-ask]");
  const grid = root?.querySelector("[data-city-grid]");
  const template = root?.querySelector("template");
  if (!line || !ask || !grid || !template) return;

  const show = (status: Status) => {
    const loading = status.kind === "loading";
    line.lastElementChild!.textContent = describe(status);
    line.firstElementChild!.classList.toggle("motion-safe:animate-pulse", loading);
    grid.ariaBusy = loading ? "true" : null;
    ask.hidden = !(status.kind === "located" && status.outcome === "not-asked");
  };
  const apply = (located: Located) => {
    const all = readAllCities(dataId);
    if (located.location && all) {
      const nearest = orderCitiesByLocation(all, located.location).slice(0, limit);
      grid.replaceChildren(...nearest.map((city) => fillCityCard(template, city)));
    }
    show({ kind: "located", ...located });
  };

  ask.addEventListener("click", () => {
    show({ kind: "loading" });
    void locateVisitor({ ask: true }).then(apply);
  });
  // On load: no prompt, so no spinner either; the answer comes from what is already allowed.
  void locateVisitor({ ask: false }).then(apply);
});
