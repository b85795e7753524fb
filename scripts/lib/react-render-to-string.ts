// React islands rendered to a string, not through a stream (ADR 052). @astrojs/react renders each
// React component of a page with renderToReadableStream and reads the web stream back: per store
// page, five streams, their readers and text decoders, about 45 % of a render. With its option
// `experimentalDisableStreaming` it calls renderToString instead, but without the island's
// `identifierPrefix`, so two islands of one page would write the same useId ids (a label's `for`
// pointing at another form's field) and the ids would not match the prefix the island hydrates
// with. This Vite plugin passes the prefix, as the streaming path does; if a new @astrojs/react
// writes the call differently, the build stops here rather than shipping duplicate ids.
import type { Plugin } from "vite";

const MODULE = /@astrojs\/react\/dist\/server\.js$/;
const CALL = "ReactDOM.renderToString(vnode)";
const CALL_WITH_PREFIX = "ReactDOM.renderToString(vnode, renderOptions)";

/** The renderer's source with renderToString given the island's options (its identifierPrefix). */
export function withIslandPrefix(source: string): string {
  if (!source.includes(CALL) || !source.includes("const renderOptions = {")) {
    throw new Error(
      "@astrojs/react no longer calls ReactDOM.renderToString(vnode) after building renderOptions: " +
        "review scripts/lib/react-render-to-string.ts (ADR 052).",
    );
  }
  return source.replace(CALL, CALL_WITH_PREFIX);
}

export function reactRenderToStringWithPrefix(): Plugin {
  return {
    name: "react-render-to-string-with-prefix",
    enforce: "pre",
    transform(code, id) {
      return MODULE.test(id.split("?")[0]!) ? { code: withIslandPrefix(code), map: null } : undefined;
    },
  };
}
