import { createElement } from "react";
import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BUTTON_VARIANTS, bool, clampedNumber, oneOf, text } from "../fields";
import { defineBlock } from "../types";

const heroButton = z.object({
  text: text("Mehr erfahren"),
  variant: oneOf(BUTTON_VARIANTS, "default"),
  href: text("/kontakt"),
  linkType: oneOf(["internal", "external"] as const, "internal"),
  target: oneOf(["_self", "_blank"] as const, "_self"),
});

const schema = z.object({
  title: text("Willkommen"),
  titleHTag: oneOf(["h1", "h2", "h3", "h4", "h5", "h6", "div"] as const, "h1"),
  subtitle: text(""),
  subtitleHTag: oneOf(["h2", "h3", "h4", "h5", "h6", "div"] as const, "h3"),
  backgroundImage: text(""),
  /** Spec §5: at most 2 buttons. */
  buttons: z
    .array(heroButton)
    .transform((b) => b.slice(0, 2))
    .default([]),
  /** Spec §5/§9: 0–100 in steps of 5, default 40; only used with a background image. */
  overlayOpacity: clampedNumber(0, 100, 40).transform((v) => Math.round(v / 5) * 5),
  isH1: bool(true),
});

export type HeroContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "hero",
  label: "Hero-Sektion",
  category: "Layout",
  icon: "panel-top",
  schema,
  Render: ({ content }) => {
    const titleTag = content.isH1 ? "h1" : content.titleHTag === "h1" ? "h2" : content.titleHTag;
    const hasImage = content.backgroundImage !== "";
    return (
      <section
        className={cn(
          "relative isolate overflow-hidden rounded-xl px-6 py-20 text-white sm:px-12 sm:py-28",
          !hasImage && "bg-[linear-gradient(135deg,#0f172a_0%,#1e3a5f_55%,var(--primary)_130%)]",
        )}
      >
        {hasImage && (
          <>
            <img
              src={content.backgroundImage}
              alt=""
              className="absolute inset-0 -z-20 size-full object-cover"
              fetchPriority="high"
              decoding="async"
            />
            <div className="absolute inset-0 -z-10 bg-black" style={{ opacity: content.overlayOpacity / 100 }} />
          </>
        )}
        <div className="mx-auto max-w-3xl text-center">
          {createElement(
            titleTag,
            { className: "text-[clamp(2rem,1.4rem+2.6vw,3.5rem)] font-bold leading-tight tracking-tight text-balance" },
            content.title,
          )}
          {content.subtitle &&
            createElement(
              content.subtitleHTag,
              { className: "mx-auto mt-5 max-w-2xl text-lg font-normal leading-relaxed text-white/85 sm:text-xl" },
              content.subtitle,
            )}
          {content.buttons.length > 0 && (
            <div className="mt-9 flex flex-wrap items-center justify-center gap-3">
              {content.buttons.map((button, i) => (
                <SmartLink
                  key={i}
                  href={button.href}
                  target={button.linkType === "external" ? "_blank" : "_self"}
                  className={cn(
                    buttonVariants({ variant: button.variant, size: "lg" }),
                    button.variant === "outline" && "border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white",
                  )}
                >
                  {button.text}
                </SmartLink>
              ))}
            </div>
          )}
        </div>
      </section>
    );
  },
});
