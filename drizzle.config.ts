import { defineConfig } from "drizzle-kit";

// Only `db:generate` uses this: migrations are applied by db/migrate.ts at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
