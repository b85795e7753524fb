// 'Open now - closes 9 PM' / 'Closed - opens 8 AM Tue' on a store profile, on the visitor's clock but
// in the store's time zone, written into an empty line. Plain DOM, no React: the line needs the
// clock, not interaction, so the store page shows it without loading React (ADR 033). The built page
// holds only the empty line (the build does not know when it is viewed); the weekly table below it
// is the static answer. Refreshed each minute so a page left open stays right.
import { openState } from "./open-now.ts";
import type { WeekHours } from "./opening-hours.ts";
import type { ZoneOffsets } from "../towns/zone-offsets.ts";

const TICK_MS = 60_000;

/** Fills `line` now and each minute; returns what stops it. */
export function showOpenNow(line: HTMLElement, week: WeekHours, timeZone: string, offsets?: ZoneOffsets): () => void {
  const update = () => {
    const state = openState(week, new Date(), timeZone, offsets);
    const headline = document.createElement("span");
    headline.className = state.open ? "text-leaf-700" : "text-honey-800";
    headline.textContent = state.headline;
    const parts: Node[] = [headline];
    if (state.detail) {
      const detail = document.createElement("span");
      detail.className = "font-normal text-ink-700";
      detail.textContent = ` - ${state.detail}`;
      parts.push(detail);
    }
    line.replaceChildren(...parts);
    line.dataset.openNow = state.open ? "open" : "closed";
  };
  update();
  const timer = setInterval(update, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * The week written short for the built line's data-week attribute: days Monday first split by ";",
 * a day's spans by ",", each "open-close" in minutes ("420-1320;420-1320;..."). JSON in an
 * attribute, every quote escaped, was 330 bytes of each store page; this is about 65 (ADR 049).
 */
export function encodeWeek(week: WeekHours): string {
  return week.map((spans) => spans.map(({ open, close }) => `${open}-${close}`).join(",")).join(";");
}

export function decodeWeek(text: string): WeekHours {
  return text.split(";").map((day) =>
    day
      ? day.split(",").map((span) => {
          const [open, close] = span.split("-").map(Number);
          return { open: open!, close: close! };
        })
      : [],
  );
}

/** The class of the empty line, shared by the built page and the pending-store island. */
export const OPEN_NOW_LINE_CLASS = "open-now";
