// schema.org OpeningHoursSpecification from a parsed week, one entry per set of days sharing a
// span. A span past midnight closes at its wall time on the next day ("closes" before "opens" is how
// schema.org says so); a whole day is 00:00-23:59. Closed days are simply absent.
import type { WeekHours } from "../stores/opening-hours.ts";

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

export function openingHoursSpecification(week: WeekHours) {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  week.forEach((spans, day) => {
    for (const span of spans) {
      const opens = hhmm(span.open);
      const closes = span.open === 0 && span.close >= 1440 ? "23:59" : hhmm(span.close);
      const key = `${opens}-${closes}`;
      const group = groups.get(key) ?? { opens, closes, days: [] };
      group.days.push(`https://schema.org/${SCHEMA_DAYS[day]}`);
      groups.set(key, group);
    }
  });
  return [...groups.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));
}
