// "★ 4.5 (128 reviews)", read by screen readers as "Rated 4.5 out of 5, 128 reviews". The count is
// the listing's one review count (reviewSummary); with `withSource` it also says where it comes from.
import type { StoreJson } from "./store-json.ts";
import { plural } from "../platform/format.ts";
import { reviewSummary } from "./signals.ts";
import { StoreIcon } from "./icons.tsx";

interface Props {
  store: Pick<StoreJson, "foursquareId" | "foursquareMetadata" | "isSample" | "rating" | "reviewCount">;
  size?: "sm" | "lg";
  withSource?: boolean;
}

export default function Rating({ store, size = "sm", withSource = false }: Props) {
  const { rating, count, source } = reviewSummary(store);
  const text = size === "lg" ? "text-base" : "text-sm";
  if (rating === null) return <p className={`${text} text-ink-600`}>No ratings yet</p>;
  // The `rating` rule (global.css) styles the star and the two texts; a large one has a 20 px star.
  return (
    <p className={`rating ${text}`}>
      <StoreIcon name="star" className={size === "lg" ? "size-5" : undefined} />
      <span>
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5,</span>
      </span>
      <span>{`(${plural(count, "review")}${withSource ? `, ${source}` : ""})`}</span>
    </p>
  );
}
