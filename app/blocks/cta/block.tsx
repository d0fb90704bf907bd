import type { CSSProperties } from "react";
import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BUTTON_VARIANTS, BUTTON_VARIANT_LABELS, field, hexColor, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { seoLinks } from "../hook-helpers";
import { useEditable } from "../editable";
import { EditableText } from "../editable-text";

const CTA_VARIANTS = ["centered", "split"] as const;

const schema = z.object({
  title: text("Bereit für den nächsten Schritt?"),
  description: text("Sprechen Sie mit uns – wir beraten Sie gern unverbindlich."),
  primaryButtonText: text("Kontakt aufnehmen"),
  /** Spec §3: the primary button links to /kontakt unless told otherwise. */
  primaryButtonLink: text("/kontakt"),
  primaryButtonVariant: oneOf(BUTTON_VARIANTS, "default"),
  /** Spec §5: custom colours apply only as #rrggbb. */
  primaryButtonColor: hexColor(),
  secondaryButtonText: text(""),
  secondaryButtonLink: text(""),
  secondaryButtonVariant: oneOf(BUTTON_VARIANTS, "outline"),
  secondaryButtonColor: hexColor(),
  /** "centered" or "split"; any other value is shown centered. */
  variant: oneOf(CTA_VARIANTS, "centered"),
  backgroundColor: hexColor(),
});

export type CtaContent = z.infer<typeof schema>;

/**
 * A custom colour (#rrggbb only) is handed to the button as --cta-color on a wrapper: it fills a
 * filled button (white text) and colours the text and border of an outline/ghost/link button.
 */
function colourClass(variant: (typeof BUTTON_VARIANTS)[number]) {
  if (variant === "outline") return "border-[var(--cta-color)] text-[var(--cta-color)] hover:text-[var(--cta-color)]";
  if (variant === "ghost" || variant === "link") return "text-[var(--cta-color)] hover:text-[var(--cta-color)]";
  return "border border-[var(--cta-color)] bg-[var(--cta-color)] text-white hover:bg-[var(--cta-color)] hover:opacity-90";
}

function CtaButton(props: { text: string; path: string; href: string; variant: (typeof BUTTON_VARIANTS)[number]; colour: string }) {
  const link = (
    <SmartLink href={props.href} className={cn(buttonVariants({ variant: props.variant, size: "lg" }), "w-full sm:w-auto", props.colour && colourClass(props.variant))}>
      <EditableText path={props.path}>{props.text}</EditableText>
    </SmartLink>
  );
  if (!props.colour) return link;
  return (
    <span className="contents" style={{ "--cta-color": props.colour } as CSSProperties}>
      {link}
    </span>
  );
}

/** True for a #rrggbb colour on which dark text would be hard to read (WCAG relative luminance). */
export function isDarkColour(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = m.slice(1).map((x) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.18;
}

export const block = defineBlock({
  type: "cta",
  label: "Call-to-Action",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    description: field.multiline("Beschreibung"),
    primaryButtonText: field.text("Text der ersten Schaltfläche"),
    primaryButtonLink: field.link("Link der ersten Schaltfläche", { help: "Leer: /kontakt" }),
    primaryButtonVariant: field.select("Variante der ersten Schaltfläche", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
    primaryButtonColor: field.colour("Farbe der ersten Schaltfläche"),
    secondaryButtonText: field.text("Text der zweiten Schaltfläche", { help: "Leer: keine zweite Schaltfläche" }),
    secondaryButtonLink: field.link("Link der zweiten Schaltfläche"),
    secondaryButtonVariant: field.select("Variante der zweiten Schaltfläche", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
    secondaryButtonColor: field.colour("Farbe der zweiten Schaltfläche"),
    variant: field.select("Darstellung", CTA_VARIANTS, { centered: "Zentriert", split: "Geteilt" }),
    backgroundColor: field.colour("Hintergrundfarbe"),
  },
  styleFields: BLOCK_STYLE,
  hooks: { seo: seoLinks("primaryButtonLink", "secondaryButtonLink") },
  Render: function CtaBlock({ content }) {
    const editable = useEditable();
    const split = content.variant === "split";
    const dark = isDarkColour(content.backgroundColor);
    const buttons = [
      content.primaryButtonText && { text: content.primaryButtonText, path: "primaryButtonText", href: content.primaryButtonLink || "/kontakt", variant: content.primaryButtonVariant, colour: content.primaryButtonColor },
      content.secondaryButtonText && { text: content.secondaryButtonText, path: "secondaryButtonText", href: content.secondaryButtonLink, variant: content.secondaryButtonVariant, colour: content.secondaryButtonColor },
    ].filter((b) => !!b);
    return (
      <section
        className={cn(
          "rounded-xl border border-border px-6 py-10 sm:px-10 sm:py-14",
          !content.backgroundColor && "bg-muted",
          dark && "border-transparent text-white",
          split ? "flex flex-col gap-6 md:flex-row md:items-center md:justify-between" : "text-center",
        )}
        style={{ backgroundColor: content.backgroundColor || undefined }}
      >
        <div className={cn(split ? "max-w-2xl" : "mx-auto max-w-2xl")}>
          {content.title && <h2 {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>}
          {content.description && <p {...editable("description")} className={cn("mt-3 text-lg leading-relaxed", dark ? "text-white/85" : "text-muted-foreground")}>{content.description}</p>}
        </div>
        {buttons.length > 0 && (
          <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", split ? "shrink-0" : "mt-8 justify-center")}>
            {buttons.map((b, i) => (
              <CtaButton key={i} {...b} />
            ))}
          </div>
        )}
      </section>
    );
  },
});
