// A town's card's words (CityCardView.tsx renders them), and the same card made in the browser for a
// town the built page did not show: the home page's script island (NearbyCities.ts) clones the card
// CityCardView rendered into the page's <template> and fills it in here, so the card's markup has one
// home, the React component, and no React loads to draw a card (ADR 067). The template's town has a
// boosted store (its card has the star) and an empty slug (its link is the address the slug follows).
// tests/e2e/directory.test.ts holds a filled card to the built card of the same town.
import { swatchBackground } from "./city-swatch.ts";
import type { HomeCity } from "./home-cities.ts";

export type CardCity = Pick<HomeCity, "slug" | "name" | "state" | "shops" | "withVotes" | "boosted" | "fallbackColor">;

export const cityCardTitle = (city: Pick<HomeCity, "name" | "state">) => `${city.name}, ${city.state}`;
export const cityCardCount = (n: number) => n.toLocaleString("en-US");
export const shopsWord = (shops: number) => (shops === 1 ? "shop" : "shops");

/** What the <template> of a page that fills cards renders with CityCardView. */
export const TEMPLATE_CITY: CardCity = {
  slug: "",
  name: "",
  state: "",
  shops: 0,
  withVotes: 0,
  boosted: 1,
  fallbackColor: null,
};

/** A card for `city`, from the template's card (an <li> holding the link). */
export function fillCityCard(template: HTMLTemplateElement, city: CardCity): Element {
  const card = template.content.firstElementChild!.cloneNode(true) as Element;
  const link = card.querySelector("a")!;
  link.setAttribute("href", link.getAttribute("href")! + city.slug);
  // As React writes a style attribute.
  link.firstElementChild!.setAttribute("style", `background-image:${swatchBackground(city.fallbackColor)}`);
  link.querySelector("h2, h3")!.textContent = cityCardTitle(city);
  const [shops, votes, boosted] = [...link.querySelectorAll("ul > li")].map((li) => li.firstElementChild!);
  shops!.textContent = cityCardCount(city.shops);
  shops!.nextElementSibling!.textContent = shopsWord(city.shops);
  votes!.textContent = cityCardCount(city.withVotes);
  const star = boosted!.querySelector("svg")!;
  boosted!.replaceChildren(...(city.boosted > 0 ? [star] : []), cityCardCount(city.boosted));
  if (city.boosted === 0) boosted!.removeAttribute("class");
  return card;
}
