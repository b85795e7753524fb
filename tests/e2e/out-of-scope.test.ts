// Issue #47 item 2 in Chromium: a store the scope rule marks is listed under the admin's 'Out of
// scope' switch with the rule's reason and a note that it stays on the site; Keep takes it off the
// list for good, and the tab's count follows. The store's ZIP code is moved out of scope for the
// test and put back after it, with the mark and the decision.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";
import { markStoresOutOfScope } from "../../src/scope/mark-out-of-scope.server.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { signInAsAdmin } from "./admin-sign-in.ts";
import { accessibilityViolations } from "./browser.ts";
import { useBrowser } from "./pages.ts";
import { productJson } from "./product-api.ts";

const ui = useBrowser();
// A town from the middle of the list that the other browser tests leave alone.
const TOWN_INDEX = 11;
let store: StoreJson;

async function withDb<T>(work: (db: Awaited<ReturnType<typeof connect>>["db"]) => Promise<T>): Promise<T> {
  const connection = await connect(inject("databaseUrl"));
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  const towns = await productJson<{ slug: string }[]>("/api/cities");
  store = (await productJson<StoreJson[]>(`/api/cities/${towns[TOWN_INDEX]!.slug}/grocery-stores`))[0]!;
  await withDb(async (db) => {
    await db.update(groceryStores).set({ zipCode: "30305" }).where(eq(groceryStores.id, store.id));
    await markStoresOutOfScope(db);
  });
});

afterAll(async () => {
  await withDb(async (db) => {
    await db
      .update(groceryStores)
      .set({ zipCode: store.zipCode, outOfScopeReason: null, scopeKeptAt: null, scopeKeptBy: null })
      .where(eq(groceryStores.id, store.id));
  });
});

describe("stores out of scope on /admin", () => {
  it("lists the marked store with the rule's reason, and Keep takes it off the list", async () => {
    await signInAsAdmin(ui.page, "/admin");
    await ui.page.getByText("Out of scope, to decide", { exact: true }).waitFor();
    const storesTab = ui.page.getByRole("tab", { name: /Grocery Stores/ });
    expect(await storesTab.textContent()).toContain("1 out of scope, waiting for a decision");

    await ui.page.getByRole("checkbox", { name: "Out of scope" }).check();
    await ui.page.getByText("Each stays on the site until you decide.", { exact: false }).waitFor();
    const row = ui.page
      .getByRole("listitem")
      .filter({ has: ui.page.getByRole("heading", { name: store.name, exact: true }) });
    await row.getByText("out of scope: ZIP 30305, RUCA 1, not in a small metro area", { exact: false }).waitFor();
    expect(
      await ui.page
        .getByRole("listitem")
        .filter({ has: ui.page.getByRole("heading", { level: 3 }) })
        .count(),
    ).toBe(1);
    expect(await accessibilityViolations(ui.page)).toEqual([]);

    await row.getByRole("button", { name: `Keep ${store.name}`, exact: true }).click();
    await ui.page.getByText("Store kept").waitFor();
    await ui.page.getByText("No stores are out of scope: there is nothing to decide.").waitFor();
    expect(await storesTab.textContent()).not.toContain("out of scope");

    const kept = await withDb(async (db) => {
      await markStoresOutOfScope(db);
      return (await db.select().from(groceryStores).where(eq(groceryStores.id, store.id)))[0]!;
    });
    expect(kept).toMatchObject({ outOfScopeReason: null, scopeKeptBy: "admin", deletedAt: null });
  });
});
