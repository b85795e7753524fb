// Weekly circulars (spec 2 "Manage circulars", 3, 5, 7, 9), shared by the island and the functions:
// the limits, the spec's texts and the API's JSON shapes.
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { emailAddressSchema } from "../platform/email-address.ts";

export const MAX_CIRCULAR_BYTES = 10 * 1024 * 1024;
export const CIRCULAR_QUOTA = 4;
export const MAX_CIRCULAR_PAGES = 40;

export const INVALID_FILE_TYPE = { title: "Invalid File Type", message: "Please upload a PDF file" } as const;
export const FILE_TOO_LARGE = { title: "File Too Large", message: "File must be under 10MB" } as const;
export const MISSING_INFORMATION = {
  title: "Missing Information",
  message: "Please select a file and set start/end dates",
} as const;
export const END_BEFORE_START = "The end date cannot be before the start date.";
/** Dates in the wrong order are not missing information (issue #25): their own title. */
export const INVALID_DATES = { title: "Invalid Dates", message: END_BEFORE_START } as const;
export const QUOTA_REACHED = "Monthly quota reached. Wait for your subscription to renew or delete old circulars.";

const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MISSING_INFORMATION.message)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date.");

/** The upload's fields other than the file. */
export const circularFieldsSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    groceryStoreId: text().uuid("Unknown store."),
  })
  .refine((f) => f.endDate >= f.startDate, { message: END_BEFORE_START, path: ["endDate"] });

/**
 * Netlify buffers about 6 MB per function request, and base64-encodes binary bodies: one multipart
 * request carries a file up to about 4.5 MB there. Larger files go in parts of 3 MB, each sent as
 * base64 text in JSON (4 MB), assembled in the blob store (ADR 018).
 */
export const SINGLE_REQUEST_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_PART_BYTES = 3 * 1024 * 1024;
export const MAX_UPLOAD_PARTS = Math.ceil(MAX_CIRCULAR_BYTES / UPLOAD_PART_BYTES);
export const UPLOAD_PART_JSON_BYTES = Math.ceil(UPLOAD_PART_BYTES / 3) * 4 + 1024;

export const startUploadSchema = z
  .object({
    groceryStoreId: text().uuid("Unknown store."),
    filename: text().trim().min(1).max(500),
    size: z.number().int().min(1, MISSING_INFORMATION.message).max(MAX_CIRCULAR_BYTES, FILE_TOO_LARGE.message),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((f) => f.endDate >= f.startDate, { message: END_BEFORE_START, path: ["endDate"] });

export const uploadPartSchema = z.object({
  data: text()
    .max(UPLOAD_PART_JSON_BYTES)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "The part must be base64."),
});

export interface StartedUpload {
  uploadId: string;
  partBytes: number;
  parts: number;
}

export const deleteCircularSchema = z.object({ groceryStoreId: text().uuid("Unknown store.") });

/** POST /api/circulars/owner-proof/{id}: {email} asks for a code; {email, code} or {token} proves. */
export const ownerProofSchema = z.object({
  email: emailAddressSchema.optional(),
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail.")
    .optional(),
  token: text().max(200).optional(),
  /** The page that asked: the mailed link leads back to it (one proof opens both, ADR 040). */
  for: z.enum(["circulars", "listing"]).optional(),
});

export type OwnerProofPage = "circulars" | "listing";

export type CircularStatus = "processing" | "active" | "published" | "failed";

export interface CircularJson {
  id: string;
  originalFilename: string;
  originalFileSize: number;
  pageCount: number;
  startDate: string;
  endDate: string;
  status: CircularStatus;
  processingError: string | null;
  /** Past its end date: gone from public pages, kept in the owner's list. */
  expired: boolean;
  /** Its start date is still ahead: shoppers see it from that day (after that night's rebuild). */
  scheduled: boolean;
  createdAt: string;
}

/**
 * Why this browser may not upload right now; null when it may. `buyer_not_owner`: a proven address
 * that paid for the store's boost but is not its verified owner (ADR 037).
 */
export type PermissionReason = "no_proof" | "not_owner" | "buyer_not_owner" | "no_active_boost" | "quota_used" | null;

export interface CircularPermissions {
  canUpload: boolean;
  reason: string | null;
  code: PermissionReason;
  /** The proven address acting, if any, so the screen can say who is signed in. */
  email: string | null;
}

export interface CircularQuota {
  quotaUsed: number;
  quotaLimit: number;
  remaining: number;
  periodEnd: string | null;
  /** Whether the period renews (a subscription): a one-time boost's quota never resets (issue #49). */
  renews: boolean;
}

/** A circular shoppers see on the store and best-deals pages (active, start <= today <= end). */
export interface CurrentCircularJson {
  id: string;
  groceryStoreId: string;
  startDate: string;
  endDate: string;
  pageCount: number;
  text: string;
  fileUrl: string;
  /** The first page as a PNG, when it could be drawn. */
  thumbnailUrl: string | null;
}

/** One row of the admin's Circulars tab (ADR 037). */
export interface AdminCircularJson {
  id: string;
  store: { id: string; name: string; href: string; cityName: string; state: string };
  originalFilename: string;
  startDate: string;
  endDate: string;
  status: CircularStatus;
  /** Running today, or starting later. */
  scheduled: boolean;
  pageCount: number;
  /** "admin", the owner's address, or null for uploads made before it was recorded. */
  uploadedBy: string | null;
  createdAt: string;
  thumbnailUrl: string | null;
  /** The PDF, served for published circulars only. */
  fileUrl: string | null;
}

/** POST /api/admin/circulars/{id}/take-down: the reason is mailed to the owner and audited. */
export const takeDownSchema = z.object({
  reason: text({ error: "Please enter a reason for taking the circular down." })
    .trim()
    .min(1, "Please enter a reason for taking the circular down.")
    .max(1000, "The reason must be at most 1000 characters."),
});
