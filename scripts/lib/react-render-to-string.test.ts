import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withIslandPrefix } from "./react-render-to-string.ts";

const installed = readFileSync(createRequire(import.meta.url).resolve("@astrojs/react/server.js"), "utf8");

describe("React islands rendered to a string keep their useId prefix", () => {
  it("passes the island's render options to renderToString in the installed @astrojs/react", () => {
    const fixed = withIslandPrefix(installed);
    expect(fixed).toContain("ReactDOM.renderToString(vnode, renderOptions)");
    expect(fixed).not.toContain("ReactDOM.renderToString(vnode)");
    expect(installed).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
  });

  it("stops the build when the renderer no longer makes that call", () => {
    expect(() => withIslandPrefix("html = ReactDOM.renderToString(element);")).toThrow(/ADR 052/);
  });
});
