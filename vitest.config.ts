import { defineConfig } from "vitest/config";

// Integration tests run on PGlite, and again on the real PostgreSQL server when TEST_DATABASE_URL
// is set (CI sets it). End-to-end tests drive Debian's Chromium against the served product.
const integration = ["tests/integration/**/*.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Files whose subject does not depend on the database engine and that cost a minute or more run on
// one engine only, the one their path reads in real life: the emulation parity file (request
// routing; the emulation bundles a function per request) and npm start's incremental rebuild on
// PGlite, the production build (Netlify's build reads PostgreSQL) on the server.
const pgliteOnly = ["tests/integration/netlify-emulation.test.ts", "tests/integration/incremental-build.test.ts"];
const postgresOnly = ["tests/integration/production-build.test.ts"];
const postgres = withPostgres
  ? [
      {
        extends: true,
        test: {
          name: "integration:postgres",
          include: integration,
          exclude: pgliteOnly,
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
      {
        extends: true,
        test: {
          name: "integration:pglite",
          include: integration,
          exclude: withPostgres ? postgresOnly : [],
          env: { TEST_DB_ENGINE: "pglite" },
        },
      },
      ...postgres,
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          // The browser files run one after another in one worker that keeps Playwright and axe
          // loaded, instead of a fresh worker per file (ADR 073). They share no state but the
          // product, which runs in its own process. Vitest then needs the group placed after the
          // others, which run on two workers.
          isolate: false,
          sequence: { groupOrder: 1 },
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
