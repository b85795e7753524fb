// "★ 4.5 (128 reviews)", read by screen readers as "Rated 4.5 out of 5, 128 reviews".
import { plural, toCount } from "../../format.ts";
import { storeRating } from "../../stores/store-view.ts";
import { StoreIcon } from "./icons.tsx";

interface Props {
  rating: number | string | null | undefined;
  reviewCount: number | string | null | undefined;
  size?: "sm" | "lg";
}

export default function Rating({ rating, reviewCount, size = "sm" }: Props) {
  const value = storeRating(rating);
  const reviews = toCount(reviewCount);
  const text = size === "lg" ? "text-base" : "text-sm";
  if (value === null) return <p className={`${text} text-ink-600`}>No ratings yet</p>;
  return (
    <p className={`flex items-center gap-1.5 ${text} text-ink-700`}>
      <StoreIcon name="star" className={`${size === "lg" ? "size-5" : "size-4"} fill-honey-400 text-honey-500`} />
      <span className="font-semibold text-ink-900">
        <span className="sr-only">Rated </span>
        {value.toFixed(1)}
        <span className="sr-only"> out of 5,</span>
      </span>
      <span className="text-ink-600">({plural(reviews, "review")})</span>
    </p>
  );
}
