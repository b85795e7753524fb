// The spec's popular searches, shown on the empty search page and when nothing matched.
import { searchPath } from "../../lib/search/types.ts";

export const POPULAR_SEARCHES = ["Albany, NY", "Mankato, MN", "Grand Forks, ND", "Decatur, IL"].map((label) => ({
  label,
  href: searchPath(label),
}));
