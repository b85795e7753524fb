// The order the owner's buttons ask for: pure, so they are tested without a browser.

/** The ids with the one at `from` moved to `to` (clamped); the same order when nothing moves. */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id === undefined) return [...ids];
  next.splice(target, 0, id);
  return next;
}
