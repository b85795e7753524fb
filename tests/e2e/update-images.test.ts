// /admin/update-images in Chromium: the note with the live number of shops needing images, the
// bulk run started from the button with its progress bar and result counts, against the fake
// store websites the product is pointed at (global setup). Also the Reviews tab saying what to
// configure when no review key is set. Axe checks both screens.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { countStoresNeedingImages } from "../../src/enrichment/enrichment-queries.server.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { imagesNeededNote } from "../../src/enrichment/enrichment-text.ts";
import { insertStore } from "../helpers/test-data.ts";
import { accessibilityViolations } from "./browser.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { useBrowser } from "./pages.ts";

const enrichmentOrigin = inject("enrichmentOrigin");
const ui = useBrowser();
let connection: Awaited<ReturnType<typeof connect>>;
let withImage: string;
let expectedNote: string;

beforeAll(async () => {
  connection = await connect(inject("databaseUrl"));
  const [town] = await connection.db.select().from(cities).where(eq(cities.slug, "mankato-mn"));
  const real = { isSample: false, imageUrl: null };
  withImage = (
    await insertStore(connection.db, town!.id, {
      ...real,
      id: randomUUID(),
      name: "Prairie Pantry E2E",
      website: `${enrichmentOrigin}/sites/prairie/`,
    })
  ).id;
  await insertStore(connection.db, town!.id, {
    ...real,
    id: randomUUID(),
    name: "Hilltop Foods E2E",
    website: `${enrichmentOrigin}/sites/no-image/`,
  });
  expectedNote = imagesNeededNote(await countStoresNeedingImages(connection.db), 500);
});

afterAll(async () => {
  await connection?.close();
});

describe("/admin/update-images", () => {
  it("counts the shops needing images, runs the update with a progress bar, and shows the results", async () => {
    await signInAsAdmin(ui.page, "/admin/update-images");
    await ui.page.getByText(expectedNote).waitFor();
    expect(expectedNote).toMatch(/^\d+ shops need images: at least \d+ seconds? with a 500 ms rate limit/);
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await ui.page.getByRole("button", { name: "Start image update" }).click();
    await ui.page.getByRole("progressbar", { name: /Image update/ }).waitFor();
    await ui.page.getByText("Image update: finished").waitFor({ timeout: 30_000 });
    const counts = ui.page.getByRole("definition");
    const [total, success, failed] = (await counts.allTextContents()).map(Number);
    expect(success).toBeGreaterThanOrEqual(1);
    expect(success! + failed!).toBe(total);
    expect(await ui.page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    const [store] = await connection.db.select().from(groceryStores).where(eq(groceryStores.id, withImage));
    expect(store!.imageUrl).toBe(`${enrichmentOrigin}/images/storefront.png?v=3&w=1200`);
  });

  it("has a Reviews tab that says which keys to set instead of pretending", async () => {
    await signInAsAdmin(ui.page, "/admin");
    await ui.page.getByRole("tab", { name: "Reviews" }).click();
    await ui.page.getByText(/Reviews are not configured: set FOURSQUARE_API_KEY/).waitFor();
    expect(await ui.page.getByRole("button", { name: /Update all reviews/ }).isDisabled()).toBe(true);
    await ui.page.getByLabel("Find a store").fill("Prairie Pantry E2E");
    await ui.page.getByRole("button", { name: "Update reviews for Prairie Pantry E2E" }).waitFor();
    expect(await ui.page.getByRole("button", { name: "Update reviews for Prairie Pantry E2E" }).isDisabled()).toBe(
      true,
    );
    expect(await accessibilityViolations(ui.page)).toEqual([]);
  });
});
