// The claims manager's calls (spec section 7) and the pure helpers its screens share.
import type { ClaimJson } from "./claim-json.ts";
import { adminFetch } from "../admin/admin-api.ts";
import { readerDate } from "../platform/dates.ts";

export type { ClaimJson };

export const listClaims = () => adminFetch<ClaimJson[]>("/api/admin/business-claims");

export const approveClaim = (id: string) =>
  adminFetch(`/api/admin/business-claims/${encodeURIComponent(id)}/approve`, { method: "POST" });

export const rejectClaim = (id: string, reason: string) =>
  adminFetch(`/api/admin/business-claims/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });

export function countByStatus(claims: ClaimJson[]) {
  const count = (status: string) => claims.filter((c) => c.status === status).length;
  return { pending: count("pending"), approved: count("approved"), rejected: count("rejected") };
}

export function formatDate(iso: string | null): string {
  return iso ? readerDate(iso, "short") : "";
}
