// npx tsx scripts/hash-admin-password.ts 'the password' - prints a value for ADMIN_PASSWORD that
// stores only a scrypt hash of the password.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../src/admin/password.server.ts";

const password = process.argv[2];
if (!password) {
  console.error("Usage: npx tsx scripts/hash-admin-password.ts '<password>'");
  process.exit(1);
}
console.log(hashPassword(password, randomBytes(16)));
