// A time zone's offsets from UTC as a short list of changes, worked out where Intl is cheap (at
// build time), so that a page reads a store's wall clock with Date arithmetic alone. The first
// Intl formatter a page builds costs about 30 ms on this machine and four times that on
// Lighthouse's phone, one long task before any input (issue #48). Past the list's end (a page not
// rebuilt for two years) the reader falls back to Intl.

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
/** How far ahead a built page knows its zone's offsets. */
const DAYS_AHEAD = 730;

/** `changes`: [epoch minute it starts, offset in minutes], oldest first; known until `until`. */
export interface ZoneOffsets {
  changes: Array<[number, number]>;
  until: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's clocks are ahead of UTC at `epochMinute` (Intl: at build time, or past the list). */
function offsetMinutes(timeZone: string, epochMinute: number): number {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(epochMinute * MINUTE_MS).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall / MINUTE_MS - epochMinute;
}

/** Minutes the zone's clocks are ahead of UTC at `now`, from Intl (for a page past its list). */
export function utcOffsetAt(timeZone: string, now: Date): number {
  return offsetMinutes(timeZone, Math.floor(now.getTime() / MINUTE_MS));
}

const computed = new Map<string, ZoneOffsets>();

/** The zone's offsets from the start of `from`'s UTC day for two years (one list per zone and day). */
export function zoneOffsets(timeZone: string, from: Date): ZoneOffsets {
  const start = Math.floor(from.getTime() / MINUTE_MS / DAY_MINUTES) * DAY_MINUTES;
  const key = `${timeZone} ${start}`;
  const known = computed.get(key);
  if (known) return known;
  const until = start + DAYS_AHEAD * DAY_MINUTES;
  const changes: Array<[number, number]> = [[start, offsetMinutes(timeZone, start)]];
  // Zones change offset at most a few times a year: a daily step finds each day with a change,
  // then halving finds its minute.
  for (let day = start + DAY_MINUTES; day <= until; day += DAY_MINUTES) {
    const previous = changes[changes.length - 1]![1];
    if (offsetMinutes(timeZone, day) === previous) continue;
    let [before, after] = [day - DAY_MINUTES, day];
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetMinutes(timeZone, middle) === previous) before = middle;
      else after = middle;
    }
    changes.push([after, offsetMinutes(timeZone, after)]);
  }
  const offsets = { changes, until };
  computed.set(key, offsets);
  return offsets;
}

/** Minutes ahead of UTC at `now`, or undefined outside what the list knows. */
export function offsetAt({ changes, until }: ZoneOffsets, now: Date): number | undefined {
  const minute = now.getTime() / MINUTE_MS;
  if (!changes.length || minute < changes[0]![0] || minute >= until) return undefined;
  let offset = changes[0]![1];
  for (const [from, value] of changes) if (from <= minute) offset = value;
  return offset;
}

/** For a data attribute: "start:offset,start:offset;until" (about 60 bytes for two years). */
export function encodeZoneOffsets({ changes, until }: ZoneOffsets): string {
  return `${changes.map(([from, offset]) => `${from}:${offset}`).join(",")};${until}`;
}

/** The list from encodeZoneOffsets, or undefined for anything else (the reader then uses Intl). */
export function decodeZoneOffsets(text: string | undefined): ZoneOffsets | undefined {
  const match = /^((?:-?\d+:-?\d+,)*-?\d+:-?\d+);(-?\d+)$/.exec(text ?? "");
  if (!match) return undefined;
  const changes = match[1]!.split(",").map((pair) => pair.split(":").map(Number) as [number, number]);
  return { changes, until: Number(match[2]) };
}
