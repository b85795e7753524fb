// Hours per day for the listing and admin store forms, under the free-text Hours field: a disclosure
// with one row a day (open or not, opening and closing time). Editing a row writes the whole week into
// the Hours field as OSM `opening_hours` text, which the store page reads into its table and its
// open-now line; typing in the Hours field refills the rows when the text fits them.
import { useLayoutEffect, useRef, useState } from "react";
import { DAY_SHORT, parseOpeningHours } from "../stores/opening-hours.ts";
import { formatOpeningHours, rowsFromWeek, weekFromRows, type DayRow } from "../stores/opening-hours-text.ts";

const DAY_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const STARTER: DayRow[] = DAY_LONG.map((_, day) => ({ open: day < 6, opens: "08:00", closes: "20:00" }));

const rowsFor = (text: string): DayRow[] | null => {
  if (!text.trim()) return null;
  const week = parseOpeningHours(text);
  return week && rowsFromWeek(week);
};

/** The rows as the built HTML shows them: a day ticked or a time set before the island hydrated. */
function shownRows(fieldset: HTMLFieldSetElement, rows: DayRow[]): DayRow[] {
  const controls = fieldset.querySelectorAll<HTMLInputElement>("input");
  return rows.map((row, day) => {
    const [open, opens, closes] = [0, 1, 2].map((i) => controls[day * 3 + i]);
    return open && opens && closes ? { open: open.checked, opens: opens.value, closes: closes.value } : row;
  });
}

const sameRows = (a: DayRow[], b: DayRow[]) =>
  a.every((row, i) => row.open === b[i]!.open && row.opens === b[i]!.opens && row.closes === b[i]!.closes);

const timeClass =
  "block min-h-11 w-full rounded-lg border-2 border-cream-300 bg-white px-2 text-base text-ink-900 focus:border-leaf-600 disabled:bg-cream-100 disabled:text-ink-600";

export default function HoursByDay({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const [rows, setRows] = useState<DayRow[]>(() => rowsFor(value) ?? STARTER);
  // The Hours text the rows last matched: set when a row writes it, or when typed text is adopted.
  const [synced, setSynced] = useState(value);
  const fits = !value.trim() || rowsFor(value) !== null;

  // Text typed into the Hours field refills the rows when it fits them (adjusted during render, as
  // React recommends for state that follows a prop).
  if (value !== synced) {
    setSynced(value);
    const fromText = rowsFor(value);
    if (fromText) setRows(fromText);
  }

  const write = (next: DayRow[]) => {
    setRows(next);
    const text = formatOpeningHours(weekFromRows(next));
    setSynced(text);
    onValue(text);
  };
  const change = (day: number, patch: Partial<DayRow>) =>
    write(rows.map((row, i) => (i === day ? { ...row, ...patch } : row)));

  // A day ticked or a time changed in the built HTML before hydration is kept, like typed text
  // (use-typed-value.ts): once, at mount, before the browser paints.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    const shown = fieldset.current && shownRows(fieldset.current, rows);
    if (shown && !sameRows(shown, rows)) write(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later changes come through onChange
  }, []);

  return (
    <details className="mt-2 rounded-xl border-2 border-cream-300 bg-cream-50 px-4 py-2" data-hours-by-day="">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-leaf-800">
        Set the hours day by day
      </summary>
      <fieldset ref={fieldset} className="mt-2 pb-2">
        <legend className="text-sm text-ink-700">
          {fits
            ? "Changing a day fills in the field above for you. A closing time before the opening time means after midnight."
            : "The text above cannot be shown day by day; changing a day here replaces it."}
        </legend>
        <div className="mt-3 grid grid-cols-[auto_1fr_1fr] items-center gap-x-3 gap-y-2">
          {rows.map((row, day) => {
            const name = DAY_LONG[day]!;
            const rowId = `${id}-${DAY_SHORT[day]}`;
            return (
              <div key={name} className="contents">
                <label htmlFor={`${rowId}-open`} className="flex min-h-11 items-center gap-2 font-medium text-ink-900">
                  <input
                    id={`${rowId}-open`}
                    type="checkbox"
                    checked={row.open}
                    onChange={(e) => change(day, { open: e.target.checked })}
                    className="size-5 accent-leaf-700"
                  />
                  <span>
                    <span aria-hidden="true">{DAY_SHORT[day]}</span>
                    <span className="sr-only">Open on {name}</span>
                  </span>
                </label>
                <input
                  type="time"
                  aria-label={`${name} opens`}
                  value={row.opens}
                  disabled={!row.open}
                  onChange={(e) => change(day, { opens: e.target.value })}
                  className={timeClass}
                />
                <input
                  type="time"
                  aria-label={`${name} closes`}
                  value={row.closes}
                  disabled={!row.open}
                  onChange={(e) => change(day, { closes: e.target.value })}
                  className={timeClass}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </details>
  );
}
