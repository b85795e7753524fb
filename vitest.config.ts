import { defineConfig } from "vitest/config";

// Integration tests run on PGlite, and again on the real PostgreSQL server when TEST_DATABASE_URL
// is set (CI sets it). End-to-end tests drive Debian's Chromium against the served product.
const integration = ["tests/integration/**/*.test.ts"];
// The emulation parity file compares request routing, which does not depend on the database engine,
// and costs minutes (the emulation bundles a function per request): it runs on PGlite only.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: "integration:postgres",
          include: integration,
          exclude: ["tests/integration/netlify-emulation.test.ts"],
          env: { TEST_DB_ENGINE: "postgres" },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    setupFiles: ["tests/setup/console.ts"],
    reporters: ["default", "./tests/setup/slowest-files.ts"],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["{src,db,scripts,functions}/**/*.test.ts", "tests/lint/**/*.test.ts"] },
      },
      { extends: true, test: { name: "integration:pglite", include: integration, env: { TEST_DB_ENGINE: "pglite" } } },
      ...postgres,
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          // A poll ends as soon as the page agrees; the long limit only spares a busy machine a
          // false failure (Vitest's default is one second).
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
