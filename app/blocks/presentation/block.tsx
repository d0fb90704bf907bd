import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { z } from "zod";
import {
  presentationHref,
  presentationSlugOf,
} from "~/components/site/presentation/paths";
import { PresentationViewer } from "~/components/site/presentation/viewer";
import { dePresentations } from "~/i18n/presentations";
import { bool, field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock, type Block } from "../types";
import { usePresentationData } from "./presentation-data";

const t = dePresentations.block;

const schema = z.object({
  /** Slug (or /presentations/{slug}) of a presentation page. */
  presentation: text(""),
  showTitle: bool(true),
  showHandoutLink: bool(false),
});

export type PresentationBlockContent = z.infer<typeof schema>;

/**
 * A presentation inside a page (issue 16, beyond the spec): the same server-rendered viewer as
 * /presentations/{slug}, woken by the same lazy script; its keys work while focus is inside it.
 */
function PresentationBlock({ content, renderBlocks = () => null }: { content: PresentationBlockContent; renderBlocks?: (blocks: Block[]) => ReactNode }) {
  const loaded = usePresentationData();
  const slug = presentationSlugOf(content.presentation);
  const presentation = slug ? loaded?.[slug] : undefined;
  if (!slug)
    return (
      <p className="rounded-xl border border-dashed py-10 text-center text-muted-foreground">
        {t.missing}
      </p>
    );
  const title = presentation?.title ?? "";
  return (
    <div className="w-full">
      {content.showTitle && title && (
        <h2 className="mb-4 text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">
          {title}
        </h2>
      )}
      <PresentationViewer
        slides={presentation?.slides ?? []}
        title={title}
        slug={slug}
        headingLevel={content.showTitle && title ? 3 : 2}
        renderBlocks={renderBlocks}
      />
      {content.showHandoutLink &&
        presentation &&
        presentation.slides.length > 0 && (
          <p className="mt-3 text-center text-sm">
            <a
              href={`${presentationHref(presentation.slug)}?druck=1`}
              className="inline-flex items-center gap-2 font-medium underline underline-offset-4 hover:no-underline"
            >
              <Printer aria-hidden="true" className="size-4" />
              {dePresentations.handout}
            </a>
          </p>
        )}
    </div>
  );
}

export const block = defineBlock({
  type: "presentation",
  label: t.label,
  category: "Components",
  schema,
  fields: {
    presentation: field.text(t.presentation, { help: t.presentationHelp }),
    showTitle: field.switch(t.showTitle, { help: t.showTitleHelp }),
    showHandoutLink: field.switch(t.showHandoutLink, {
      help: t.showHandoutLinkHelp,
    }),
  },
  styleFields: BLOCK_STYLE,
  Render: PresentationBlock,
});
