// npm start's warm routing picks a function as Netlify does: a preferStatic function answers only
// where dist/ holds no file for the path, with the file names Netlify's static handler tries.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStaticFile, routeFunction, staticCandidates } from "./warm-functions.ts";

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "warm-dist-"));
  for (const file of ["grocery-stores/town-mn/built-store/index.html", "cities/town-mn/index.html", "about.html"]) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), "<h1>built</h1>");
  }
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const handler = () => new Response("function");
const route = (name: string, pathname: string, preferStatic: boolean) => ({
  name,
  patterns: [new URLPattern({ pathname })],
  excluded: [],
  methods: undefined,
  preferStatic,
  handler,
});
const routes = [
  route("store-page", "/grocery-stores/:citySlug/:storeSlug", true),
  route("api", "/api/grocery-stores/:identifier", false),
];
const get = (path: string) => new Request(`http://127.0.0.1:8888${path}`);

describe("warm routing with preferStatic", () => {
  it.each([
    ["/about", ["/about", "/about.html", "/about.htm", "/about/index.html", "/about/index.htm"]],
    ["/about/", ["/about/", "/about.html", "/about.htm", "/about/index.html", "/about/index.htm"]],
    ["/", ["/", "/index.html", "/index.htm"]],
    ["/app.js", ["/app.js"]],
  ])("tries Netlify's file names for %s", (path, expected) => {
    expect(staticCandidates(path)).toEqual(expected);
  });

  it.each([
    ["/grocery-stores/town-mn/built-store", true],
    ["/grocery-stores/town-mn/built-store/", true],
    ["/about", true],
    ["/cities/town-mn", true],
    ["/grocery-stores/town-mn/new-store", false],
    ["/grocery-stores/town-mn", false],
    ["/grocery-stores/%2e%2e/%2e%2e/about", false],
  ])("finds a built file for %s: %s", async (path, expected) => {
    expect(await hasStaticFile(dist, path)).toBe(expected);
  });

  it("leaves a built page to the static files", async () => {
    expect(await routeFunction(routes, get("/grocery-stores/town-mn/built-store"), dist)).toBeUndefined();
    expect(await routeFunction(routes, get("/grocery-stores/town-mn/built-store/"), dist)).toBeUndefined();
  });

  it("runs the function where nothing was built", async () => {
    const match = await routeFunction(routes, get("/grocery-stores/town-mn/new-store"), dist);
    expect(match?.route.name).toBe("store-page");
    expect(match?.params).toEqual({ citySlug: "town-mn", storeSlug: "new-store" });
  });

  it("never skips a function without preferStatic", async () => {
    mkdirSync(join(dist, "api/grocery-stores/x"), { recursive: true });
    writeFileSync(join(dist, "api/grocery-stores/x/index.html"), "shadow");
    expect((await routeFunction(routes, get("/api/grocery-stores/x"), dist))?.route.name).toBe("api");
  });
});
