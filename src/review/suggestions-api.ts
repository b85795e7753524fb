// The admin's Suggestions tab calls (ADR 045).
import type { AdminSuggestionJson } from "./suggestion-kinds.ts";
import { adminFetch } from "../admin/admin-api.ts";

export type { AdminSuggestionJson };

const path = (id: string, action: string) => `/api/admin/suggestions/${encodeURIComponent(id)}/${action}`;

export const loadSuggestions = () => adminFetch<AdminSuggestionJson[]>("/api/admin/suggestions");

export const acceptSuggestion = (id: string, body: { value?: string; keep?: "other" | "this" }) =>
  adminFetch<{ applied: string }>(path(id, "accept"), { method: "POST", body: JSON.stringify(body) });

export const rejectSuggestion = (id: string, reason: string) =>
  adminFetch<{ mailed: boolean }>(path(id, "reject"), {
    method: "POST",
    body: JSON.stringify(reason ? { reason } : {}),
  });

export const askOwner = (id: string) =>
  adminFetch<{ ownersMailed: number }>(path(id, "ask-owner"), { method: "POST", body: "{}" });
