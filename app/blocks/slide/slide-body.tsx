import type { ReactNode } from "react";
import { ResponsivePicture, useImageSize } from "../image/picture";
import { IMAGE_WIDTHS } from "../image/urls";
import { dePresentations as t } from "~/i18n/presentations";

/**
 * What a slide shows (spec §2/§4 Presentation): its title (or 'Folie n'), its rich content and its
 * image beside it. The viewer wraps it in its list item; the slide block renders it on its own.
 * `imageUrl` must already be safe (safeMediaSrc).
 */
export function SlideBody({
  title,
  imageUrl,
  index,
  headingLevel,
  children,
}: {
  title: string;
  imageUrl: string;
  index: number;
  headingLevel: 2 | 3;
  /** The slide's rendered slot, or null when it is empty. */
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const size = useImageSize(imageUrl);
  return (
    <div className={`pres-slide-body grid min-h-[22rem] items-center gap-6 p-6 sm:p-10 ${imageUrl ? "md:grid-cols-2" : ""}`}>
      <div className="min-w-0">
        <Heading className="text-[clamp(1.5rem,1.2rem+1.2vw,2.25rem)] font-bold leading-tight tracking-tight text-balance">{title || t.slideTitle(index + 1)}</Heading>
        {children && <div className="mt-4 text-lg leading-relaxed">{children}</div>}
      </div>
      {imageUrl && (
        // A box of its own: the picture's <source> elements must not become grid cells.
        <div className="min-w-0">
          <ResponsivePicture
            src={imageUrl}
            alt={title}
            width={1280}
            widths={IMAGE_WIDTHS}
            sizes="(min-width: 768px) 50vw, 100vw"
            size={size}
            priority={index === 0}
            className="pres-image h-auto max-h-[28rem] w-full rounded-lg object-cover"
          />
        </div>
      )}
    </div>
  );
}
