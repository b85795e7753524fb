// A tiny toast queue shared by every island on a page (nanostores atoms are module state, and
// Astro bundles one copy of this module for all islands). The spec shows at most one toast at a
// time, so a new toast replaces the current one instead of stacking.
import { atom } from "nanostores";
import { TOAST_RAISED } from "./toast-event.ts";

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** "destructive" toasts are announced assertively (role=alert) and drawn in red. */
  variant: "default" | "destructive";
  durationMs: number;
}

export type ToastInput = Omit<Toast, "id" | "variant" | "durationMs"> & Partial<Pick<Toast, "variant" | "durationMs">>;

export const $toast = atom<Toast | null>(null);

let nextId = 1;

export function toast(input: ToastInput): Toast {
  const shown: Toast = { variant: "default", durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
  $toast.set(shown);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TOAST_RAISED));
  return shown;
}

/** Dismiss the toast; with an id, only if that toast is still the one showing. */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}

/**
 * Closes an error toast once its cause is fixed (a plan chosen after all, a correct code; issue
 * #25): a red message left over from before contradicts the screen. Other toasts stay.
 */
export function dismissErrorToast(): void {
  if ($toast.get()?.variant === "destructive") $toast.set(null);
}
