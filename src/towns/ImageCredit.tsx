// The credit line a freely licensed banner photo asks for (CC BY-SA and the like): author, licence
// and a link to the file's page. Shown only for a discovered image that is on the banner. ADR 021.
import { cityBannerImage } from "./city-view.ts";
import type { CityJson } from "./city-json.ts";

type Props = { city: Pick<CityJson, "imageUrl" | "imageSource" | "fallbackColor" | "imageAttribution"> };

export default function ImageCredit({ city }: Props) {
  const credit = city.imageAttribution;
  if (!credit || !cityBannerImage(city)) return null;
  const source = city.imageSource === "wikipedia" ? " via Wikimedia Commons" : "";
  const label = `Banner photo: ${credit.author ?? "unknown author"}, ${credit.license}${source}`;
  return (
    <p className="mt-10 text-xs text-ink-600">
      {credit.url ? (
        <a href={credit.url} rel="noopener" className="underline hover:text-leaf-800">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}
