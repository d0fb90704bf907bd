import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { deGallery } from "./strings";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { ResponsivePicture } from "../image/picture";
import { IMAGE_WIDTHS, imageUrl } from "../image/urls";

export interface LightboxImage {
  url: string;
  alt: string;
  caption: string;
  /** Stored pixel size of a media library picture (width/height attributes in the grid). */
  width?: number;
  height?: number;
}

/** The lightbox shows a picture as large as the window allows. */
export const LIGHTBOX_WIDTH = 1280;

/** Where a gallery picture opens without JavaScript: the large variant (the original may be huge). */
export function lightboxHref(url: string): string {
  return imageUrl(url, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
}

/** Spec §9: lightbox zoom scale 1.5. */
export const LIGHTBOX_ZOOM = 1.5;

export interface LightboxState {
  /** null = closed. */
  index: number | null;
  zoomed: boolean;
}

export type LightboxAction =
  | { type: "open"; index: number }
  | { type: "close" }
  | { type: "next"; count: number }
  | { type: "previous"; count: number }
  | { type: "zoomIn" }
  | { type: "zoomOut" };

/** Spec §4: closed/open, current index, zoom (reset whenever another image shows). */
export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  switch (action.type) {
    case "open":
      return { index: action.index, zoomed: false };
    case "close":
      return { index: null, zoomed: false };
    case "next":
      return state.index === null || action.count === 0 ? state : { index: (state.index + 1) % action.count, zoomed: false };
    case "previous":
      return state.index === null || action.count === 0
        ? state
        : { index: (state.index - 1 + action.count) % action.count, zoomed: false };
    case "zoomIn":
      return { ...state, zoomed: true };
    case "zoomOut":
      return { ...state, zoomed: false };
  }
}

/** Spec §9 keys: Escape, arrows, +/-. */
export function lightboxKeyAction(key: string, count: number): LightboxAction | null {
  switch (key) {
    case "Escape":
      return { type: "close" };
    case "ArrowLeft":
      return { type: "previous", count };
    case "ArrowRight":
      return { type: "next", count };
    case "+":
    case "=":
      return { type: "zoomIn" };
    case "-":
    case "_":
      return { type: "zoomOut" };
    default:
      return null;
  }
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Modal image viewer. Focus moves into the dialog on open, Tab and Shift+Tab stay inside it, and the
 * element that opened it gets focus back on close (done by the owner, which knows the trigger).
 */
export function Lightbox({
  images,
  state,
  dispatch,
}: {
  images: LightboxImage[];
  state: LightboxState;
  dispatch: (action: LightboxAction) => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = state.index !== null;

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (state.index === null) return null;
  const image = images[state.index];
  if (!image) return null;
  const count = images.length;
  const label = image.alt || image.caption || deGallery.imageFallback(state.index + 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Tab") {
      const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const action = lightboxKeyAction(event.key, count);
    if (action) {
      event.preventDefault();
      dispatch(action);
    }
  }

  const control = cn(buttonVariants({ variant: "ghost", size: "icon" }), "text-white hover:bg-white/15 hover:text-white");
  const dialog = (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`${deGallery.lightboxLabel}: ${label}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Above the sticky header (z-40) and its dropdowns (z-50); see the portal below.
      className="fixed inset-0 z-[100] flex flex-col bg-black/90 text-white"
    >
      <div className="flex items-center justify-between gap-2 p-2 sm:p-4">
        <p className="px-2 text-sm text-white/80" aria-live="polite">
          {deGallery.lightboxCounter(state.index + 1, count)}
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={control}
            aria-label={state.zoomed ? deGallery.lightboxZoomOut : deGallery.lightboxZoomIn}
            aria-pressed={state.zoomed}
            onClick={() => dispatch({ type: state.zoomed ? "zoomOut" : "zoomIn" })}
          >
            {state.zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
          </button>
          <button ref={closeRef} type="button" className={control} aria-label={deGallery.lightboxClose} onClick={() => dispatch({ type: "close" })}>
            <X aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-auto px-2 sm:px-16">
        {/* No width/height here: the picture keeps its own ratio inside the window's limits. */}
        <ResponsivePicture
          key={image.url}
          src={image.url}
          alt={image.alt}
          width={LIGHTBOX_WIDTH}
          widths={IMAGE_WIDTHS}
          sizes="100vw"
          priority
          className="max-h-full max-w-full object-contain transition-transform duration-200"
          style={{ transform: state.zoomed ? `scale(${LIGHTBOX_ZOOM})` : undefined }}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(control, "absolute top-1/2 left-2 -translate-y-1/2 bg-black/40")}
              aria-label={deGallery.lightboxPrevious}
              onClick={() => dispatch({ type: "previous", count })}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(control, "absolute top-1/2 right-2 -translate-y-1/2 bg-black/40")}
              aria-label={deGallery.lightboxNext}
              onClick={() => dispatch({ type: "next", count })}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {image.caption && <p className="p-4 text-center text-sm text-white/90">{image.caption}</p>}
    </div>
  );
  // Into <body>: inside the page content any ancestor that forms a stacking context (a section's
  // transform, isolation or z-index) would cap the dialog's z-index below the sticky header.
  return typeof document === "undefined" ? dialog : createPortal(dialog, document.body);
}
