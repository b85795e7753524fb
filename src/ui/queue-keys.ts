// Keyboard triage in a review queue (ADR 063): which key does what. Pure, so the rule that a key typed
// into a field is never taken is tested without a browser; use-queue-keys.ts listens.
export type QueueKeyAction = "next" | "previous" | "approve" | "reject" | "evidence" | "undo" | "help";

const KEYS: Record<string, QueueKeyAction> = {
  j: "next",
  ArrowDown: "next",
  k: "previous",
  ArrowUp: "previous",
  a: "approve",
  r: "reject",
  e: "evidence",
  u: "undo",
  "?": "help",
};

/** What the shortcut list on screen says, in order. */
export const SHORTCUTS: { keys: string; does: string }[] = [
  { keys: "j or ↓", does: "next store" },
  { keys: "k or ↑", does: "previous store" },
  { keys: "a", does: "approve" },
  { keys: "r", does: "reject, with a reason from a short list" },
  { keys: "e", does: "open or close the evidence" },
  { keys: "u", does: "undo the last decision" },
  { keys: "?", does: "show these shortcuts" },
];

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** Where the key went: a field being typed in keeps its keys. */
  target: EventTarget | null;
}

/** Elements whose keys belong to the person typing (or to the control itself). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog") !== null;
}

export function queueKeyAction(event: KeyLike): QueueKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  return KEYS[event.key] ?? null;
}
