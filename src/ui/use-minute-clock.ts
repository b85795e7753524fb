// The current time to the minute, as React state that ticks each minute while `running` (e.g. for
// 'Open now'); 0 in the server render. A snapshot of minutes keeps renders stable between ticks.
import { useCallback, useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;

/** Milliseconds since the epoch at the start of the current minute: a stable number between ticks. */
export function useMinuteClock(running: boolean): number {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (!running) return () => undefined;
      const timer = setInterval(tick, MINUTE_MS / 4);
      return () => clearInterval(timer);
    },
    [running],
  );
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS),
    () => 0,
  );
  return minute * MINUTE_MS;
}
