// Town images from Wikipedia with their licence and author, against the recorded Wikipedia
// summary and Commons imageinfo answers, a missing article, a non-free image, 429 and a hang.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cities } from "../../db/schema.ts";
import cityImage from "../../functions/admin-cities-image.ts";
import discover from "../../functions/admin-cities-discover-images.ts";
import citiesApi from "../../functions/cities.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startFakeEnrichmentServices, type FakeEnrichmentServices } from "../helpers/fake-enrichment-services.ts";
import { insertCity } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let fake: FakeEnrichmentServices;
let cookie: string;
let mankato: number;
let custom: number;

const run = (options = asAdmin(cookie, { method: "POST" })) =>
  callFunction(discover, "/api/admin/cities/discover-images", options);
const readCity = async (id: number) => (await testDb.db.select().from(cities).where(eq(cities.id, id)))[0]!;

beforeAll(async () => {
  fake = await startFakeEnrichmentServices();
  const fallback = { imageUrl: null, imageSource: "fallback" };
  mankato = (await insertCity(testDb.db, { name: "Mankato", state: "MN", population: 44_000, ...fallback })).id;
  await insertCity(testDb.db, { name: "Winona", state: "MN", population: 26_000, ...fallback });
  await insertCity(testDb.db, { name: "Nowhere", state: "KS", population: 10, ...fallback });
  custom = (
    await insertCity(testDb.db, {
      name: "Ames",
      state: "IA",
      imageUrl: "https://img.example.com/ames.jpg",
      imageSource: "custom",
    })
  ).id;
  cookie = await adminCookie();
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await fake?.close();
});

describe(`discover town images on ${engine}`, () => {
  it("is for admins only", async () => {
    expect((await run({ method: "POST" })).status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it("reports the services' failures and changes nothing", async () => {
    fake.setMode("wikipedia", "rate_limited");
    const limited = await run();
    expect(limited.status).toBe(502);
    expect(limited.body.error.message).toBe(
      "Failed to discover images: Wikipedia is limiting requests (429). Try again later.",
    );
    fake.setMode("wikipedia", "server_error");
    expect((await run()).body.error.message).toBe("Failed to discover images: Wikipedia is having problems (500).");
    expect((await readCity(mankato)).imageSource).toBe("fallback");
  });

  it("gives up on a service that hangs", async () => {
    fake.setMode("wikipedia", "hang");
    const response = await run();
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe("Failed to discover images: Wikipedia did not answer in time.");
  });

  it("sets the lead image of a town's article with its licence and author, skipping non-free and missing ones", async () => {
    const response = await run();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      updatedCount: 1,
      processed: 3,
      remaining: 0,
      message: "Found Wikipedia images for 1 of 3 towns searched.",
    });
    expect(await readCity(mankato)).toMatchObject({
      imageUrl:
        "https://upload.wikimedia.org/wikipedia/commons/thumb/5/5e/Mankato_Minnesota_skyline.jpg/1280px-Mankato_Minnesota_skyline.jpg",
      imageSource: "wikipedia",
      imageLicense: "CC BY-SA 3.0",
      imageAuthor: "Jonathunder",
      imageAttributionUrl: "https://commons.wikimedia.org/wiki/File:Mankato_Minnesota_skyline.jpg",
    });
    expect((await readCity(custom)).imageUrl).toBe("https://img.example.com/ames.jpg");
    // Biggest towns first; the Commons file of Winona's non-free image is never asked for.
    const summaries = fake.requests.filter((r) => r.url.includes("/page/summary/")).map((r) => r.url.split("/").at(-1));
    expect(summaries).toEqual(["Mankato%2C_Minnesota", "Winona%2C_Minnesota", "Nowhere%2C_Kansas"]);
    expect(fake.requests.filter((r) => r.url.startsWith("/commons/"))).toHaveLength(1);

    const json = (await callFunction(citiesApi, `/api/cities/mankato-mn`, { params: { slug: "mankato-mn" } })).body;
    expect(json.imageAttribution).toEqual({
      license: "CC BY-SA 3.0",
      author: "Jonathunder",
      url: "https://commons.wikimedia.org/wiki/File:Mankato_Minnesota_skyline.jpg",
    });
  });

  it("does not search the same towns again", async () => {
    const response = await run();
    expect(response.body).toMatchObject({ updatedCount: 0, processed: 0, remaining: 0 });
    expect(fake.requests).toHaveLength(0);
  });

  it("drops the attribution when an admin sets an image by hand", async () => {
    const response = await callFunction(
      cityImage,
      `/api/admin/cities/${mankato}/image`,
      asAdmin(cookie, {
        method: "PUT",
        params: { cityId: String(mankato) },
        body: { imageUrl: "https://img.example.com/m.jpg" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imageSource: "custom", imageAttribution: null });
  });
});
