// Structured opening hours from the two kinds of text stores hold: the OSM `opening_hours` syntax
// ("Mo-Fr 08:00-18:00; Sa 09:00-13:00; Su off; PH off") and the free text of listings and the seed
// ("Mon-Sat 8:00 AM - 8:00 PM, Sun closed", "7 AM - 10 PM daily", "Open 24 hours"). Only the
// common subset: day ranges and lists, several spans a day, spans past midnight, off/closed, 24/7.
// Holiday rules (PH, SH, "closed holidays") are dropped, since a week table cannot show them.
// Anything else (months, sunrise, comments, "by appointment") makes the parse fail, so the caller
// keeps and shows the original text rather than a guess.

/** Minutes after the day's local midnight; `close` may pass 1440 when a span runs past midnight. */
export interface Span {
  open: number;
  close: number;
}

/** Index 0 is Monday, 6 is Sunday; a day with no spans is closed. */
export type WeekHours = Span[][];

export const DAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

type Token =
  | { t: "day"; day: number }
  | { t: "days"; days: number[] }
  | { t: "time"; minutes: number; meridiem?: "am" | "pm"; clock24: boolean }
  | { t: "dash" }
  | { t: "sep"; strong: boolean }
  | { t: "off" }
  | { t: "allday" }
  | { t: "always" }
  | { t: "holiday" };

const DAY_WORDS: [RegExp, number][] = [
  [/^(?:mo|mon|mond|mondays?)$/, 0],
  [/^(?:tu|tue|tues|tuesdays?)$/, 1],
  [/^(?:we|wed|weds|wednesdays?)$/, 2],
  [/^(?:th|thu|thur|thurs|thursdays?)$/, 3],
  [/^(?:fr|fri|fridays?)$/, 4],
  [/^(?:sa|sat|saturdays?)$/, 5],
  [/^(?:su|sun|sundays?)$/, 6],
];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL_DAYS = range(0, 6);

// Words that carry no meaning for the schedule ("Open Mon-Fri", "Hours: ...", "from 8 to 5").
const FILLER = new Set(["open", "opens", "hours", "hour", "from", "and", "&", "store", "are", "is", "at", "on"]);

// Rewrites of multi-word phrases into single tokens the scanner knows.
const PHRASES: [RegExp, string][] = [
  [/[\u2012-\u2015\u2212]/g, "-"],
  [/\b(?:24\s*\/\s*7|24\s*hours?\s*(?:a\s+day\s*)?,?\s*7\s*days(?:\s+a\s+week)?)\b/g, " always "],
  [/\b(?:open\s+)?24\s*(?:hours?|hrs?|h)(?:\s+a\s+day)?\b/g, " allday "],
  [/\b(?:7\s*days(?:\s+a\s+week)?|every\s*day|each\s+day|everyday|all\s+week|daily)\b/g, " everyday "],
  [/\b(?:weekdays?)\b/g, " weekdays "],
  [/\b(?:weekends?)\b/g, " weekends "],
  [/\b(?:public\s+holidays?|holidays?|ph|sh)\b/g, " holiday "],
  [/\b(?:thru|through|until|till|til|to)\b/g, " - "],
  [/\b(\d)\s*(a|p)\.\s*m\b\.?/g, "$1$2m"],
  [/(\d)\s*(a|p)\.?\s*m\.?(?=[\s,;-]|$)/g, "$1$2m"],
  [/(\d)\s*(a|p)(?=[\s,;-]|$)/g, "$1$2m"],
];

