import { createElement, type ReactNode } from "react";
import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import {
  ASPECT_RATIO_LABELS,
  BUTTON_VARIANTS,
  BUTTON_VARIANT_LABELS,
  MEDIA_ALIGNMENT_LABELS,
  MEDIA_HEIGHTS,
  MEDIA_HEIGHT_LABELS,
  TARGETS,
  TARGET_LABELS,
  VIDEO_WIDTHS,
  VIDEO_WIDTH_LABELS,
  bool,
  clampedNumber,
  field,
  oneOf,
  text,
} from "../fields";
import { ASPECT_RATIOS, MEDIA_ALIGNMENTS, lengthText } from "../image/media";
import { ResponsivePicture, useImageSize, useIsPriorityBlock } from "../image/picture";
import { imageSrcSet, imageUrl, isMediaImage, safeMediaSrc } from "../image/urls";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock, type SeoHeadingSource } from "../types";
import { plainText } from "~/lib/plain-text";
import { str, tagLevel } from "../hook-helpers";
import { EDIT_FIELD_ATTR, useEditable } from "../editable";
import { EditableText } from "../editable-text";

/** A word that starts with a one- or two-letter part and a hyphen: "C-Teile", "E-Mail", "IT-Service". */
const SHORT_PREFIX = /(?<![\p{L}\p{N}-])(\p{L}{1,2}-\p{L}+)/gu;

/**
 * A hero title with "C-Teile"-like words held together: a line must not end in a lone "C-"
 * (browsers may break after any hyphen). The rest of the title wraps as app.css says (.hero-title).
 */
export function keepShortPrefixes(title: string): ReactNode {
  const parts = title.split(SHORT_PREFIX);
  if (parts.length === 1) return title;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

const TITLE_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "div"] as const;
const SUBTITLE_TAGS = ["h2", "h3", "h4", "h5", "h6", "div"] as const;
const HEADING_TAG_LABELS = { h1: "H1", h2: "H2", h3: "H3", h4: "H4", h5: "H5", h6: "H6", div: "Keine Überschrift (div)" } as const;
const LINK_TYPES = ["internal", "external"] as const;

const heroButton = z.object({
  text: text("Mehr erfahren"),
  variant: oneOf(BUTTON_VARIANTS, "default"),
  href: text("/kontakt"),
  linkType: oneOf(LINK_TYPES, "internal"),
  target: oneOf(TARGETS, "_self"),
});

const schema = z.object({
  title: text("Willkommen"),
  titleHTag: oneOf(TITLE_TAGS, "h1"),
  subtitle: text(""),
  subtitleHTag: oneOf(SUBTITLE_TAGS, "h3"),
  backgroundImage: text(""),
  /** Spec §5: at most 2 buttons. */
  buttons: z
    .array(heroButton)
    .transform((b) => b.slice(0, 2))
    .default([]),
  /** Spec §5/§9: 0–100 in steps of 5, default 40; only used with a background image. */
  overlayOpacity: clampedNumber(0, 100, 40).transform((v) => Math.round(v / 5) * 5),
  isH1: bool(true),
  /**
   * Background video (spec §3 hero video fields): a file from our own site plays muted behind the
   * text; addresses on other hosts (YouTube, Vimeo, CDNs) are not played as a background (that
   * would contact them without consent), the background image or poster shows instead. Size and alignment
   * fields are kept for the editor; a background always covers the hero.
   */
  videoSrc: text(""),
  videoPoster: text(""),
  videoControls: bool(false),
  videoAutoplay: bool(true),
  videoLoop: bool(true),
  videoMuted: bool(true),
  videoWidth: lengthText("full"),
  videoHeight: lengthText("auto"),
  videoCustomWidth: lengthText(""),
  videoCustomHeight: lengthText(""),
  videoAspectRatio: oneOf(ASPECT_RATIOS, "16:9"),
  videoAlign: oneOf(MEDIA_ALIGNMENTS, "center"),
});

/** Spec §9: hero images at 1920 with a 640/1024/1920 srcset, as wide as the window. */
export const HERO_WIDTHS = [640, 1024, 1920] as const;
export const HERO_WIDTH = 1920;
export const HERO_SIZES = "100vw";

/** The hero's picture source (background image or video poster), or "" for none or an unsafe one. */
export function heroImage(src: string): string {
  return safeMediaSrc(src);
}

