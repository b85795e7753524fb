// The admin's store history calls (ADR 040): a store's audited owner changes, and reverting one.
import type { OwnerChangeJson } from "../owners/owner-edit-schema.ts";
import type { NameAddressChangeJson } from "../owners/name-address-schema.ts";
import { adminFetch } from "./admin-api.ts";
import { readerDate } from "../platform/dates.ts";

const base = (storeId: string) => `/api/admin/grocery-stores/${encodeURIComponent(storeId)}/history`;

/** The owner's changes, and the name and address proposals with their outcome (ADR 044). */
export const loadStoreHistory = (storeId: string) =>
  adminFetch<{ changes: OwnerChangeJson[]; nameAddressChanges: NameAddressChangeJson[] }>(base(storeId));

export const revertOwnerChange = (storeId: string, changeId: number, reason: string) =>
  adminFetch(`${base(storeId)}/${changeId}/revert`, { method: "POST", body: JSON.stringify({ reason }) });

/** A value as the history shows it: "(empty)", "yes"/"no" for a badge, the text otherwise. */
export const shownValue = (value: OwnerChangeJson["before"]) =>
  value === null || value === "" ? "(empty)" : typeof value === "boolean" ? (value ? "yes" : "no") : value;

export const changedAt = (iso: string) => readerDate(iso, "date-time");
