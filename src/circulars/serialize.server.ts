import type { Circular } from "../../db/schema.ts";
import type { CircularJson, CircularStatus } from "./circulars.ts";

/** Today in the directory's calendar: circular dates are whole days, compared as YYYY-MM-DD. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export function serializeCircular(row: Circular, now = new Date()): CircularJson {
  return {
    id: row.id,
    originalFilename: row.originalFilename,
    originalFileSize: row.originalFileSize,
    pageCount: row.pageCount,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as CircularStatus,
    processingError: row.processingError,
    expired: row.endDate < today(now),
    scheduled: row.startDate > today(now),
    createdAt: row.createdAt.toISOString(),
  };
}
