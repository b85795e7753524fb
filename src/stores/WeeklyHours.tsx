// The week's hours as a table, Monday first, consecutive days with the same hours in one row: what
// the page shows without JavaScript (the open-now line is computed from the same parsed week). Its
// look is the `hours-table` rule in global.css.
import { weekRows, type WeekHours } from "./opening-hours.ts";

export default function WeeklyHours({ week }: { week: WeekHours }) {
  return (
    <table className="hours-table" data-weekly-hours="">
      <caption className="sr-only">Opening hours by day</caption>
      <tbody>
        {weekRows(week).map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td className={row.closed ? "text-ink-600" : undefined}>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
