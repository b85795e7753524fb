// The week's hours as a table, Monday first: what the page shows without JavaScript, and what the
// open-now line is computed from.
import { DAY_SHORT, formatDay, type WeekHours } from "../../stores/opening-hours.ts";

const DAY_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export default function WeeklyHours({ week }: { week: WeekHours }) {
  return (
    <table className="w-full text-left" data-weekly-hours="">
      <caption className="sr-only">Opening hours by day</caption>
      <tbody>
        {week.map((spans, day) => (
          <tr key={DAY_SHORT[day]}>
            <th scope="row" className="py-0.5 pr-4 align-top font-medium whitespace-nowrap">
              <abbr title={DAY_LONG[day]} className="no-underline">
                {DAY_SHORT[day]}
              </abbr>
            </th>
            <td className={`py-0.5 ${spans.length === 0 ? "text-ink-600" : ""}`}>{formatDay(spans)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
