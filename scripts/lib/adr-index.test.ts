import { describe, expect, it } from "vitest";
import { stateOf } from "./adr-index.ts";

// Its freshness is checked by tests/lint/readme.test.ts (`npm run docs -- --check`).
describe("the decisions' index (docs/decisions/README.md)", () => {
  it("tells a replaced decision from a kept one", () => {
    expect(stateOf("superseded by 066")).toBe("superseded by 066");
    expect(stateOf("accepted")).toBe("kept");
    expect(stateOf("accepted (supersedes 030)")).toBe("kept; supersedes 030");
  });
});
