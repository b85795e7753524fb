// A reloaded store page shows this browser's counted vote before the static page has it (issue #48):
// the built count is of the last build, and votes reach static pages later (ADR 042). Run by the
// store page's script island, without React: when this browser's last counted vote left a higher
// count than the page was built with, the button shows that count. The built count never says less
// than the voter saw; once the page is rebuilt with more votes, the built count wins.
import { plural } from "../platform/format.ts";
import { rememberedCount } from "./vote-memory.ts";

export function showRememberedVote(storeId: string): void {
  const remembered = rememberedCount(storeId);
  const shown = document.querySelector<HTMLElement>("[data-vote-count]");
  // Once the island is live, React shows the live count itself.
  if (remembered === null || !shown?.closest("astro-island[ssr]")) return;
  const built = Number(shown.textContent?.replace(/\D/g, "") || Number.NaN);
  if (Number.isInteger(built) && remembered > built) shown.textContent = plural(remembered, "vote");
}
