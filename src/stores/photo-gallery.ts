// The store page's photo gallery in the browser (ADR 046), a plain script with no React: the built
// strip already scrolls by touch, trackpad and keyboard (it is focusable, with CSS scroll snap) and
// its thumbnails are links to each photo. This adds Previous/Next buttons, arrow keys, Home and End,
// and keeps a thumbnail's link from jumping the whole page.

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function enhanceGallery(gallery: HTMLElement): void {
  const strip = gallery.querySelector<HTMLElement>("[data-photo-strip]");
  if (!strip) return;
  const items = [...strip.children] as HTMLElement[];
  // Positions on screen, so the strip's own scroll and its offset parent do not matter.
  const offset = (item: HTMLElement) => item.getBoundingClientRect().left - strip.getBoundingClientRect().left;
  const current = () => {
    let best = 0;
    items.forEach((item, index) => {
      if (Math.abs(offset(item)) < Math.abs(offset(items[best]!))) best = index;
    });
    return best;
  };
  const show = (index: number) => {
    const target = items[Math.max(0, Math.min(items.length - 1, index))]!;
    strip.scrollBy({ left: offset(target), behavior: reducedMotion() ? "auto" : "smooth" });
  };

  for (const button of gallery.querySelectorAll<HTMLButtonElement>("[data-photo-step]")) {
    button.addEventListener("click", () => show(current() + Number(button.dataset.photoStep)));
  }
  // The buttons take their place from the start (invisible until now), so nothing shifts.
  gallery.querySelector("[data-photo-buttons]")?.classList.remove("invisible");

  for (const link of gallery.querySelectorAll<HTMLAnchorElement>("[data-photo-index]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      show(Number(link.dataset.photoIndex));
      strip.focus({ preventScroll: true });
    });
  }

  strip.addEventListener("keydown", (event) => {
    const steps: Record<string, () => number> = {
      ArrowRight: () => current() + 1,
      ArrowLeft: () => current() - 1,
      Home: () => 0,
      End: () => items.length - 1,
    };
    const next = steps[event.key];
    if (!next) return;
    event.preventDefault();
    show(next());
  });
}

/** Every gallery on the page (the store page's script calls this once). */
export function enhanceGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-photo-gallery]")) enhanceGallery(gallery);
}