function scan(text: string): Token[] | null {
  let s = ` ${text.toLowerCase()} `;
  for (const [pattern, replacement] of PHRASES) s = s.replace(pattern, replacement);
  const tokens: Token[] = [];
  const re = /\s*(?:(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm)?|(noon)|(midnight)|(-)|([,;\n|])|([a-z&]+)|(\S))/y;
  let m: RegExpExecArray | null;
  while (re.lastIndex < s.length && (m = re.exec(s))) {
    const [, hour, minute, meridiem, noon, midnight, dash, sep, word, other] = m;
    if (hour !== undefined) {
      const h = Number(hour);
      const min = minute === undefined ? 0 : Number(minute);
      if (min > 59 || h > 24 || (meridiem && (h === 0 || h > 12))) return null;
      tokens.push({
        t: "time",
        minutes: h * 60 + min,
        meridiem: meridiem as "am" | "pm" | undefined,
        clock24: minute !== undefined && (hour.length === 2 || h > 12),
      });
    } else if (noon) tokens.push({ t: "time", minutes: 720, meridiem: "pm", clock24: false });
    else if (midnight) tokens.push({ t: "time", minutes: 0, meridiem: "am", clock24: false });
    else if (dash) tokens.push({ t: "dash" });
    else if (sep) tokens.push({ t: "sep", strong: sep !== "," });
    else if (word) {
      const day = DAY_WORDS.find(([p]) => p.test(word))?.[1];
      if (day !== undefined) tokens.push({ t: "day", day });
      else if (word === "everyday") tokens.push({ t: "days", days: ALL_DAYS });
      else if (word === "weekdays") tokens.push({ t: "days", days: range(0, 4) });
      else if (word === "weekends") tokens.push({ t: "days", days: [5, 6] });
      else if (word === "off" || word === "closed") tokens.push({ t: "off" });
      else if (word === "allday") tokens.push({ t: "allday" });
      else if (word === "always") tokens.push({ t: "always" });
      else if (word === "holiday") tokens.push({ t: "holiday" });
      else if (!FILLER.has(word)) return null;
    } else if (other && other !== ":" && other !== ".") return null;
  }
  return tokens;
}

// Resolves 12-hour times: "9-5" is 9 AM to 5 PM, "9-5pm" likewise, "8am-2" runs to 2 PM.
function toSpan(a: Extract<Token, { t: "time" }>, b: Extract<Token, { t: "time" }>): Span {
  const h12 = (tok: typeof a, fallback: "am" | "pm" | undefined) => {
    const meridiem = tok.meridiem ?? (tok.clock24 ? undefined : fallback);
    if (!meridiem) return tok.minutes;
    const base = tok.minutes % 720;
    return meridiem === "pm" ? base + 720 : base;
  };
  const open = h12(a, b.meridiem === "am" ? "am" : undefined);
  let close = h12(b, undefined);
  // A bare closing hour before the opening one is in the afternoon ("9-5") or, failing that, the
  // next morning ("10pm-6").
  if (!b.meridiem && !b.clock24 && close <= open && close < 720) close += close + 720 > open ? 720 : 1440;
  // Bare hours an hour apart ("8-9") are a shop's day, not a one-hour window.
  const bare = !a.meridiem && !b.meridiem && !a.clock24 && !b.clock24;
  if (bare && close > open && close - open < 120 && close + 720 < open + 1440) close += 720;
  if (close <= open) close += 1440;
  return { open, close };
}

interface Rule {
  days: number[];
  spans: Span[];
  off: boolean;
  holiday: boolean;
  daysAfterTimes: boolean;
}

const emptyRule = (): Rule => ({ days: [], spans: [], off: false, holiday: false, daysAfterTimes: false });
const hasContent = (r: Rule) => r.spans.length > 0 || r.off;

