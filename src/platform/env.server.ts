// One validated view of the environment. Read through `env()` so tests and `npm start`
// can set variables before the first use; nothing reads process.env elsewhere.
import { z } from "zod";

const blankAsUnset = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const DEVELOPMENT_HASH_SECRET = "local-development-only-hash-key";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Unset: the embedded PGlite. A Neon URL uses the Neon driver; any other postgres:// URL uses pg.
  DATABASE_URL: optionalUrl,
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  // Where `astro build` writes: npm start builds into a fresh folder and swaps it in.
  ASTRO_OUT_DIR: z.string().default("dist"),
  // Set by scripts/lib/site-builder.ts: the previous build, made from the same code, whose unchanged
  // pages the new build hard-links instead of rendering (src/site/reuse-pages.server.ts).
  REUSE_BUILD_DIR: optionalText,
  // Set by site-builder: the build records its pages' keys beside its folder for the next one.
  BUILD_KEEPS_KEYS: optionalText,
  // Set by site-builder for a full build rendered in parallel (ADRs 051, 055): astro build bundles
  // the code and renders no page; render workers render them all.
  PAGES_LATER: optionalText,
  // Set by site-builder for the render worker that renders the pages that are not a town's: the
  // keyed pages (reuse-pages.ts) are left to the other workers, worker i of n rendering the i-th share.
  KEYED_PAGES_LATER: optionalText,
  RENDER_SHARD: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\d+\/\d+$/)
      .optional(),
  ),
  // Connections per process. `npm start` sets 1 for the embedded server: its socket layer can
  // interleave the messages of concurrent connections (electric-sql/pglite#1046), and PGlite runs
  // one query at a time anyway.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(8),
  // Public origin used in canonical URLs, sitemaps and e-mail links.
  SITE_URL: z.url().default("http://127.0.0.1:8888"),
  CONTACT_EMAIL: z.email().default("hello@smalltowngrocers.example"),
  // Where operational mail goes (the monthly USDA refresh's summary); unset, CONTACT_EMAIL.
  ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email().optional()),
  // The monthly USDA SNAP refresh's file (ADR 064): an https address of USDA's newest retailer CSV,
  // or a local path. Unset: the scheduled refresh says so and changes nothing.
  SNAP_REFRESH_URL: optionalText,
  // Production: Netlify build hook that the rebuild scheduler posts to.
  BUILD_HOOK_URL: optionalUrl,
  // Votes alone rebuild the site only once the last build is this old (ADR 042); content changes
  // rebuild at once, and carry the counts with them. 0 builds for votes like content; at most a
  // day, since the nightly build runs anyway.
  VOTE_REBUILD_INTERVAL_MINUTES: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(1_440).default(180)),
  // How long the admin may undo a review decision, in seconds (ADR 063); the decision's mails wait
  // up to 30 seconds longer, so an undo in time always cancels them. Tests shorten it.
  REVIEW_UNDO_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(3_600).default(120)),
  ADMIN_PASSWORD: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Test mode only (no STRIPE_SECRET_KEY): the local Stripe-compatible server that npm start runs.
  STRIPE_LOCAL_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  // The sender's physical postal address, printed in every weekly digest as CAN-SPAM requires
  // (ADR 039). Required before a deployment sends a digest; locally the digest says it is unset.
  POSTAL_ADDRESS: optionalText,
  // Shared secret in the mail provider's bounce and complaint webhook URL (Postmark's basic auth
  // user:password, ADR 039). Unset: the webhook answers 404.
  MAIL_WEBHOOK_SECRET: optionalText,
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  // Keys the hash of network addresses for vote and rate limits; no raw address is stored.
  HASH_SECRET: z.string().min(16).default(DEVELOPMENT_HASH_SECRET),
  // A local Netlify Blobs server (npm start and the tests run one); unset on Netlify, which
  // provides the blob store to functions itself.
  BLOBS_LOCAL_URL: optionalUrl,
  BLOBS_LOCAL_TOKEN: optionalText,
  // OpenStreetMap expansion (ADR 020): the Overpass API endpoint (a public instance by default,
  // a local fake in tests), how long one query may take, and the first wait after a 429 or 504.
  OVERPASS_URL: z.preprocess(blankAsUnset, z.url().default("https://overpass-api.de/api/interpreter")),
  OVERPASS_TIMEOUT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().min(0.1).max(600).default(120)),
  OVERPASS_BACKOFF_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(600_000).default(15_000)),
  // A MapLibre style (https://.../style.json) for the store page's interactive map; unset, the page
  // shows only the static locator drawn from the bundled state shapes (ADR 022). Read at build.
  MAP_STYLE_URL: optionalUrl,
  // Set by Netlify on its machines.
  NETLIFY: optionalText,
  // Venue data and reviews (ADR 021). Unset keys: the admin's review tools say what to configure.
  FOURSQUARE_API_KEY: optionalText,
  GOOGLE_PLACES_API_KEY: optionalText,
  // The services' base URLs; overridden only to point at the tests' fake servers.
  FOURSQUARE_API_URL: z.url().default("https://api.foursquare.com/v3"),
  GOOGLE_PLACES_API_URL: z.url().default("https://places.googleapis.com/v1"),
  WIKIPEDIA_API_URL: z.url().default("https://en.wikipedia.org/api/rest_v1"),
  WIKIMEDIA_COMMONS_API_URL: z.url().default("https://commons.wikimedia.org/w/api.php"),
  // host:port pairs the outbound fetcher may reach although they are private (the tests' fake
  // servers on 127.0.0.1). Refused outside local development.
  OUTBOUND_ALLOWED_HOSTS: optionalText,
});

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A deployment: on Netlify, or with a public SITE_URL. There the development defaults would be
 * secrets everyone knows, so the real ones must be set. (Not NODE_ENV: `astro build` sets it to
 * production on every machine.)
 */
export function isDeployment(values: z.infer<typeof schema>): boolean {
  return values.NETLIFY === "true" || !isLocalSiteUrl(values.SITE_URL);
}

/** Whether the site runs on this machine only (npm start, tests): http, no secrets required. */
export const isLocalSiteUrl = (siteUrl: string) => LOOPBACK_HOSTS.has(new URL(siteUrl).hostname);

const checkedSchema = schema.superRefine((values, issues) => {
  if (!isDeployment(values)) return;
  if (values.HASH_SECRET === DEVELOPMENT_HASH_SECRET) {
    issues.addIssue({
      code: "custom",
      path: ["HASH_SECRET"],
      message: "must be set to a private value outside local development",
    });
  }
  if (values.OUTBOUND_ALLOWED_HOSTS) {
    issues.addIssue({
      code: "custom",
      path: ["OUTBOUND_ALLOWED_HOSTS"],
      message: "is for local tests only and must be unset outside local development",
    });
  }
  if (!values.ADMIN_PASSWORD) {
    issues.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "must be set outside local development" });
  }
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = checkedSchema.safeParse(process.env);
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
