// The other direction: a week of hours written back as OSM `opening_hours` text, which the parser
// reads and other tools understand, and the one-span-a-day rows that the hours-by-day form fields edit.
import type { WeekHours } from "./opening-hours.ts";

const OSM_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** One day of the form: open or not, and "HH:MM" times as `<input type="time">` gives them. */
export interface DayRow {
  open: boolean;
  opens: string;
  closes: string;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function osmSpan(open: number, close: number): string {
  // Past midnight the close is the next day's wall time; exactly midnight is 24:00.
  return `${hhmm(open)}-${close === 1440 ? "24:00" : hhmm(close % 1440)}`;
}

/** "Mo-Fr 08:00-20:00; Sa 09:00-18:00; Su off": consecutive days with the same hours share a rule. */
export function formatOpeningHours(week: WeekHours): string {
  if (week.every((spans) => spans.length === 0)) return "";
  const texts = week.map((spans) =>
    spans.length === 0 ? "off" : spans.map((s) => osmSpan(s.open, s.close)).join(","),
  );
  const rules: string[] = [];
  for (let start = 0; start < 7;) {
    let end = start;
    while (end + 1 < 7 && texts[end + 1] === texts[start]) end++;
    const days = end === start ? OSM_DAYS[start] : `${OSM_DAYS[start]}-${OSM_DAYS[end]}`;
    rules.push(`${days} ${texts[start]}`);
    start = end + 1;
  }
  return rules.join("; ");
}

const minutes = (time: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The rows' week: a day open with both times set; a close at or before the open runs past midnight. */
export function weekFromRows(rows: readonly DayRow[]): WeekHours {
  return rows.map((row) => {
    const open = minutes(row.opens);
    const close = minutes(row.closes);
    if (!row.open || open === null || close === null) return [];
    return [{ open, close: close > open ? close : close + 1440 }];
  });
}

/** The rows for a week, or null when a day has more than one span (the rows hold one). */
export function rowsFromWeek(week: WeekHours): DayRow[] | null {
  if (week.some((spans) => spans.length > 1)) return null;
  return week.map((spans) => {
    const span = spans[0];
    if (!span) return { open: false, opens: "", closes: "" };
    return { open: true, opens: hhmm(span.open), closes: hhmm(span.close % 1440) };
  });
}