/**
 * The preload hint for a hero background. A media library picture shows as AVIF in every browser
 * that has it (<picture> lists AVIF first), so the hint names exactly those files, typed: a browser
 * without AVIF skips the hint instead of fetching a file it cannot use. Any other source is one URL.
 */
export function heroPreload(src: string): { href: string; srcSet: string; sizes: string; type?: string } | null {
  const safe = heroImage(src);
  if (!safe) return null;
  if (!isMediaImage(safe)) return { href: safe, srcSet: "", sizes: "" };
  return { href: imageUrl(safe, HERO_WIDTH, "avif"), srcSet: imageSrcSet(safe, HERO_WIDTHS, "avif"), sizes: HERO_SIZES, type: "image/avif" };
}

/**
 * The self-hosted background video, or null. Only files from our own site qualify: anything on
 * another host would be fetched from a third party on page load, without the visitor's consent.
 */
export function heroVideo(src: string): string | null {
  const safe = safeMediaSrc(src);
  return safe.startsWith("/") ? safe : null;
}

export type HeroContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "hero",
  label: "Hero-Sektion",
  category: "Layout",
  schema,
  fields: {
    title: field.text("Titel"),
    titleHTag: field.select("Überschrift-Ebene des Titels", TITLE_TAGS, HEADING_TAG_LABELS, { help: "Gilt, wenn „Titel als H1“ aus ist." }),
    subtitle: field.multiline("Untertitel"),
    subtitleHTag: field.select("Überschrift-Ebene des Untertitels", SUBTITLE_TAGS, HEADING_TAG_LABELS),
    backgroundImage: field.image("Hintergrundbild"),
    buttons: field.list(
      "Schaltflächen",
      "Schaltfläche",
      {
        text: field.text("Beschriftung"),
        variant: field.select("Variante", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
        href: field.link("Link"),
        linkType: field.select("Linkart", LINK_TYPES, { internal: "Intern", external: "Extern" }, { help: "Extern öffnet in einem neuen Tab." }),
        target: field.select("Öffnen", TARGETS, TARGET_LABELS),
      },
      { maxItems: 2 },
    ),
    overlayOpacity: field.number("Abdunklung", 0, 100, { step: 5, unit: "%", help: "Nur mit Hintergrundbild oder -video wirksam" }),
    isH1: field.switch("Titel als H1", { help: "Pro Seite ist nur eine H1-Überschrift erlaubt." }),
    videoSrc: field.asset("Hintergrundvideo", ["video/*"], { help: "Nur Dateien der eigenen Website werden abgespielt." }),
    videoPoster: field.image("Vorschaubild des Videos"),
    videoControls: field.switch("Steuerelemente anzeigen"),
    videoAutoplay: field.switch("Automatisch abspielen"),
    videoLoop: field.switch("Wiederholen"),
    videoMuted: field.switch("Stumm"),
    videoWidth: field.select("Videobreite", VIDEO_WIDTHS, VIDEO_WIDTH_LABELS),
    videoHeight: field.select("Videohöhe", MEDIA_HEIGHTS, MEDIA_HEIGHT_LABELS),
    videoCustomWidth: field.text("Eigene Videobreite", { help: "z. B. 640px oder 80%" }),
    videoCustomHeight: field.text("Eigene Videohöhe", { help: "z. B. 360px" }),
    videoAspectRatio: field.select("Seitenverhältnis des Videos", ASPECT_RATIOS, ASPECT_RATIO_LABELS),
    videoAlign: field.select("Ausrichtung des Videos", MEDIA_ALIGNMENTS, MEDIA_ALIGNMENT_LABELS),
  },
  styleFields: BLOCK_STYLE,
  hooks: {
    seo: (stored) => {
      const headings: SeoHeadingSource[] = [];
      // Same choice as Render: isH1 (default true) forces h1; an h1 tag without it becomes h2.
      const isH1 = stored.isH1 !== false;
      const titleTag = isH1 ? 1 : (tagLevel(stored.titleHTag) ?? (str(stored.titleHTag) === "div" ? null : 1));
      const title = typeof stored.title === "string" ? stored.title : "Willkommen";
      if (titleTag !== null) {
        headings.push({
          level: isH1 ? 1 : titleTag === 1 ? 2 : titleTag,
          text: plainText(title),
          setLevel: (current, next) => ({ ...current, isH1: next === 1, titleHTag: `h${next}` }),
        });
      }
      // The schema falls back to h3 for anything but h2–h6 or div.
      const subtitleTag = tagLevel(stored.subtitleHTag);
      const subtitleLevel = stored.subtitleHTag === "div" ? null : subtitleTag !== null && subtitleTag >= 2 ? subtitleTag : 3;
      if (str(stored.subtitle) !== "" && subtitleLevel !== null) {
        headings.push({
          level: subtitleLevel,
          text: plainText(str(stored.subtitle)),
          minLevel: 2,
          setLevel: (current, next) => ({ ...current, subtitleHTag: `h${next}` }),
        });
      }
      const buttons: unknown[] = Array.isArray(stored.buttons) ? stored.buttons : [];
      const links = buttons.map((b) => (b && typeof b === "object" ? str((b as Record<string, unknown>).href).trim() : "")).filter(Boolean);
      return { headings, links };
    },
    shareImage: (content) => content.backgroundImage,
    preloadImage: (content) => {
      // A self-hosted background video shows instead of the image; its poster is not worth a preload.
      if (heroVideo(content.videoSrc)) return null;
      return heroPreload(content.backgroundImage);
    },
  },
  Render: function HeroBlock({ block, content }) {
    const titleTag = content.isH1 ? "h1" : content.titleHTag === "h1" ? "h2" : content.titleHTag;
    const image = heroImage(content.backgroundImage) || heroImage(content.videoPoster);
    const natural = useImageSize(image);
    const priority = useIsPriorityBlock(block.id);
    const video = heroVideo(content.videoSrc);
    const hasMedia = image !== "" || video !== null;
    // A background video that starts by itself is transparent until its first frame: the picture
    // beneath is its poster, in the size and format this browser needs. A video waiting for a
    // click needs the poster attribute (one URL: the 1920 WebP, which every current browser shows).
    const pictureBehind = image !== "" && (!video || content.videoAutoplay);
    const poster = video && !content.videoAutoplay && image ? imageUrl(image, HERO_WIDTH, "webp") : undefined;
    const editable = useEditable();
    return (
      <section
        className={cn(
          "relative isolate overflow-hidden rounded-xl px-6 py-20 text-white sm:px-12 sm:py-28",
          !hasMedia && "bg-[linear-gradient(135deg,#0f172a_0%,#1e3a5f_55%,var(--primary)_130%)]",
          hasMedia && "bg-slate-900",
        )}
      >
        {pictureBehind && (
          // At the top of the page it is preloaded from the document head too (app/routes/site/meta.ts).
          <ResponsivePicture
            src={image}
            alt=""
            width={HERO_WIDTH}
            widths={HERO_WIDTHS}
            sizes={HERO_SIZES}
            size={natural}
            priority={priority}
            className="absolute inset-0 -z-20 size-full object-cover"
          />
        )}
        {video && (
          <video
            src={video}
            poster={poster}
            autoPlay={content.videoAutoplay}
            loop={content.videoLoop}
            // Browsers play automatically only without sound.
            muted={content.videoMuted || content.videoAutoplay}
            controls={content.videoControls}
            playsInline
            preload={content.videoAutoplay ? "auto" : "metadata"}
            aria-hidden={content.videoControls ? undefined : true}
            className="absolute inset-0 -z-20 size-full object-cover"
          />
        )}
        {hasMedia && <div className="absolute inset-0 -z-10 bg-black" style={{ opacity: content.overlayOpacity / 100 }} />}
        <div className="mx-auto max-w-3xl text-center">
          {createElement(
            titleTag,
            { ...editable("title"), className: "hero-title text-[clamp(2rem,1.4rem+2.6vw,3.5rem)] font-bold leading-tight tracking-tight" },
            // Edited in place as the plain text it is; shown with its short prefixes kept whole.
            editable("title")[EDIT_FIELD_ATTR] ? content.title : keepShortPrefixes(content.title),
          )}
          {content.subtitle &&
            createElement(
              content.subtitleHTag,
              { ...editable("subtitle"), className: "mx-auto mt-5 max-w-2xl text-lg font-normal leading-relaxed text-white/85 sm:text-xl" },
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
                  <EditableText path={`buttons.${i}.text`}>{button.text}</EditableText>
                </SmartLink>
              ))}
            </div>
          )}
        </div>
      </section>
    );
  },
});
