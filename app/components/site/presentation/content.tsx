import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import type { ShownSlide } from "~/blocks/slide/shown";
import type { Block } from "~/blocks/types";
import { dePresentations as t } from "~/i18n/presentations";
import { presentationHref } from "./paths";
import { PresentationViewer } from "./viewer";

/**
 * The content renderer for a presentation (spec §2): its title as the page's H1, then the viewer,
 * which answers the address's #n; without slides 'Keine Folien verfügbar.'.
 */
export function PresentationContent({
  title,
  slug,
  slides,
  renderBlocks,
}: {
  title: string;
  slug?: string;
  slides: ShownSlide[];
  renderBlocks: (blocks: Block[]) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h1 className="text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance">
          {title}
        </h1>
        {slug && slides.length > 0 && (
          <a
            href={`${presentationHref(slug)}?druck=1`}
            className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4 hover:no-underline"
          >
            <Printer aria-hidden="true" className="size-4" />
            {t.handout}
          </a>
        )}
      </div>
      {slides.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{t.noSlides}</p>
      ) : (
        <PresentationViewer
          slides={slides}
          title={title}
          slug={slug}
          deepLink
          renderBlocks={renderBlocks}
        />
      )}
    </div>
  );
}
