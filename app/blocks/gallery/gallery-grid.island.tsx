import { useEffect, useReducer, useRef, type CSSProperties, type MouseEvent } from "react";
import { deGallery } from "./strings";
import { cn } from "~/lib/utils";
import { ResponsivePicture } from "../image/picture";
import { scaleToHeight, srcSetWidths } from "../image/urls";
import { EDIT_FIELD_ATTR } from "../editable";
import { island } from "../island";
import { Lightbox, lightboxHref, lightboxReducer, type LightboxImage } from "./lightbox";

/** Spec §9: grid pictures at 1024, srcset up to 1280 (one column fills up to 1280 px). */
const GRID_WIDTH = 1024;
const GRID_MAX_WIDTH = 1280;

/** Spec §9: 1 column on mobile (< 768 px), at most 2 up to 1024 px, the chosen count above. */
const COLUMN_CLASSES: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 md:grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-1 md:grid-cols-2 lg:grid-cols-5",
  6: "grid-cols-1 md:grid-cols-2 lg:grid-cols-6",
};

export function gridColumnClasses(columns: number): string {
  return COLUMN_CLASSES[columns] ?? COLUMN_CLASSES[3];
}

export function gallerySizes(columns: number): string {
  if (columns <= 1) return "(max-width: 1280px) 100vw, 1280px";
  const wide = Math.ceil(100 / columns);
  return `(max-width: 767px) 100vw, (max-width: 1023px) 50vw, ${wide}vw`;
}

export interface GalleryGridProps {
  images: LightboxImage[];
  columns: number;
  gap: number;
  height: number;
  fit: CSSProperties["objectFit"];
  textSpacing: number;
  captionStyle: CSSProperties;
  lightbox: boolean;
  /** Edit mode only: the content path of each image's caption (app/blocks/editable.ts). */
  captionPaths?: string[];
}

function GalleryGridIsland({ images, columns, gap, height, fit, textSpacing, captionStyle, lightbox, captionPaths }: GalleryGridProps) {
  const [state, dispatch] = useReducer(lightboxReducer, { index: null, zoomed: false });
  const trigger = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Focus goes back to the image that opened the lightbox.
  useEffect(() => {
    if (state.index !== null) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      trigger.current?.focus();
    }
  }, [state.index]);

  function open(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // Without JavaScript the link simply opens the image itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    trigger.current = event.currentTarget;
    dispatch({ type: "open", index });
  }

  return (
    <>
      <ul role="list" className={cn("grid list-none p-0", gridColumnClasses(columns))} style={{ gap: `${gap}px` }}>
        {images.map((image, i) => {
          const label = image.alt || image.caption || deGallery.imageFallback(i + 1);
          const natural = image.width && image.height ? { width: image.width, height: image.height } : null;
          const img = (
            <ResponsivePicture
              src={image.url}
              alt={image.alt}
              width={GRID_WIDTH}
              widths={srcSetWidths(GRID_MAX_WIDTH, natural?.width)}
              sizes={gallerySizes(columns)}
              size={natural ? scaleToHeight(natural, height) : { height }}
              className="block w-full rounded-lg bg-muted transition-transform duration-300 group-hover:scale-[1.02]"
              style={{ height: `${height}px`, objectFit: fit }}
            />
          );
          return (
            <li key={i} className="m-0">
              <figure className="m-0">
                {lightbox ? (
                  <a
                    href={lightboxHref(image.url)}
                    onClick={(event) => open(event, i)}
                    aria-label={deGallery.openImage(label)}
                    aria-haspopup="dialog"
                    className="group block overflow-hidden rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {img}
                  </a>
                ) : (
                  <div className="overflow-hidden rounded-lg">{img}</div>
                )}
                {image.caption && (
                  <figcaption
                    {...(captionPaths?.[i] ? { [EDIT_FIELD_ATTR]: captionPaths[i] } : {})}
                    className="text-sm text-muted-foreground"
                    style={{ marginTop: `${textSpacing}px`, ...captionStyle }}
                  >
                    {image.caption}
                  </figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
      {lightbox && <Lightbox images={images} state={state} dispatch={dispatch} />}
    </>
  );
}

/** Hydrated in the browser as an island (app/blocks/island.tsx) for the lightbox. */
export const GalleryGrid = island("gallery/gallery-grid", GalleryGridIsland);
