// Applies the committed drizzle-kit migrations; safe to run on every start.
import { fileURLToPath } from "node:url";
import type { Db, DriverKind } from "./client.ts";

const committedMigrations = fileURLToPath(new URL("./migrations", import.meta.url));

/** `migrationsFolder` is for tests that stop at an earlier migration to check what a later one does. */
export async function migrate(db: Db, kind: DriverKind, migrationsFolder = committedMigrations): Promise<void> {
  const config = { migrationsFolder };
  if (kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(db as never, config);
  } else if (kind === "neon") {
    const { migrate: run } = await import("drizzle-orm/neon-serverless/migrator");
    await run(db as never, config);
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(db as never, config);
  }
}
