import { ChevronLeft, ChevronRight, Maximize, Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { SlideBody } from "~/blocks/slide/slide-body";
import type { ShownSlide } from "~/blocks/slide/shown";
import type { Block } from "~/blocks/types";
import { dePresentations as t } from "~/i18n/presentations";
import { PRES_ATTR } from "./contract";

/**
 * The slide viewer (spec §2/§4 Presentation), server-rendered. Every slide is in the HTML: without
 * JavaScript they read as a list; with it (html[data-js], app.css) only the current one shows and
 * app/site-runtime/presentation.ts drives the buttons, keys, swipes, autoplay and fullscreen.
 * Slides arrive sanitised (their blocks through sanitizeBlocks, read by shownSlides); each shows
 * the slide block's SlideBody, its slot's blocks rendered by `renderBlocks` (the page's BlockList:
 * passed in, so this module needs no registry and the 'Präsentation' block no import cycle).
 */
export function PresentationViewer({
  slides,
  title,
  slug = "",
  deepLink = false,
  headingLevel = 2,
  renderBlocks,
}: {
  slides: ShownSlide[];
  renderBlocks: (blocks: Block[]) => ReactNode;
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
            renderBlocks={renderBlocks}
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
  renderBlocks,
}: {
  slide: ShownSlide;
  index: number;
  total: number;
  headingLevel: 2 | 3;
  renderBlocks: (blocks: Block[]) => ReactNode;
}) {
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
      <SlideBody title={slide.title} imageUrl={slide.imageUrl} index={index} headingLevel={headingLevel}>
        {slide.blocks.length > 0 ? renderBlocks(slide.blocks) : null}
      </SlideBody>
      {/* Printed, each slide is a page of its own: spec-less but expected, its number there. */}
      <p className="pres-page-number hidden px-6 pb-4 text-right text-sm text-muted-foreground print:block">
        {t.page(index + 1, total)}
      </p>
    </li>
  );
}
