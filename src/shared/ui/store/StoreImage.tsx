// A store photo that falls back to a bundled illustration when it fails to load, with or without
// JavaScript (see storeImageHtml). The wrapper takes the frame's size; the image covers it.
import { fallbackImage, storeImage, storeImageHtml } from "../../stores/store-view.ts";
import type { StoreJson } from "../../api/store.ts";

interface Props {
  store: Pick<StoreJson, "id" | "imageUrl">;
  alt?: string;
  className?: string;
  imageClassName?: string;
  /** The page's main image: loaded eagerly at high priority instead of lazily. */
  eager?: boolean;
}

export default function StoreImage({ store, alt = "", className = "", imageClassName = "", eager = false }: Props) {
  const html = storeImageHtml({
    src: storeImage(store),
    fallback: fallbackImage(store.id),
    alt,
    className: `size-full object-cover ${imageClassName}`.trim(),
    eager,
  });
  // The same string on server and client, so hydration (pending fallback pages) keeps it as is.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
