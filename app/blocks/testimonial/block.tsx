import { z } from "zod";
import { safeHref } from "~/lib/links";
import { cn } from "~/lib/utils";
import { field, oneOf, text } from "../fields";
import { ResponsivePicture } from "../image/picture";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { EditableText } from "../editable-text";

const LAYOUTS = ["default", "centered", "horizontal"] as const;

const schema = z.object({
  quote: text("Die Zusammenarbeit war von Anfang an zuverlässig, schnell und partnerschaftlich."),
  author: text("Maria Schneider"),
  position: text("Geschäftsführerin, Beispiel GmbH"),
  photo: text(""),
  layout: oneOf(LAYOUTS, "default"),
});

export type TestimonialContent = z.infer<typeof schema>;

/** Photos only from the site itself or http(s); everything else (javascript:, data:, //host) is dropped. */
export function photoSrc(photo: string): string {
  const url = safeHref(photo);
  return url.startsWith("/") || /^https?:\/\//i.test(url) ? url : "";
}

/** The photo is at most 112 px wide (horizontal layout): the smallest variant, 640, is plenty. */
const PHOTO_WIDTH = 640;
const PHOTO_SIZE = 64;

export const block = defineBlock({
  type: "testimonial",
  label: "Kundenstimme",
  category: "Components",
  schema,
  fields: {
    quote: field.multiline("Zitat"),
    author: field.text("Name"),
    position: field.text("Position"),
    photo: field.image("Foto"),
    layout: field.select("Darstellung", LAYOUTS, { default: "Standard", centered: "Zentriert", horizontal: "Nebeneinander" }),
  },
  styleFields: BLOCK_STYLE,
  Render: function TestimonialBlock({ content }) {
    const editable = useEditable();
    const { layout } = content;
    const src = photoSrc(content.photo);
    const initials = content.author
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("");
    // The name is written next to the photo, so the photo itself is decorative (alt="").
    const avatar = src ? (
      <ResponsivePicture
        src={src}
        alt=""
        width={PHOTO_WIDTH}
        widths={[PHOTO_WIDTH]}
        sizes={layout === "horizontal" ? "(min-width: 768px) 112px, 96px" : "64px"}
        size={{ width: PHOTO_SIZE, height: PHOTO_SIZE }}
        className="size-16 shrink-0 rounded-full object-cover"
      />
    ) : initials ? (
      <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary-strong">
        {initials}
      </span>
    ) : null;
    const person = (content.author || content.position) && (
      <figcaption className={cn("flex items-center gap-4", layout === "centered" && "flex-col gap-3")}>
        {layout !== "horizontal" && avatar}
        <span className="flex flex-col">
          {content.author && <span {...editable("author")} className="font-semibold">{content.author}</span>}
          {content.position && <span {...editable("position")} className="text-sm text-muted-foreground">{content.position}</span>}
        </span>
      </figcaption>
    );
    // figcaption must be a direct child of figure (HTML): quote and caption sit side by side with the
    // photo through a grid, not inside a wrapper.
    return (
      <figure
        className={cn(
          "flex flex-col gap-6 rounded-xl border border-border bg-card p-6 sm:p-8",
          layout === "centered" && "mx-auto max-w-2xl items-center text-center",
          layout === "horizontal" && avatar && "md:grid md:grid-cols-[auto_minmax(0,1fr)] md:items-center md:gap-x-8",
        )}
      >
        {layout === "horizontal" && avatar && <div className="shrink-0 md:row-span-2 [&>*]:size-24 [&_img]:size-24 md:[&>*]:size-28 md:[&_img]:size-28">{avatar}</div>}
        <blockquote className="text-lg leading-relaxed text-pretty sm:text-xl">
          <p>
            „<EditableText path="quote">{content.quote}</EditableText>“
          </p>
        </blockquote>
        {person}
      </figure>
    );
  },
});
