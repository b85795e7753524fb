// Script islands: plain DOM code (no framework) that Astro loads like an island, so its module is
// fetched when its client directive says, not at page load (ADR 048). A processed `<script>` is always
// a module file the browser fetches while the page loads; on a simulated phone that one extra request
// ahead of the first view cost the store page about 0.4 s of LCP. As an island, only Astro's inline
// runtime is on the page until the directive fires.
//
// `scriptIsland(run)` makes a component of `run`: it renders nothing at build time (server.ts) and, in
// the browser, is called with the island's props (client.ts). Astro reads the renderer's name from the
// component itself (the `astro:renderer` symbol), so React's renderer never sees it.
export const SCRIPT_ISLAND_RENDERER = "script-island";

const ASTRO_RENDERER = Symbol.for("astro:renderer");

export type ScriptIsland<Props> = ((props: Props) => null) & { [ASTRO_RENDERER]: string };

export function scriptIsland<Props extends object>(run: (props: Props) => void): ScriptIsland<Props> {
  const component = (props: Props) => {
    run(props);
    return null;
  };
  return Object.assign(component, { [ASTRO_RENDERER]: SCRIPT_ISLAND_RENDERER });
}
