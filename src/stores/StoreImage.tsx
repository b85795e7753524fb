// A store photo that falls back to a bundled illustration when it fails to load: the page-wide
// handler in ImageFallbacks.astro swaps in `data-fallback`. The wrapper takes the frame's size.
import { fallbackImage, STORE_IMAGE_SIZE, storeImage } from "./store-view.ts";
import type { StoreJson } from "./store-json.ts";

interface Props {
  store: Pick<StoreJson, "id" | "imageUrl">;
  alt?: string;
  className?: string;
  imageClassName?: string;
  /**
   * The page's main image (its largest paint): loaded eagerly at high priority instead of lazily,
   * and decoded with the first paint rather than asynchronously in a later frame.
   */
  eager?: boolean;
}

export default function StoreImage({ store, alt = "", className = "", imageClassName = "", eager = false }: Props) {
  const src = storeImage(store);
  // A store without a photo shows its illustration already: nothing to fall back to.
  const fallback = fallbackImage(store.id);
  return (
    <div className={className || undefined}>
      <img
        src={src}
        alt={alt}
        width={STORE_IMAGE_SIZE.width}
        height={STORE_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? undefined : "async"}
        className={`size-full object-cover ${imageClassName}`.trim()}
        data-fallback={src === fallback ? undefined : fallback}
      />
    </div>
  );
}
