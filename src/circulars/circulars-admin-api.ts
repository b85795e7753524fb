// The admin's Circulars tab calls (ADR 037).
import type { AdminCircularJson } from "./circulars.ts";
import { adminFetch } from "../admin/admin-api.ts";
import { calendarDate } from "../platform/dates.ts";

export type { AdminCircularJson };

export const loadAdminCirculars = () => adminFetch<AdminCircularJson[]>("/api/admin/circulars");

export const takeDownCircular = (id: string, reason: string) =>
  adminFetch(`/api/admin/circulars/${encodeURIComponent(id)}/take-down`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });

export const shortDay = (iso: string) => calendarDate(iso, "short-month-day");
