// React's useSyncExternalStore contract, kept under Preact compat (ADR 030): the server render and
// the hydrating render read getServerSnapshot, later renders read getSnapshot. preact/compat's own
// useSyncExternalStore ignores getServerSnapshot, so the built HTML would show build-time values (the
// build machine's clock, a control enabled before its JavaScript runs) and browser-only snapshots
// (location, localStorage) would throw at build; and Preact does not patch attributes that differ
// between the built HTML and the hydrating render. Every island reads external stores through here
// (eslint forbids importing useSyncExternalStore from "react" elsewhere).
// eslint-disable-next-line no-restricted-imports -- this module is the sanctioned wrapper
import { useLayoutEffect, useState, useSyncExternalStore } from "react";

export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [live, setLive] = useState(false);
  // A layout effect: the switch to the live value is painted with the hydration, not a frame later.
  // Effects never run on the server, so the server render keeps the server snapshot.
  useLayoutEffect(() => setLive(true), []);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot);
}
