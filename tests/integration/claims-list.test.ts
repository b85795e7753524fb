// Issue #49, "every sentence true": the site is built from sample data and from a USDA SNAP import
// (owner-less stores whose amenities nobody stated), with a store boosted by a stranger, one boosted
// by its owner with a current circular, and a town made for a rejected listing. Every built page is
// then read against the committed claims list (src/owners/claims-list.ts): no claim may appear where
// its condition does not hold. It also checks that no link runs into the word before it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { searchCounts } from "../../src/analytics/analytics-queries.server.ts";
import { boostIsActive } from "../../src/boosts/active-boost-queries.server.ts";
import { boostViewSample } from "../../src/boosts/boost-views-queries.server.ts";
import { currentCirculars } from "../../src/circulars/circulars-queries.server.ts";
import { listCities } from "../../src/towns/cities-queries.server.ts";
import { verifiedOwnerEmails } from "../../src/owners/owners-queries.server.ts";
import { listAllStores } from "../../src/stores/stores-queries.server.ts";
import { boosts, groceryStores } from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { buildSite } from "../../scripts/lib/site-builder.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { today } from "../../src/circulars/serialize.server.ts";
import { serializeStore } from "../../src/stores/serialize.server.ts";
import type { StoreJson } from "../../src/stores/store-json.ts";
import { LIFT_WINDOW_DAYS, viewLiftPercent } from "../../src/boosts/view-lift.ts";
import { PRODUCT_CLAIMS, type PageFacts } from "../../src/owners/claims-list.ts";
import { POPULAR_SEARCH_DAYS, popularSearches } from "../../src/search/popular-searches.ts";
import { hasVerifiedVenueData } from "../../src/stores/signals.ts";
import { makeVerifiedOwner } from "../helpers/circulars.ts";
import { insertCircular, insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const BUILD_MS = 400_000;
const SNAP = join(import.meta.dirname, "../fixtures/snap/retailer-location-la-excerpt.csv");
let testDb: TestDb;
let root: string;
let site: string;

/** A store boosted by `buyer` (the seed's boosts are its owners' or strangers'). */
async function boost(storeId: string, buyer: string) {
  const start = new Date(Date.now() - 86_400_000);
  await testDb.db.insert(boosts).values({
    groceryStoreId: storeId,
    kind: "one_time",
    status: "active",
    amountCents: 800,
    customerEmail: buyer,
    customerName: "A Buyer",
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
  });
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDatabase(testDb.db, { stores: 40 });
  // Imported data: no owner, no description, amenities unknown (ADR 060).
  await importSnapPlan(testDb.db, planSnapFile(readFileSync(SNAP, "utf8"), { scope: "all" }));
  const town = await insertCity(testDb.db, { name: "Claimsville", state: "MN" });
  const byStranger = await insertStore(testDb.db, town.id, { name: "Stranger Boosted Grocery", isSample: false });
  await makeVerifiedOwner(testDb.db, byStranger.id, "owner-one@example.com");
  await boost(byStranger.id, "a-fan@example.com");
  const byOwner = await insertStore(testDb.db, town.id, { name: "Owner Boosted Grocery", isSample: false });
  await makeVerifiedOwner(testDb.db, byOwner.id, "owner-two@example.com");
  await boost(byOwner.id, "owner-two@example.com");
  await insertCircular(testDb.db, byOwner.id, { text: "Sweet corn 5 for $2" });
  const rejectedTown = await insertCity(testDb.db, { name: "Turneddown", state: "MN" });
  await insertStore(testDb.db, rejectedTown.id, { name: "Rejected Listing", reviewStatus: "rejected" });
  root = mkdtempSync(join(tmpdir(), "grocers-claims-"));
  vi.spyOn(console, "log").mockImplementation(() => {});
  site = (await buildSite(process.cwd(), root, testDb.url, { distLink: join(root, "dist") })).dir;
}, BUILD_MS);

