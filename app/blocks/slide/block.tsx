import { z } from "zod";
import { dePresentations } from "~/i18n/presentations";
import { field, text } from "../fields";
import { safeMediaSrc } from "../image/urls";
import { defineBlock } from "../types";
import { SLIDE_SLOT, SLIDE_TITLE_MAX, SLIDE_TYPE } from "./names";
import { SlideBody } from "./slide-body";

const schema = z.object({
  /** Plain text; the viewer shows 'Folie n' when it is empty. */
  title: z.string().trim().max(SLIDE_TITLE_MAX, dePresentations.titleTooLong(SLIDE_TITLE_MAX)).default(""),
  /** A media address (checked by safeMediaSrc when rendered); "" = no image. */
  imageUrl: text(""),
});

export type SlideContent = z.infer<typeof schema>;

/**
 * One slide of a presentation (spec §3 Presentation): a presentation page's content is a list of
 * these. Title and image are its content, its rich content the blocks in its slot (SLIDE_SLOT).
 * The viewer (app/components/site/presentation/viewer.tsx) shows the same SlideBody in its list;
 * on its own a slide renders as one card. Only presentations hold slides: the page builder's
 * element library does not offer it.
 */
export const block = defineBlock({
  type: SLIDE_TYPE,
  label: dePresentations.slide,
  category: "Components",
  library: false,
  schema,
  slots: { [SLIDE_SLOT]: { label: dePresentations.slideContentSlot } },
  fields: {
    title: field.text(dePresentations.slideTitleField),
    imageUrl: field.image(dePresentations.slideImageField),
  },
  styleFields: [],
  hooks: {
    // What the viewer shows: the title as the slide's H2 (the presentation's title is the H1).
    seo: (stored) => {
      const title = typeof stored.title === "string" ? stored.title.trim() : "";
      return { headings: title ? [{ level: 2, text: title, minLevel: 2, setLevel: (current) => current }] : [] };
    },
  },
  Render: function Slide({ content, renderSlot }) {
    return (
      <div className="pres-slide overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
        <SlideBody title={content.title} imageUrl={safeMediaSrc(content.imageUrl)} index={0} headingLevel={2}>
          {renderSlot(SLIDE_SLOT)}
        </SlideBody>
      </div>
    );
  },
});