/** The week's hours, or null when the text is empty or not in a form this parser understands. */
export function parseOpeningHours(text: string | null | undefined): WeekHours | null {
  if (!text?.trim()) return null;
  const tokens = scan(text);
  if (!tokens || tokens.length === 0) return null;

  const rules: Rule[] = [];
  let rule = emptyRule();
  const finish = () => {
    if (hasContent(rule) || rule.holiday) rules.push(rule);
    else if (rule.days.length > 0) return false; // days with no hours: "Mon-Fri" alone
    rule = emptyRule();
    return true;
  };

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.t === "day" || tok.t === "days" || tok.t === "holiday") {
      // Days after a complete rule start the next one, unless the rule so far had only times
      // ("7 AM - 10 PM daily", "closed Sundays").
      if (hasContent(rule) && (rule.days.length > 0 || rule.holiday) && !rule.daysAfterTimes) {
        if (!finish()) return null;
      } else if (hasContent(rule) && rule.daysAfterTimes && tokens[i - 1]?.t === "sep") {
        if (!finish()) return null;
      }
      if (hasContent(rule) && rule.days.length === 0 && !rule.holiday) rule.daysAfterTimes = true;
      if (tok.t === "holiday") rule.holiday = true;
      else if (tok.t === "days") rule.days.push(...tok.days);
      else if (tokens[i + 1]?.t === "dash" && tokens[i + 2]?.t === "day") {
        const to = (tokens[i + 2] as { day: number }).day;
        const span = to >= tok.day ? range(tok.day, to) : [...range(tok.day, 6), ...range(0, to)];
        rule.days.push(...span);
        i += 2;
      } else rule.days.push(tok.day);
    } else if (tok.t === "time") {
      const dash = tokens[i + 1];
      const end = tokens[i + 2];
      if (dash?.t !== "dash" || end?.t !== "time") return null;
      if (rule.daysAfterTimes) finish();
      rule.spans.push(toSpan(tok, end));
      i += 2;
    } else if (tok.t === "off") {
      if (rule.daysAfterTimes) finish();
      rule.off = true;
    } else if (tok.t === "allday" || tok.t === "always") {
      if (rule.daysAfterTimes) finish();
      rule.spans.push({ open: 0, close: 1440 });
      if (tok.t === "always" && rule.days.length === 0) rule.days.push(...ALL_DAYS);
    } else if (tok.t === "sep") {
      // "Sun closed, Mon 9-5" or OSM's ";" end a rule; a comma inside a day list ("Sa,Su") or a
      // time list ("08:00-12:00,13:00-17:00") does not.
      const next = tokens[i + 1];
      if (tok.strong || (next?.t !== "time" && hasContent(rule) && !rule.daysAfterTimes)) {
        if (!finish()) return null;
      }
    }
    // A dash left over ("Sunday - Closed") says nothing.
  }
  if (!finish()) return null;

  const week: WeekHours = ALL_DAYS.map(() => []);
  let applied = false;
  for (const r of rules) {
    if (r.days.length === 0 && r.holiday) continue; // "PH off"; "Su,PH off" still closes Sunday
    // A rule replaces what earlier rules said about its days (OSM semantics).
    for (const day of new Set(r.days.length > 0 ? r.days : ALL_DAYS)) {
      week[day] = r.off ? [] : r.spans.map((s) => ({ ...s }));
    }
    applied = true;
  }
  if (!applied) return null;
  for (const day of week) day.sort((a, b) => a.open - b.open);
  return week;
}

/** "9 AM", "9:30 PM", "Midnight", "Noon": minutes after midnight, wrapping past one day. */
export function formatMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  if (m === 0) return "Midnight";
  if (m === 720) return "Noon";
  const hour = Math.floor(m / 60) % 12 || 12;
  const min = m % 60;
  return `${hour}${min ? `:${String(min).padStart(2, "0")}` : ""} ${m < 720 ? "AM" : "PM"}`;
}

/** "8 AM - 9 PM", "Open 24 hours" or "Closed", for one day's row of the week table. */
export function formatDay(spans: readonly Span[]): string {
  if (spans.length === 0) return "Closed";
  if (spans.length === 1 && spans[0]!.open === 0 && spans[0]!.close >= 1440) return "Open 24 hours";
  return spans.map((s) => `${formatMinutes(s.open)} - ${formatMinutes(s.close)}`).join(", ");
}

export interface HoursRow {
  /** "Every day", "Mon–Fri" or "Sun". */
  days: string;
  /** formatDay's text for each of those days. */
  hours: string;
  closed: boolean;
}

/** The week table's rows, Monday first: consecutive days with the same hours share one row. */
export function weekRows(week: WeekHours): HoursRow[] {
  const runs: Array<{ first: number; last: number; spans: WeekHours[number] }> = [];
  week.forEach((spans, day) => {
    const previous = runs.at(-1);
    if (previous && formatDay(previous.spans) === formatDay(spans)) previous.last = day;
    else runs.push({ first: day, last: day, spans });
  });
  const dayNames = (first: number, last: number) =>
    runs.length === 1 ? "Every day" : first === last ? DAY_SHORT[first]! : `${DAY_SHORT[first]}–${DAY_SHORT[last]}`;
  return runs.map(({ first, last, spans }) => ({
    days: dayNames(first, last),
    hours: formatDay(spans),
    closed: spans.length === 0,
  }));
}
