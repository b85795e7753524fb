// Two edits to @astrojs/react's build-time renderer, made by one Vite plugin. If a new
// @astrojs/react writes either part differently, the build stops here rather than shipping the
// change unreviewed.
//
// 1. Islands rendered to a string, not through a stream (ADR 052). @astrojs/react renders each React
//    component of a page with renderToReadableStream and reads the web stream back: per store page,
//    five streams, their readers and text decoders, about 45 % of a render. With its option
//    `experimentalDisableStreaming` it calls renderToString instead, but without the island's
//    `identifierPrefix`, so two islands of one page would write the same useId ids (a label's `for`
//    pointing at another form's field) and the ids would not match the prefix the island hydrates
//    with. The edit passes the prefix, as the streaming path does.
// 2. Each component rendered once (ADR 055). Before rendering a component, Astro asks each renderer
//    whether it is theirs; React's `check` answers for a plain function by rendering it once inside a
//    throwaway React tree, so every React component of every page rendered twice. That trial tells
//    React's functions from another JSX framework's. This project has no other: its only other
//    renderer, the script islands', tags its components with Astro's `astro:renderer` symbol, and
//    Astro never asks about a tagged component. So a function that reaches React's check is React's.
import type { Plugin } from "vite";

const MODULE = /@astrojs\/react\/dist\/server\.js$/;

const CALL = "ReactDOM.renderToString(vnode)";
const CALL_WITH_PREFIX = "ReactDOM.renderToString(vnode, renderOptions)";

const TRIAL_RENDER = /await renderToStaticMarkup\.call\(this, Tester, props, children\);\s*return isReactComponent;/;

function stop(what: string, adr: string): never {
  throw new Error(`@astrojs/react ${what}: review scripts/lib/react-server-renderer.ts (${adr}).`);
}

/** The renderer's source with renderToString given the island's options (its identifierPrefix). */
export function withIslandPrefix(source: string): string {
  if (!source.includes(CALL) || !source.includes("const renderOptions = {")) {
    stop("no longer calls ReactDOM.renderToString(vnode) after building renderOptions", "ADR 052");
  }
  return source.replace(CALL, CALL_WITH_PREFIX);
}

/** The renderer's source with `check` answering yes for a function without rendering it first. */
export function withoutTrialRender(source: string): string {
  if (!TRIAL_RENDER.test(source)) stop("no longer checks a function component by rendering it in Tester", "ADR 055");
  return source.replace(TRIAL_RENDER, "return true;");
}

export function reactServerRenderer(): Plugin {
  return {
    name: "react-server-renderer",
    enforce: "pre",
    transform(code, id) {
      if (!MODULE.test(id.split("?")[0]!)) return undefined;
      return { code: withoutTrialRender(withIslandPrefix(code)), map: null };
    },
  };
}
