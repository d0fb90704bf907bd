/**
 * Spec §2 post view: a featured image from a file-sharing service that does not load falls back to
 * the service's other direct link form, and when that fails too, the picture is removed instead of
 * showing a broken image. No React: part of the visitor's runtime, a few hundred bytes. The server
 * writes the markup (app/blocks/blog-meta/featured-image.tsx) with these attributes.
 */
export const FEATURED_ATTR = {
  /** The featured image's box (<figure>): removed when no link form loads. */
  box: "data-featured-image",
  /** On its <img>: the other direct link form, tried once on a load error. */
  fallback: "data-fallback-src",
} as const;

function failed(img: HTMLImageElement): void {
  const box = img.closest(`[${FEATURED_ATTR.box}]`);
  if (!box) return;
  const fallback = img.getAttribute(FEATURED_ATTR.fallback);
  if (fallback) {
    // Once only: the attribute goes, so a second error removes the box.
    img.removeAttribute(FEATURED_ATTR.fallback);
    img.removeAttribute("srcset");
    img.src = fallback;
    return;
  }
  box.remove();
}

/** Watches load errors of featured images, also of those that failed before this script ran or arrive with a live update. */
export function watchFeaturedImages(doc: Document): void {
  // Load errors do not bubble: listen in the capture phase.
  doc.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement) failed(target);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>(`[${FEATURED_ATTR.box}] img`)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) failed(img);
  }
}
