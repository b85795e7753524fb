// Starts the whole product the way a newcomer does and hands its addresses to the browser tests.
import type { TestProject } from "vitest/node";
import { spawnProduct, type SpawnedProduct } from "../../scripts/lib/spawn-product.ts";
import { startFakeOverpass, type FakeOverpass } from "../helpers/fake-overpass.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    outboxDir: string;
  }
}

let product: SpawnedProduct | undefined;
// The expansion asks this local stand-in for the Overpass API (no network here).
let overpass: FakeOverpass | undefined;
/** The admin password the browser tests sign in with. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

export async function setup(project: TestProject) {
  overpass = await startFakeOverpass();
  product = await spawnProduct({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, OVERPASS_URL: overpass.url } });
  project.provide("baseUrl", product.url);
  project.provide("databaseUrl", product.databaseUrl);
  project.provide("outboxDir", product.outboxDir);
}

export async function teardown() {
  await product?.stop();
  await overpass?.close();
}
