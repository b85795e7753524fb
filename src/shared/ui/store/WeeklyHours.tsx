// The week's hours as a table, Monday first: what the page shows without JavaScript, and what the
// open-now line is computed from. Its look is the `hours-table` rule in global.css (seven rows on
// every store page).
import { DAY_SHORT, formatDay, type WeekHours } from "../../stores/opening-hours.ts";

const DAY_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export default function WeeklyHours({ week }: { week: WeekHours }) {
  return (
    <table className="hours-table" data-weekly-hours="">
      <caption className="sr-only">Opening hours by day</caption>
      <tbody>
        {week.map((spans, day) => (
          <tr key={DAY_SHORT[day]}>
            <th scope="row">
              <abbr title={DAY_LONG[day]}>{DAY_SHORT[day]}</abbr>
            </th>
            <td className={spans.length === 0 ? "text-ink-600" : undefined}>{formatDay(spans)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
