// Every admin change leaves a row: who, when, what, and the values before and after.
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

type Executor = Pick<Db, "insert">;

export interface AuditEntry {
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** The admin is one shared account (a password); sessions are not named, so the actor is the role. */
export const ADMIN_ACTOR = "admin";
