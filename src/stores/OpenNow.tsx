// The open-now line inside a React view (the pending-store shell, rendered in the browser): an
// empty line that showOpenNow fills and refreshes. The built store page uses the same function
// without React (src/stores/OpenNowLine.astro).
import { useEffect, useRef } from "react";
import type { WeekHours } from "./opening-hours.ts";
import { OPEN_NOW_LINE_CLASS, showOpenNow } from "./open-now-line.ts";

export default function OpenNow({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => (line.current ? showOpenNow(line.current, week, timeZone) : undefined), [week, timeZone]);
  // React renders no children here: the line's content belongs to showOpenNow.
  return <p ref={line} className={OPEN_NOW_LINE_CLASS} data-open-now="" />;
}
