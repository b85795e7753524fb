import { describe, expect, it } from "vitest";
import { scopeMarkingLine, scopeReportText } from "./scope-report.server.ts";

const counts = { marked: 2, newlyMarked: 1, cleared: 3, kept: 1 };
const reason = "out of scope: ZIP 30305, RUCA 1, not in a small metro area";

describe("the out-of-scope report", () => {
  it("gives the counts in one line", () => {
    expect(scopeMarkingLine(counts)).toBe(
      "Scope: 2 stores out of scope, waiting for an admin to keep or delete them (1 newly marked, 3 back in " +
        "scope, 1 kept by an admin). They stay on the site until someone decides.",
    );
    expect(scopeMarkingLine({ marked: 1, newlyMarked: 0, cleared: 0, kept: 0 })).toMatch(/^Scope: 1 store out/);
  });

  it("lists each marked store with its reason, then says where to decide", () => {
    const text = scopeReportText(counts, [
      { name: "Peachtree Grocery", address: "1 Peachtree Rd", zipCode: "30305", town: "Atlanta", state: "GA", reason },
    ]);
    expect(text.split("\n")).toEqual([
      scopeMarkingLine(counts),
      "",
      `Peachtree Grocery, 1 Peachtree Rd, Atlanta, GA 30305: ${reason}`,
      "",
      "Decide each in the admin's Grocery Stores tab, filter 'Out of scope': Keep, or Delete.",
    ]);
    expect(scopeReportText({ marked: 0, newlyMarked: 0, cleared: 0, kept: 0 }, [])).not.toContain("\n");
  });
});
