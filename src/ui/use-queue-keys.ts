// Keyboard triage for a review queue (ADR 063): listens on the document while the queue's tab is shown
// and hands each shortcut to the queue. Keys typed into a field, a select or an open dialog are
// never taken (queue-keys.ts).
import { useEffect, useRef } from "react";
import { queueKeyAction, type QueueKeyAction } from "./queue-keys.ts";

export function useQueueKeys(onAction: (action: QueueKeyAction) => void, root: React.RefObject<HTMLElement | null>) {
  // The latest handler, without re-adding the listener on every render.
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      const element = root.current;
      // Only while this queue is on screen (its tab panel is not hidden).
      if (!element || element.closest("[hidden]")) return;
      const action = queueKeyAction(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener("keydown", listen);
    return () => document.removeEventListener("keydown", listen);
  }, [root]);
}
