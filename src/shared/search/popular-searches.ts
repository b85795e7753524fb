// The spec's popular searches, shown on the empty search page and when nothing matched.
import { searchPath } from "./search-api.ts";

export const POPULAR_SEARCHES = ["Albany, NY", "Mankato, MN", "Grand Forks, ND", "Decatur, IL"].map((label) => ({
  label,
  href: searchPath(label),
}));
