import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ExpansionRunJson } from "./expansion-json.ts";
import RunProgress from "./RunProgress.tsx";

const run: ExpansionRunJson = {
  id: 1,
  status: "running",
  areasToProcess: 5,
  areasProcessed: 2,
  storesFound: 8,
  storesAdded: 5,
  storesUpdated: 1,
  chainsSkipped: 2,
  rejected: 0,
  error: null,
  startedAt: "2026-11-23T20:00:00.000Z",
  finishedAt: null,
};
const html = (over: Partial<ExpansionRunJson>) =>
  renderToStaticMarkup(createElement(RunProgress, { run: { ...run, ...over } }));

describe("RunProgress", () => {
  it("shows the areas done so far, and Done with a full bar once completed", () => {
    expect(html({})).toContain("2 of 5 areas");
    expect(html({})).toContain('value="2"');
    const done = html({ status: "completed", areasProcessed: 5 });
    expect(done).toContain("Done: 5 of 5 areas");
    expect(done).toContain('value="5" max="5"');
  });

  it("says 'Expansion Failed' with the reason in an alert when the run failed", () => {
    const failed = html({ status: "failed", error: "Sitka, AK: Overpass API answered 429 (rate limited), 4 times" });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("Expansion Failed");
    expect(failed).toContain("Sitka, AK: Overpass API answered 429 (rate limited), 4 times");
    expect(html({})).not.toContain("Expansion Failed");
  });
});
