import { directImage } from "~/lib/file-sharing";
import { FEATURED_ATTR } from "~/site-runtime/featured-image";
import { ResponsivePicture, useImageSize, useIsPriorityBlock } from "../image/picture";
import { FEATURED_IMAGE_WIDTH, isMediaImage, safeMediaSrc, srcSetWidths } from "../image/urls";

const CLASS = "aspect-video w-full rounded-xl object-cover";

/**
 * A blog post's featured image (blog-meta and blog-post blocks): a media library picture through
 * the responsive pipeline; a file-sharing link (Drive, Dropbox, OneDrive, SharePoint) rewritten to
 * the direct image, carrying the other link form for the site runtime to try when it fails to load
 * (app/site-runtime/featured-image.ts, which removes the figure when nothing loads).
 */
export function FeaturedImage({ src, blockId, sizes }: { src: string; blockId: string; sizes: string }) {
  const safe = safeMediaSrc(src);
  const shared = isMediaImage(safe) ? null : directImage(safe);
  const natural = useImageSize(safe);
  const priority = useIsPriorityBlock(blockId);
  if (!safe) return null;
  const box = { [FEATURED_ATTR.box]: "" };
  if (!shared) {
    return (
      <figure {...box} className="mb-6">
        <ResponsivePicture
          src={safe}
          alt=""
          width={FEATURED_IMAGE_WIDTH}
          widths={srcSetWidths(FEATURED_IMAGE_WIDTH, natural?.width)}
          sizes={sizes}
          size={natural}
          priority={priority}
          className={CLASS}
        />
      </figure>
    );
  }
  const fallback = safeMediaSrc(shared.fallback);
  return (
    <figure {...box} className="mb-6">
      <img
        src={safeMediaSrc(shared.src)}
        alt=""
        {...(fallback ? { [FEATURED_ATTR.fallback]: fallback } : {})}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        // File-sharing services answer embedded pictures more readily without a referrer.
        referrerPolicy={shared.src !== safe ? "no-referrer" : undefined}
        className={CLASS}
      />
    </figure>
  );
}
