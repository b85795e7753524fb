// The admin's calls for owners' name and address changes (ADR 044).
import type { PendingNameAddressJson } from "../owners/name-address-schema.ts";
import { adminFetch } from "../admin/admin-api.ts";

const base = "/api/admin/name-address-changes";

export const loadPendingChanges = (signal?: AbortSignal) =>
  adminFetch<{ changes: PendingNameAddressJson[] }>(base, { signal }).then((answer) => answer.changes);

export const approveChange = (id: string) =>
  adminFetch<{ url: string }>(`${base}/${encodeURIComponent(id)}/approve`, { method: "POST" });

export const rejectChange = (id: string, reason: string) =>
  adminFetch(`${base}/${encodeURIComponent(id)}/reject`, { method: "POST", body: JSON.stringify({ reason }) });
