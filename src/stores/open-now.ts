// 'Open now - closes 9 PM' / 'Closed - opens 8 AM Tue' for a week of hours in the store's own time
// zone. The wall clock there is UTC plus the zone's offset at that moment (zone-offsets.ts), so
// daylight-saving changes need no rule here: hours are wall-clock times, and on a spring-forward
// morning 8 AM is simply 8 AM.
import type { StoreJson } from "./store-json.ts";
import { storeTimeZone } from "../towns/time-zone.ts";
import { offsetAt, utcOffsetAt, type ZoneOffsets } from "../towns/zone-offsets.ts";
import { DAY_SHORT, formatMinutes, parseOpeningHours, type WeekHours } from "./opening-hours.ts";

export interface OpenState {
  open: boolean;
  /** 'Open now - closes 9 PM', 'Open 24 hours', 'Closed - opens 8 AM Tue', 'Closed'. */
  label: string;
  /** The label's two halves: 'Open now' and 'closes 9 PM' (empty when there is none). */
  headline: string;
  detail: string;
}

/**
 * The weekday (0 = Monday) and minutes after midnight on the clocks of `timeZone` at `now`: from
 * the zone's offsets when the page was built with them (no Intl formatter to build, issue #48),
 * else from Intl.
 */
export function wallClock(now: Date, timeZone: string, offsets?: ZoneOffsets): { day: number; minutes: number } {
  const offset = (offsets && offsetAt(offsets, now)) ?? utcOffsetAt(timeZone, now);
  const local = new Date(now.getTime() + offset * 60_000);
  return { day: (local.getUTCDay() + 6) % 7, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const WEEK = 7 * 1440;

// The week as [start, end) minutes from Monday 00:00, repeated for the weeks before and after, so
// Monday 1 AM sees Sunday's late span and Sunday night finds Monday's opening.
function intervals(week: WeekHours): [number, number][] {
  const out: [number, number][] = [];
  for (const offset of [-WEEK, 0, WEEK]) {
    week.forEach((spans, day) => {
      for (const s of spans) out.push([offset + day * 1440 + s.open, offset + day * 1440 + s.close]);
    });
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const dayName = (minutes: number) => DAY_SHORT[((Math.floor(minutes / 1440) % 7) + 7) % 7];

function state(open: boolean, headline: string, detail = ""): OpenState {
  return { open, headline, detail, label: detail ? `${headline} - ${detail}` : headline };
}

export function openState(week: WeekHours, now: Date, timeZone: string, offsets?: ZoneOffsets): OpenState {
  const { day, minutes } = wallClock(now, timeZone, offsets);
  const t = day * 1440 + minutes;
  const all = intervals(week);
  const current = all.find(([start, end]) => start <= t && t < end);
  if (current) {
    // Follow back-to-back spans: open until midnight and again from midnight is still open.
    let end = current[1];
    for (let next = all.find(([s, e]) => s <= end && e > end); next; next = all.find(([s, e]) => s <= end && e > end)) {
      end = next[1];
      if (end - t >= WEEK) return state(true, "Open 24 hours");
    }
    const when = end - t < 1440 ? "" : ` ${dayName(end)}`;
    return state(true, "Open now", `closes ${formatMinutes(end)}${when}`);
  }
  const next = all.find(([start]) => start > t);
  if (!next) return state(false, "Closed");
  const today = Math.floor(next[0] / 1440) === day;
  return state(false, "Closed", `opens ${formatMinutes(next[0])}${today ? "" : ` ${dayName(next[0])}`}`);
}

/** What a profile's open-now line needs: the parsed week and the zone, or null for either unknown. */
export function storeSchedule(
  store: Pick<StoreJson, "hours" | "state" | "latitude" | "longitude">,
): { week: WeekHours; timeZone: string } | null {
  const week = parseOpeningHours(store.hours);
  const timeZone = storeTimeZone(store.state, store.latitude, store.longitude);
  return week && timeZone ? { week, timeZone } : null;
}
