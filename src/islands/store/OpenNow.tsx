// 'Open now - closes 9 PM' / 'Closed - opens 8 AM Tue' on a store profile, on the visitor's clock but
// in the store's time zone. Mount with client:idle in the profile's status slot. The built page holds
// only an empty line (the build does not know when it is viewed); the weekly table below it is the
// static answer. Refreshed each minute so a page left open stays right.
import { useEffect, useState } from "react";
import { openState, type OpenState } from "../../shared/stores/open-now.ts";
import type { WeekHours } from "../../shared/stores/opening-hours.ts";

const TICK_MS = 60_000;

export default function OpenNow({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const [state, setState] = useState<OpenState | null>(null);

  useEffect(() => {
    const update = () => setState(openState(week, new Date(), timeZone));
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [week, timeZone]);

  // The line keeps its height before hydration so nothing below it moves.
  return (
    <p className="mt-2 min-h-7 text-lg font-semibold" data-open-now={state ? (state.open ? "open" : "closed") : ""}>
      {state && (
        <>
          <span className={state.open ? "text-leaf-700" : "text-honey-800"}>{state.headline}</span>
          {state.detail && <span className="font-normal text-ink-700"> - {state.detail}</span>}
        </>
      )}
    </p>
  );
}
