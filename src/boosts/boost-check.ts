// The answer of GET /api/boost-subscriptions/check/{storeId} (spec 3), shaped by
// src/boosts/boost-check.server.ts and read by the boost page and the store page's boost check.
// Types only: the store page's plain script imports it without loading anything.
import type { BoostKind } from "./boost-kind.ts";

export interface BoostCheckResponse {
  hasActiveBoost: boolean;
  subscription: {
    status: string;
    currentPeriodEnd: string;
    /** Beyond the spec's shape: what runs, so the boost page can offer to extend a one-time boost. */
    kind?: BoostKind;
    cancelAtPeriodEnd?: boolean;
  } | null;
}
