// What one area's digest holds, as plain data: the loader fills it, the composer renders it.
export interface DigestStore {
  id: string;
  name: string;
  slug: string;
  address: string;
  citySlug: string;
  cityName: string;
  state: string;
}

export interface DigestCircular {
  circularId: string;
  startDate: string;
  endDate: string;
  hasThumbnail: boolean;
  store: DigestStore;
}

export interface DigestContent {
  /** "Mankato, MN" or "all of Minnesota". */
  areaLabel: string;
  /** The town page, or the site's town list for a state. */
  areaPath: string;
  circulars: DigestCircular[];
  featured: DigestStore[];
  newStores: DigestStore[];
}

/** Nothing new: no circular and no new store. Featured stores alone are last week's news. */
export const isEmptyDigest = (content: DigestContent) =>
  content.circulars.length === 0 && content.newStores.length === 0;
