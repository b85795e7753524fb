// One validated view of the environment. Read through `env()` so tests and `npm start`
// can set variables before the first use; nothing reads process.env elsewhere.
import { z } from "zod";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Unset: the embedded PGlite. A Neon URL uses the Neon driver; any other postgres:// URL uses pg.
  DATABASE_URL: optionalUrl,
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  // Where `astro build` writes: npm start builds into a fresh folder and swaps it in.
  ASTRO_OUT_DIR: z.string().default("dist"),
  // Connections per process. `npm start` sets 1 for the embedded server: its socket layer can
  // interleave the messages of concurrent connections (electric-sql/pglite#1046), and PGlite runs
  // one query at a time anyway.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(8),
  // Public origin used in canonical URLs, sitemaps and e-mail links.
  SITE_URL: z.url().default("http://127.0.0.1:8888"),
  CONTACT_EMAIL: z.email().default("hello@smalltowngrocers.example"),
  // Production: Netlify build hook that the rebuild scheduler posts to.
  BUILD_HOOK_URL: optionalUrl,
  ADMIN_PASSWORD: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Test mode only (no STRIPE_SECRET_KEY): the local Stripe-compatible server that npm start runs.
  STRIPE_LOCAL_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  // Keys the hash of network addresses for vote and rate limits; no raw address is stored.
  HASH_SECRET: z.string().min(16).default("local-development-only-hash-key"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Forget the parsed environment, after a test or the start script changes process.env. */
export function resetEnv(): void {
  cached = undefined;
}
