// Listing a store for free: town from the ZIP code, unique slugs, duplicates, spam guards.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getRebuildState } from "../../src/site/rebuilds-queries.server.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { insertCity } from "../helpers/test-data.ts";
import collection from "../../functions/grocery-stores.ts";
import groceryStoresById from "../../functions/grocery-stores-item.ts";
import zipCodes from "../../functions/zip-codes.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
let networks = 0;
/** A fresh client address per call, so the per-network limit only bites where a test wants it. */
const list = (body: unknown, ip = `10.${++networks}.113.5`) =>
  callFunction(collection, "/api/grocery-stores", { method: "POST", body, ip });

const valid = { name: "Prairie Pantry", address: "12 North Main Street", zipCode: "56001" };

beforeAll(async () => {
  await insertCity(testDb.db, { name: "Mankato", state: "MN" });
});

describe(`listing a store on ${engine}`, () => {
  it("creates the store in the ZIP code's town, reachable at once, and asks for a rebuild", async () => {
    const { status, body } = await list({ ...valid, website: "prairiepantry.com", phone: "(507) 555-0100" });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), url: "/grocery-stores/mankato-mn/prairie-pantry" });
    const store = await callFunction(groceryStoresById, "/x", { params: { identifier: body.id } });
    expect(store.body).toMatchObject({
      name: "Prairie Pantry",
      cityName: "Mankato",
      state: "MN",
      zipCode: "56001",
      website: "https://prairiepantry.com",
      isSample: false,
      isBoosted: false,
      ownerId: null,
      confirmedBy: "lister",
    });
    expect(Date.now() - Date.parse(store.body.confirmedAt)).toBeLessThan(60_000);
    const rebuild = await getRebuildState(testDb.db);
    expect(rebuild.requestedAt).not.toBeNull();
  });

  it("tells a lister outside the directory's scope why, kindly, and lists nothing (issue #47)", async () => {
    const before = await testDb.db.select().from(groceryStores);
    const { status, body } = await list({ ...valid, name: "Buckhead Pantry", zipCode: "30305" });
    expect(status).toBe(422);
    expect(body.error.fields.zipCode).toBe(
      "Thank you for thinking of us! We list grocers in small towns and rural places, and ZIP code 30305 (Atlanta, GA) is part of a larger metro area by USDA's rural-urban codes, so we can't list a store there. If the store is in a small town nearby, please check its ZIP code.",
    );
    expect(await testDb.db.select().from(groceryStores)).toHaveLength(before.length);
  });

  it("creates a new town when the ZIP code's town is not listed yet", async () => {
    const { status, body } = await list({ ...valid, name: "Golden Heart Grocery", zipCode: "99701-1234" });
    expect(status).toBe(201);
    expect(body.url).toBe("/grocery-stores/fairbanks-ak/golden-heart-grocery");
    const [town] = await testDb.db.select().from(cities).where(eq(cities.slug, "fairbanks-ak"));
    expect(town).toMatchObject({ name: "Fairbanks", state: "AK", imageSource: "fallback" });
    expect(town!.fallbackColor).toMatch(/^hsl\(/);
  });

  it("gives a second store with the same name its own slug", async () => {
    const first = await list({ ...valid, name: "Corner Market", address: "1 Elm St" });
    const second = await list({ ...valid, name: "Corner Market", address: "99 Oak Ave" });
    expect(first.body.url).toBe("/grocery-stores/mankato-mn/corner-market");
    expect(second.body.url).toBe("/grocery-stores/mankato-mn/corner-market-2");
  });

  it("refuses a likely duplicate with a link to the existing listing", async () => {
    const { status, body } = await list({ ...valid, name: "prairie pantry", address: "12 N. Main St." });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "conflict",
      message: "This store is already listed.",
      existingUrl: "/grocery-stores/mankato-mn/prairie-pantry",
    });
  });

  it("accepts exactly one of several identical submissions sent at once", async () => {
    const same = { ...valid, name: "Twin Oaks Grocery", address: "5 River Rd" };
    const results = await Promise.all(Array.from({ length: 5 }, () => list(same)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await testDb.db.select().from(groceryStores).where(eq(groceryStores.name, "Twin Oaks Grocery"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a missing name", { ...valid, name: "" }, "Name is required"],
    ["a blank name", { ...valid, name: "   " }, "Name is required"],
    ["no name at all", { address: valid.address, zipCode: valid.zipCode }, "Name is required"],
    ["a missing address", { ...valid, address: "" }, "Address is required"],
    ["a short ZIP code", { ...valid, zipCode: "5600" }, "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)"],
    ["a ZIP+4 typo", { ...valid, zipCode: "56001-12" }, "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)"],
    [
      "an unknown ZIP code",
      { ...valid, zipCode: "00000" },
      "We couldn't find that ZIP code. Please check it and try again.",
    ],
    [
      "a script URL",
      { ...valid, website: "javascript:alert(1)" },
      "Website must be a public web address starting with http:// or https://",
    ],
    [
      "a non-web image URL",
      { ...valid, imageUrl: "ftp://x.example/a.png" },
      "Image URL must be a public web address starting with http:// or https://",
    ],
    ["an over-long name", { ...valid, name: "x".repeat(121) }, "Name must be at most 120 characters."],
    [
      "an over-long description",
      { ...valid, description: "x".repeat(2001) },
      "Description must be at most 2000 characters.",
    ],
    ["a number for a name", { ...valid, name: 42 }, "Name is required"],
  ])("refuses %s with a 422 and the message", async (_label, body, message) => {
    const response = await list(body);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(message);
  });

  it.each([
    ["malformed JSON", "{not json", 400],
    ["an oversized body", JSON.stringify({ ...valid, description: "x".repeat(70_000) }), 413],
    ["the honeypot filled in", JSON.stringify({ ...valid, name: "Bot Mart", nectar: "Acme" }), 400],
  ])("refuses %s with a 4xx", async (_label, body, status) => {
    expect((await list(body)).status).toBe(status);
  });

  it("accepts an owner whose browser autofilled a field called 'company' (the old trap's name)", async () => {
    const { status } = await list({ ...valid, name: "Autofill Acres Market", company: "Autofill Acres LLC" });
    expect(status).toBe(201);
  });

  it("limits listings per network per hour", async () => {
    const ip = "198.51.100.7";
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await list({ ...valid, name: `Spam Shop ${i}` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("keeps the all-stores list for admins", async () => {
    const { status, body } = await callFunction(collection, "/api/grocery-stores");
    expect(status).toBe(401);
    expect(body.error.code).toBe("unauthorized");
  });
});

describe(`the listing form's ZIP code town on ${engine} (issue #49)`, () => {
  const town = (zip: string) => callFunction(zipCodes, `/api/zip-codes/${zip}`, { params: { zip } });

  it("names the town a ZIP code maps to before the form is sent, and says when it knows none", async () => {
    const found = await town("56001");
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ zipCode: "56001", city: "Mankato", state: "MN" });
    const unknown = await town("00000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("We couldn't find that ZIP code. Please check it and try again.");
    expect((await town("5600")).status).toBe(400);
  });
});
