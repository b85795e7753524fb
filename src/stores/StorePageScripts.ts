// The store page's plain scripts, as one script island started once the page has loaded and the
// browser is idle (`client:after-load`, ADR 048): the open-now line, this browser's own vote, the live boost state, the page
// view and the photo gallery's buttons (in place, invisible, until then). None of them changes the
// size or place of anything on the page, so none competes with the styles, photo and icons of the
// first view for the network.
import { trackStoreView } from "../analytics/page-view-beacon.ts";
import { scriptIsland } from "../platform/script-island.ts";
import { showRememberedVote } from "../votes/remembered-vote.ts";
import { checkBoostState } from "../boosts/boost-state.ts";
import { decodeWeek, showOpenNow } from "./open-now-line.ts";
import { enhanceGalleries } from "./photo-gallery.ts";
import { decodeZoneOffsets } from "../towns/zone-offsets.ts";

export default scriptIsland(({ storeId, builtBoosted }: { storeId: string; builtBoosted: boolean }) => {
  for (const line of document.querySelectorAll<HTMLElement>("[data-open-now][data-week]")) {
    const offsets = decodeZoneOffsets(line.dataset.zoneOffsets);
    showOpenNow(line, decodeWeek(line.dataset.week!), line.dataset.timeZone!, offsets);
  }
  // This browser's own counted vote, when the page was built before it.
  showRememberedVote(storeId);
  // The page was built with the boost state of build time.
  checkBoostState(storeId, builtBoosted);
  // The owner's photos, when the page has them: Previous/Next buttons and arrow keys (ADR 046).
  enhanceGalleries();
  // One page view per load, for the admin report. Failures are ignored inside.
  trackStoreView(storeId);
});
