// Starts the whole product the way a newcomer does and hands its addresses to the browser tests.
import type { TestProject } from "vitest/node";
import { spawnProduct, type SpawnedProduct } from "../../scripts/lib/spawn-product.ts";
import { startFakeOverpass, type FakeOverpass } from "../helpers/fake-overpass.ts";
import { startFakeEnrichmentServices, type FakeEnrichmentServices } from "../helpers/fake-enrichment-services.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    outboxDir: string;
    /** The fake review, Wikipedia and store-website server the product is pointed at (ADR 021). */
    enrichmentOrigin: string;
  }
}

let product: SpawnedProduct | undefined;
// The expansion asks this local stand-in for the Overpass API (no network here).
let overpass: FakeOverpass | undefined;
// The review and image tools ask these local stand-ins for Foursquare, Google, Wikipedia and a store site.
let enrichment: FakeEnrichmentServices | undefined;
/** The admin password the browser tests sign in with. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

export async function setup(project: TestProject) {
  overpass = await startFakeOverpass();
  enrichment = await startFakeEnrichmentServices({ intoProcessEnv: false });
  product = await spawnProduct({
    env: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      REVIEW_UNDO_SECONDS: "8",
      OVERPASS_URL: overpass.url,
      ...enrichment.env,
    },
  });
  project.provide("baseUrl", product.url);
  project.provide("databaseUrl", product.databaseUrl);
  project.provide("outboxDir", product.outboxDir);
  project.provide("enrichmentOrigin", enrichment.origin);
}

export async function teardown() {
  await product?.stop();
  await overpass?.close();
  await enrichment?.close();
}
