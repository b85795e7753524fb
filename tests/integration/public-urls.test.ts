// Issue 15, finding 6: a store's website and photo and a city's banner are requested by every
// visitor's browser, so they must be public http(s) addresses with a real host name. Listing,
// admin store edit and city image all refuse addresses that point inside a network.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities, groceryStores } from "../../db/schema.ts";
import cityImage from "../../functions/admin-cities-image.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import listing from "../../functions/grocery-stores.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cookie: string;
let cityId: number;
let storeId: string;
let networks = 0;

const INSIDE = [
  "http://169.254.169.254/latest/meta-data/",
  "http://2130706433/",
  "http://0x7f.0.0.1/",
  "http://0177.0.0.1/",
  "http://127.1/",
  "http://10.1.2.3/x.jpg",
  "http://192.168.0.1/",
  "http://100.64.0.1/",
  "http://[::1]/",
  "http://[fd12::1]/",
  "http://[fe80::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://localhost:8888/api/admin/stats",
  "http://printer.local/",
  "http://metadata.google.internal/",
  "http://intranet/",
  "https://../../etc/passwd",
  "https://user:secret@millersmarket.com/",
  "https://millersmarket.com:6379/",
  "file:///etc/passwd",
];

const listingBody = { name: "Corner Market", address: "1 Main St", zipCode: "56001" };

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  storeId = (await insertStore(testDb.db, cityId, { website: null, imageUrl: null })).id;
  cookie = await adminCookie("192.0.2.91");
});

const storeCount = async () => (await testDb.db.select({ n: count() }).from(groceryStores))[0]!.n;
const storeRow = async () => (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, storeId)))[0]!;

describe(`URLs that point inside, on ${engine}`, () => {
  it.each(INSIDE)("refuses %s on the listing form, the admin edit and the city image", async (url) => {
    const storesBefore = await storeCount();
    for (const field of ["website", "imageUrl"] as const) {
      const listed = await callFunction(listing, "/api/grocery-stores", {
        method: "POST",
        body: { ...listingBody, [field]: url },
        ip: `10.${++networks}.0.5`,
      });
      expect(listed.status, `listing ${field}`).toBe(422);
      expect(listed.body.error.fields[field], `listing ${field}`).toMatch(/must be a public web address/);

      const edited = await callFunction(
        adminStore,
        `/api/admin/grocery-stores/${storeId}`,
        asAdmin(cookie, { method: "PUT", params: { id: storeId }, body: { [field]: url } }),
      );
      expect(edited.status, `admin edit ${field}`).toBe(422);
      expect(edited.body.error.fields[field]).toMatch(/must be a public web address/);
    }
    const banner = await callFunction(
      cityImage,
      `/api/admin/cities/${cityId}/image`,
      asAdmin(cookie, { method: "PUT", params: { cityId: String(cityId) }, body: { imageUrl: url } }),
    );
    expect(banner.status, "city image").toBe(422);
    expect(banner.body.error.fields.imageUrl).toMatch(/must be a public web address/);

    expect(await storeCount()).toBe(storesBefore);
    expect(await storeRow()).toMatchObject({ website: null, imageUrl: null });
    const [city] = await testDb.db.select().from(cities).where(eq(cities.id, cityId));
    expect(city!.imageUrl ?? "").not.toBe(url);
  });

  it("still takes public addresses, and a bare domain on the listing form", async () => {
    const listed = await callFunction(listing, "/api/grocery-stores", {
      method: "POST",
      body: { ...listingBody, website: "millersmarket.com", imageUrl: "https://images.example.com/a.jpg" },
      ip: "203.0.113.251",
    });
    expect(listed.status).toBe(201);
    const edited = await callFunction(
      adminStore,
      `/api/admin/grocery-stores/${storeId}`,
      asAdmin(cookie, { method: "PUT", params: { id: storeId }, body: { website: "https://café.example/" } }),
    );
    expect(edited.status).toBe(200);
    const banner = await callFunction(
      cityImage,
      `/api/admin/cities/${cityId}/image`,
      asAdmin(cookie, {
        method: "PUT",
        params: { cityId: String(cityId) },
        body: { imageUrl: "https://images.example/mankato.jpg" },
      }),
    );
    expect(banner.status).toBe(200);
  });
});
