// The script islands' build-time renderer (script-island.ts): they have no markup of their own; what
// they act on is the page's built HTML.
import { SCRIPT_ISLAND_RENDERER } from "./script-island.ts";

export default {
  name: SCRIPT_ISLAND_RENDERER,
  check: () => false,
  renderToStaticMarkup: async () => ({ html: "" }),
};
