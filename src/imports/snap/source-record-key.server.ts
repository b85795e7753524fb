// The key a USDA row is kept under as a store's source record (ADR 061): its Record ID, or, in the
// old 'store locations' export that has none, a stable hash of its name, street address and ZIP code
// (the export's own ObjectId changes from file to file).
import { createHash } from "node:crypto";
import { addressKey, nameKey } from "../duplicates.server.ts";
import type { SnapPlanRow } from "./plan-types.server.ts";

export function snapRecordKey(row: Pick<SnapPlanRow, "usdaRecordId" | "name" | "address" | "zip">): string | null {
  if (row.usdaRecordId) return row.usdaRecordId;
  if (!row.address) return null;
  const text = `${nameKey(row.name).join(" ")}|${addressKey(row.address)}|${row.zip ?? ""}`;
  return `hash:${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
}
