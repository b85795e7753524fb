// Issue #49: the privacy page lists every cookie the product sets, with its purpose and lifetime.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COOKIES } from "./cookie-list.server.ts";

const root = join(import.meta.dirname, "../..");

/** Source files under `dir` that set a cookie. */
function settersIn(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => join(dir, file))
    .filter((file) => readFileSync(join(root, file), "utf8").includes("cookies.set("));
}

describe("the privacy page's cookie list", () => {
  it("names the device, e-mail session and admin cookies with a lifetime each", () => {
    expect(COOKIES.map((c) => c.name)).toEqual(["stg_device", "subscriber_session", "admin_session"]);
    for (const cookie of COOKIES) expect(cookie.lifetime).toMatch(/^\d+ (year|minutes|hours)$/);
    const privacy = readFileSync(join(root, "src/pages/privacy.astro"), "utf8");
    expect(privacy).toContain("COOKIES");
  });

  it("knows every place that sets a cookie", () => {
    expect(settersIn("src").concat(settersIn("functions")).sort()).toEqual([
      "functions/grocery-stores-shopper-check.ts",
      "functions/grocery-stores-upvote.ts",
      "src/admin/session.server.ts",
      "src/owners/email-proof.server.ts",
      "src/platform/requester.server.ts",
    ]);
  });
});
