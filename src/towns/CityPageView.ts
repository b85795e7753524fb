// The town page's view count for the admin report, as a script island started once the page has
// loaded and the browser is idle (`client:after-load`, ADR 048), so its download never competes with
// the first view. Failures are ignored inside.
import { trackCityView } from "../analytics/page-view-beacon.ts";
import { scriptIsland } from "../platform/script-island.ts";

export default scriptIsland(({ cityId }: { cityId: number }) => trackCityView(cityId));
