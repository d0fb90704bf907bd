import { Printer } from "lucide-react";
import { ResponsivePicture } from "~/blocks/image/picture";
import { IMAGE_WIDTHS } from "~/blocks/image/urls";
import type { ShownSlide } from "~/blocks/slide/shown";
import { dePresentations as t } from "~/i18n/presentations";
import { PRES_ATTR } from "./contract";
import { presentationHref } from "./paths";

/** A slide of the handout: its blocks already rendered to static HTML by the server (no registry here). */
export type HandoutSlide = Omit<ShownSlide, "blocks"> & { html: string };

/**
 * The handout (/presentations/{slug}?druck=1): every slide on a page of its own, with the company
 * name and the page number, images loaded eagerly so the print has them. On screen it reads as a
 * stack of pages; app.css's print rules give each its own sheet.
 */
export function PresentationHandout({
  title,
  slug,
  slides,
  siteName,
}: {
  title: string;
  slug: string;
  slides: HandoutSlide[];
  siteName: string;
}) {
  const total = slides.length;
  return (
    <div className="pres-handout mx-auto max-w-4xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h1 className="text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance">
          {title}
        </h1>
        <div className="flex items-center gap-4 text-sm">
          <a
            href={presentationHref(slug)}
            className="font-medium underline underline-offset-4 hover:no-underline"
          >
            {t.backToViewer}
          </a>
          <button
            type="button"
            {...{ [PRES_ATTR.print]: "" }}
            className="inline-flex items-center gap-2 rounded-md bg-primary px-3 py-2 font-medium text-primary-foreground no-js:hidden"
          >
            <Printer aria-hidden="true" className="size-4" />
            {t.print}
          </button>
        </div>
      </div>
      {total === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{t.noSlides}</p>
      ) : (
        <ol className="grid gap-8">
          {slides.map((slide, i) => (
            <li
              key={slide.id}
              className="pres-handout-page flex flex-col rounded-xl border bg-card p-8 text-card-foreground shadow-sm"
            >
              <p className="flex justify-between border-b pb-2 text-sm text-muted-foreground">
                <span>{siteName}</span>
                <span>{title}</span>
              </p>
              <div className="flex-1 py-6">
                <h2 className="text-2xl font-bold leading-tight">
                  {slide.title || t.slideTitle(i + 1)}
                </h2>
                {slide.imageUrl && (
                  <ResponsivePicture
                    src={slide.imageUrl}
                    alt={slide.title}
                    width={1280}
                    widths={IMAGE_WIDTHS}
                    sizes="(min-width: 896px) 832px, 100vw"
                    priority
                    className="pres-handout-image mt-4 h-auto max-h-[24rem] w-full rounded-lg object-contain"
                  />
                )}
                {slide.html && (
                  <div
                    className="mt-4 leading-relaxed"
                    dangerouslySetInnerHTML={{ __html: slide.html }}
                  />
                )}
              </div>
              <p className="border-t pt-2 text-right text-sm text-muted-foreground">
                {t.page(i + 1, total)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