afterAll(async () => {
  await testDb?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** What the database says each page may claim: computed here, not by the code that built the pages. */
async function factsSource() {
  const db = testDb.db;
  const stores = (await listAllStores(db)).map(serializeStore);
  const withCircular = new Set((await currentCirculars(db, today())).map((c) => c.groceryStoreId));
  const activeBoosts = await db.select().from(boosts).where(and(boostIsActive()));
  const byOwner = new Set<string>();
  for (const b of activeBoosts) {
    if ((await verifiedOwnerEmails(db, b.groceryStoreId)).includes(b.customerEmail.trim().toLowerCase())) {
      byOwner.add(b.groceryStoreId);
    }
  }
  const towns = await listCities(db);
  const popular = popularSearches(
    await searchCounts(db, POPULAR_SEARCH_DAYS),
    towns.map(({ city, storeCount }) => ({ name: city.name, state: city.state, storeCount })),
  ).length;
  const viewLift = viewLiftPercent(await boostViewSample(db, LIFT_WINDOW_DAYS));
  const storeByPath = new Map(stores.map((s) => [`${s.citySlug}/${s.slug}`, s]));
  const townStores = (slug: string) => stores.filter((s) => s.citySlug === slug);
  const allWords = stores.flatMap((s) => [s.description ?? "", s.ownerDescription ?? ""]);
  const words = (s: StoreJson) => [s.description ?? "", s.ownerDescription ?? ""];

  return (path: string): PageFacts => {
    const base = { ownWords: allWords, popularSearches: popular, viewLift };
    const store = /^grocery-stores\/([^/]+)\/([^/]+)\.html$/.exec(path);
    if (store) {
      const s = storeByPath.get(`${store[1]}/${store[2]}`);
      if (!s) return { ...base, kind: "other" };
      return {
        ...base,
        kind: "store",
        ownWords: words(s),
        store: {
          isBoosted: s.isBoosted,
          featuredByOwner: byOwner.has(s.id),
          isSample: s.isSample,
          hasWifi: s.hasWifi,
          venueVerified: hasVerifiedVenueData(s),
          confirmedBy: s.confirmedBy,
        },
      };
    }
    const town = /^(cities|best-grocery-deals-in)[/-]([^/]+?)(?:\/page\/\d+)?\.html$/.exec(path);
    if (town) {
      const list = townStores(town[2]!);
      return {
        ...base,
        kind: town[1] === "cities" ? "town" : "best-deals",
        town: { stores: list.length, featuredDeals: list.filter((s) => s.isBoosted && withCircular.has(s.id)).length },
      };
    }
    if (path === "index.html") return { ...base, kind: "home" };
    const section = path.replace(/\.html$/, "").split("/")[0];
    const kinds: Record<string, PageFacts["kind"]> = {
      cities: "cities",
      search: "search",
      "list-shop": "list-shop",
      "claim-business": "claim",
      "boost-profile": "boost",
    };
    return { ...base, kind: kinds[section!] ?? "other" };
  };
}

const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();

/** The page's markup (attributes too: the meta description is a claim) and its text with tags as spaces. */
const readable = (html: string) => {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  return `${html}\n${text}`;
};

describe(`every claim on every built page on ${engine} (issue #49)`, () => {
  it(
    "appears only where its condition holds, on sample and imported data alike",
    async () => {
      const factsOf = await factsSource();
      const files = htmlFiles(site);
      const kinds = new Set(files.map((file) => factsOf(file).kind));
      // Every page type was built and read.
      for (const kind of ["store", "town", "best-deals", "home", "cities", "search", "list-shop", "claim", "boost"]) {
        expect(kinds, kind).toContain(kind);
      }
      expect(files).not.toContain("cities/turneddown-mn.html");
      const wrong: string[] = [];
      const seen = new Set<string>();
      for (const file of files) {
        const html = readFileSync(join(site, file), "utf8");
        const page = readable(html);
        const facts = factsOf(file);
        for (const claim of PRODUCT_CLAIMS) {
          if (!claim.text.test(page)) continue;
          seen.add(claim.id);
          if (!claim.allowed(facts, html)) wrong.push(`${file}: ${claim.id} (${claim.condition})`);
        }
        // A link glued to the word before it ("write to us:hello@", "come fromOpenStreetMap").
        const glued = /[A-Za-z:©]<a[\s>]/.exec(html.replace(/<script[\s\S]*?<\/script>/g, ""));
        if (glued) wrong.push(`${file}: a link glued to the word before it near "${glued[0]}"`);
      }
      expect(wrong).toEqual([]);
      // The positive branches were built too: the owner's boost, its circular, a two-store town.
      expect([...seen]).toEqual(expect.arrayContaining(["owner-features-it", "featured-deal", "compete"]));
    },
    BUILD_MS,
  );

  it("says 'Its owner features it' only for the owner's own boost, neutral words for a stranger's", async () => {
    const page = (slug: string) => readFileSync(join(site, "grocery-stores/claimsville-mn", `${slug}.html`), "utf8");
    const [stranger] = await testDb.db
      .select({ slug: groceryStores.slug })
      .from(groceryStores)
      .where(eq(groceryStores.name, "Stranger Boosted Grocery"));
    const [owner] = await testDb.db
      .select({ slug: groceryStores.slug })
      .from(groceryStores)
      .where(eq(groceryStores.name, "Owner Boosted Grocery"));
    expect(page(stranger!.slug)).not.toContain("Its owner features it");
    expect(page(stranger!.slug)).toContain("It is featured on Small Town Grocers");
    expect(page(owner!.slug)).toContain("Its owner features it");
  });
});
