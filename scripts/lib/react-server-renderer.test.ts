import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { withIslandPrefix, withoutTrialRender } from "./react-server-renderer.ts";

const rendererFile = createRequire(import.meta.url).resolve("@astrojs/react/server.js");
const installed = readFileSync(rendererFile, "utf8");

/** React's check from the installed renderer with both edits. */
async function editedCheck(): Promise<(component: unknown, props: object, children: object) => Promise<boolean>> {
  // Beside the original, so that its imports resolve; its options come from Vite, so they are written in.
  const file = join(dirname(rendererFile), `server.edited-test-${process.pid}.js`);
  const edited = withoutTrialRender(withIslandPrefix(installed)).replace(
    'import opts from "astro:react:opts";',
    "const opts = { experimentalDisableStreaming: true };",
  );
  writeFileSync(file, edited);
  try {
    return (await import(pathToFileURL(file).href)).default.check;
  } finally {
    rmSync(file, { force: true });
  }
}

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

describe("each React component renders once", () => {
  it("answers React's check for a function without calling it", async () => {
    const check = await editedCheck();
    let calls = 0;
    const Greeting = ({ name }: { name: string }) => {
      calls += 1;
      return `Hello, ${name}`;
    };
    expect(await check(Greeting, { name: "Ada" }, {})).toBe(true);
    expect(calls).toBe(0);
    // What is not a function component is still not React's.
    expect(await check("div", {}, {})).toBe(false);
  });

  it("makes the installed renderer's check render a function first, which the edit removes", () => {
    expect(installed).toContain("await renderToStaticMarkup.call(this, Tester, props, children);");
    expect(withoutTrialRender(installed)).not.toContain("renderToStaticMarkup.call(this, Tester");
  });

  it("stops the build when the check no longer renders in Tester", () => {
    expect(() => withoutTrialRender("async function check() { return false; }")).toThrow(/ADR 055/);
  });
});
