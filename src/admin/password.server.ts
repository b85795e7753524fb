// The admin password from the environment: plain, or a scrypt hash ("scrypt:<salt hex>:<key hex>",
// made with `npx tsx scripts/hash-admin-password.ts`). Compared in constant time either way.
import { createHash, scryptSync, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

export function hashPassword(password: string, salt: Buffer): string {
  return `scrypt:${salt.toString("hex")}:${scryptSync(password, salt, 32).toString("hex")}`;
}

export function passwordMatches(configured: string, attempt: string): boolean {
  const hashed = /^scrypt:([0-9a-f]+):([0-9a-f]{64})$/.exec(configured);
  if (hashed) {
    const expected = Buffer.from(hashed[2]!, "hex");
    return timingSafeEqual(scryptSync(attempt, Buffer.from(hashed[1]!, "hex"), 32), expected);
  }
  // Digests first, so the comparison takes the same time whatever the lengths.
  return timingSafeEqual(digest(configured), digest(attempt));
}
