// Data an island loads when it mounts: the answer once it arrives, whether the last try failed, and
// a retry. An answer that arrives after the island unmounted (or after a newer try began) is dropped,
// and `signal` aborts that try's request (a fetch given it stops instead of finishing unread).
import { useCallback, useEffect, useState, type DependencyList } from "react";

export interface Loaded<T> {
  /** The last answer; null until the first one arrives. */
  data: T | null;
  failed: boolean;
  /** Loads again (a "Try again" button). */
  retry: () => void;
  /** Replaces the data in place, e.g. with the server's answer to an edit. */
  setData: (update: (current: T | null) => T | null) => void;
}

export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList = []): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!current) return;
        setData(value);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      controller.abort();
    };
    // `load` is the caller's inline function, new each render: its inputs are `deps`.
  }, [attempt, ...deps]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { data, failed, retry, setData };
}
