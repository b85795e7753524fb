// The function table: every file is where its address says it is, and no two functions answer the
// same address and method (Netlify would pick one silently).
import { describe, expect, it } from "vitest";
import { expectedFileName, functionRoutes } from "./function-routes.ts";

const routes = await functionRoutes();

describe("functions/", () => {
  it("has functions to check", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => [r.file, r] as const))("%s is named after its address", (_file, route) => {
    expect(route.file).toBe(expectedFileName(route, routes));
  });

  it.each(routes.map((r) => [r.file, r] as const))(
    "%s has an address, a schedule or is a background job",
    (_file, route) => {
      const background = route.file.endsWith("-background.ts");
      expect([route.paths.length > 0, route.schedule !== undefined, background].filter(Boolean)).toHaveLength(1);
      if (route.paths.length > 0) expect(route.methods.length).toBeGreaterThan(0);
    },
  );

  it("answers each address and method from one function only", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const route of routes) {
      for (const path of route.paths) {
        for (const method of route.methods) {
          const key = `${method} ${path.replace(/:\w+/g, ":")}`;
          const owner = owners.get(key);
          if (owner) clashes.push(`${key}: ${owner} and ${route.file}`);
          owners.set(key, route.file);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
