// What one holder may hold at once (issue #43): claims waiting for confirmation or review, and unpaid
// purchases (each holds other buyers off its store for 30 minutes). Hourly request limits alone let
// one person with fresh addresses pile them up on many stores over a day; these count what is held
// now, per network (wider: a household or office shares one), per device and per address.
import type { HeldCounts } from "./holds-queries.server.ts";
import { ApiError } from "./errors.server.ts";

export const HOLD_LIMITS = { address: 3, device: 3, network: 10 } as const;

/** Refuses with a 429 and the holder's own message when one more would pass a limit. */
export function enforceHoldLimits(held: HeldCounts, messages: Record<keyof HeldCounts, string>): void {
  for (const holder of ["address", "device", "network"] as const) {
    if (held[holder] >= HOLD_LIMITS[holder]) throw new ApiError("rate_limited", messages[holder]);
  }
}
