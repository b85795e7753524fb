// Under the store's description: its licensed banner ('Independently owned · IGA') and, when its
// data came from OpenStreetMap, the attribution the ODbL requires, with links (ADR 020).
import type { StoreJson } from "./store-json.ts";
import { bannerNote, ODBL_URL, OSM_COPYRIGHT_URL, osmElementUrl } from "./data-source.ts";

const link = "font-medium text-leaf-800 underline underline-offset-2 hover:text-leaf-900";

export default function DataSourceNote({ store }: { store: Pick<StoreJson, "banner" | "osmId"> }) {
  const banner = bannerNote(store);
  const element = osmElementUrl(store);
  if (!banner && !element) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-ink-600" data-store-source="">
      {banner && (
        <p className="w-fit rounded-full bg-leaf-50 px-3 py-1 font-medium text-leaf-800" data-banner-note="">
          {banner}
        </p>
      )}
      {element && (
        <p data-osm-attribution="">
          Store data ©{" "}
          <a href={OSM_COPYRIGHT_URL} className={link}>
            OpenStreetMap contributors
          </a>
          ,{" "}
          <a href={ODBL_URL} className={link}>
            ODbL
          </a>{" "}
          (
          <a href={element} className={link}>
            view on OpenStreetMap
          </a>
          ).{" "}
          <a href="/data" className={link}>
            Where our data comes from
          </a>
        </p>
      )}
    </div>
  );
}
