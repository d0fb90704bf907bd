import { ChevronLeft, ChevronRight, Maximize, Pause, Play } from "lucide-react";
import { ResponsivePicture, useImageSize } from "~/blocks/image/picture";
import { IMAGE_WIDTHS } from "~/blocks/image/urls";
import type { Slide } from "~/blocks/content";
import { dePresentations as t } from "~/i18n/presentations";
import { PRES_ATTR } from "./contract";

/**
 * The slide viewer (spec §2/§4 Presentation), server-rendered. Every slide is in the HTML: without
 * JavaScript they read as a list; with it (html[data-js], app.css) only the current one shows and
 * app/site-runtime/presentation.ts drives the buttons, keys, swipes, autoplay and fullscreen.
 * Slides arrive sanitised (sanitizeSlides).
 */
export function PresentationViewer({
  slides,
  title,
  slug = "",
  deepLink = false,
  headingLevel = 2,
}: {
  slides: Slide[];
  /** The presentation's name (the region's label). */
  title: string;
  slug?: string;
  /** The page's own viewer: #3 in the address opens slide 3. */
  deepLink?: boolean;
  headingLevel?: 2 | 3;
}) {
  if (slides.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground">
        {t.viewerEmpty}
      </p>
    );
  }
  const total = slides.length;
  const button =
    "inline-flex size-10 items-center justify-center rounded-md border bg-background text-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-40";
  return (
    <section
      {...{
        [PRES_ATTR.root]: slug,
        ...(deepLink ? { [PRES_ATTR.deepLink]: "" } : {}),
      }}
      aria-roledescription={t.label}
      aria-label={title || t.label}
      className="pres w-full"
    >
      <ol className="pres-slides grid gap-6">
        {slides.map((slide, i) => (
          <SlideView
            key={slide.id}
            slide={slide}
            index={i}
            total={total}
            headingLevel={headingLevel}
          />
        ))}
      </ol>
      <div className="pres-controls mt-4 flex flex-wrap items-center justify-center gap-2 no-js:hidden print:hidden">
        <button
          type="button"
          {...{ [PRES_ATTR.prev]: "" }}
          className={button}
          aria-label={t.previous}
          title={t.previous}
          disabled
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p
          {...{ [PRES_ATTR.counter]: "" }}
          aria-live="polite"
          className="min-w-32 text-center text-sm tabular-nums text-muted-foreground"
        >
          {t.counter(1, total)}
        </p>
        <button
          type="button"
          {...{ [PRES_ATTR.next]: "" }}
          className={button}
          aria-label={t.next}
          title={t.next}
          disabled={total < 2}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          {...{ [PRES_ATTR.play]: "" }}
          className={button}
          aria-label={t.play}
          title={t.play}
          aria-pressed="false"
          disabled={total < 2}
        >
          <Play aria-hidden="true" className="pres-icon-play size-4" />
          <Pause aria-hidden="true" className="pres-icon-stop hidden size-4" />
        </button>
        <button
          type="button"
          {...{ [PRES_ATTR.fullscreen]: "" }}
          className={button}
          aria-label={t.fullscreen}
          title={t.fullscreen}
          aria-pressed="false"
        >
          <Maximize aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}

function SlideView({
  slide,
  index,
  total,
  headingLevel,
}: {
  slide: Slide;
  index: number;
  total: number;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const size = useImageSize(slide.imageUrl);
  return (
    <li
      {...{
        [PRES_ATTR.slide]: String(index + 1),
        ...(index === 0 ? { [PRES_ATTR.current]: "" } : {}),
      }}
      aria-roledescription={t.slide}
      aria-label={t.counter(index + 1, total)}
      className="pres-slide overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div
        className={`pres-slide-body grid min-h-[22rem] items-center gap-6 p-6 sm:p-10 ${slide.imageUrl ? "md:grid-cols-2" : ""}`}
      >
        <div className="min-w-0">
          <Heading className="text-[clamp(1.5rem,1.2rem+1.2vw,2.25rem)] font-bold leading-tight tracking-tight text-balance">
            {slide.title || t.slideTitle(index + 1)}
          </Heading>
          {slide.content && (
            <div
              className="prose-cms mt-4 text-lg leading-relaxed"
              dangerouslySetInnerHTML={{ __html: slide.content }}
            />
          )}
        </div>
        {slide.imageUrl && (
          // A box of its own: the picture's <source> elements must not become grid cells.
          <div className="min-w-0">
            <ResponsivePicture
              src={slide.imageUrl}
              alt={slide.title}
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
      {/* Printed, each slide is a page of its own: spec-less but expected, its number there. */}
      <p className="pres-page-number hidden px-6 pb-4 text-right text-sm text-muted-foreground print:block">
        {t.page(index + 1, total)}
      </p>
    </li>
  );
}
