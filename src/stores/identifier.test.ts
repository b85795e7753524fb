import { describe, expect, it } from "vitest";
import { parseStoreIdentifier } from "./identifier.server.ts";

describe("parseStoreIdentifier", () => {
  it.each([
    ["0b9c6f1e-4a51-4c2d-9a6e-2f5d3c1b7a90", { kind: "id", id: "0b9c6f1e-4a51-4c2d-9a6e-2f5d3c1b7a90" }],
    ["mankato-mn/hansens-market", { kind: "path", citySlug: "mankato-mn", storeSlug: "hansens-market" }],
    ["/Mankato-MN/Hansens-Market/", { kind: "path", citySlug: "mankato-mn", storeSlug: "hansens-market" }],
    ["hansens-market", { kind: "slug", storeSlug: "hansens-market" }],
  ])("reads %s", (raw, expected) => {
    expect(parseStoreIdentifier(raw)).toEqual(expected);
  });

  it.each(["", "a/b/c", "x' or 1=1 --", "../../etc/passwd", "a".repeat(300), "café-market"])("refuses %j", (raw) => {
    expect(parseStoreIdentifier(raw)).toBeNull();
  });
});

describe("parseStoreIdentifier with encoded input", () => {
  it("decodes a percent-encoded city/store path, as route parameters arrive", () => {
    expect(parseStoreIdentifier("mankato-mn%2Fhansens-market")).toEqual({
      kind: "path",
      citySlug: "mankato-mn",
      storeSlug: "hansens-market",
    });
    expect(parseStoreIdentifier("%E0%A4%A")).toBeNull();
  });
});
