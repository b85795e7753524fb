// Page views per day as an inline SVG bar chart, with no chart library. The SVG is one image to
// assistive technology (role="img" with a sentence that summarises it); the exact figures are in a
// table behind a disclosure, which is also the keyboard user's way to every value. Axis labels are
// HTML beside the SVG so they keep their size while the bars stretch to the width.
import { describeSeries, formatDay, niceMax, type DayViews } from "./chart-scale.ts";

const HEIGHT = 100; // viewBox units; the drawing is stretched to the container (preserveAspectRatio=none)
const GAP = 0.2; // share of each slot left empty between bars

export default function ViewsChart({ series, subject }: { series: readonly DayViews[]; subject: string }) {
  const top = niceMax(Math.max(0, ...series.map((d) => d.views)));
  const width = Math.max(series.length, 1);
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure>
      <div className="flex gap-2">
        <div className="flex h-48 flex-col justify-between text-right text-xs text-ink-600" aria-hidden="true">
          <span>{top.toLocaleString("en-US")}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={describeSeries(series, subject)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 min-w-0 flex-1 border-b-2 border-l-2 border-ink-600 bg-cream-50"
        >
          {[0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={width}
              y1={HEIGHT - share * HEIGHT}
              y2={HEIGHT - share * HEIGHT}
              className="stroke-cream-300"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((day, index) => {
            const height = (day.views / top) * HEIGHT;
            return (
              <rect
                key={day.date}
                x={index + GAP / 2}
                y={HEIGHT - height}
                width={1 - GAP}
                height={height}
                className="fill-leaf-600"
              >
                <title>{`${formatDay(day.date)}: ${day.views.toLocaleString("en-US")}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className="mt-1 flex justify-between pl-8 text-xs text-ink-600" aria-hidden="true">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      )}
      <figcaption className="sr-only">Page views per day, {subject}</figcaption>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-leaf-800">
          Show the figures as a table
        </summary>
        <div className="mt-2 rounded-xl border border-cream-300">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Page views per day, {subject}</caption>
            <thead className="bg-cream-200">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.date} className="border-t border-cream-300">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <time dateTime={day.date}>{formatDay(day.date, "long")}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.views.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
