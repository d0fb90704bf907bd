import { buildResult, isExternal, linkError, parseContent, srcError, type BuildResult, type ButtonVariant } from "~/components/admin/editor/insert/content";
import { deEditor } from "~/i18n/editor";

/** This block's insert dialog, pure side: dialog values → block content (spec §3 'Insert dialog data', §5). */

const t = deEditor.insert;

/** Spec §5/§9: at most 2 hero buttons; overlay 0–100 in steps of 5, default 40. */
export const HERO_MAX_BUTTONS = 2;
export const HERO_OVERLAY = { min: 0, max: 100, step: 5, fallback: 40 } as const;

export interface HeroButtonValues {
  text: string;
  href: string;
  variant: ButtonVariant;
}

export interface HeroValues {
  title: string;
  subtitle: string;
  backgroundImage: string;
  buttons: HeroButtonValues[];
  overlayOpacity: number;
  isH1: boolean;
}

export function heroDefaults(): HeroValues {
  const c = parseContent("hero", {});
  return { title: String(c.title), subtitle: "", backgroundImage: "", buttons: [], overlayOpacity: Number(c.overlayOpacity), isH1: c.isH1 === true };
}

export function heroButtonDefaults(): HeroButtonValues {
  return { text: "Mehr erfahren", href: "/kontakt", variant: "default" };
}

/** The overlay snapped to its 5-step scale within 0–100. */
export function snapOverlay(value: number): number {
  if (!Number.isFinite(value)) return HERO_OVERLAY.fallback;
  const clamped = Math.min(HERO_OVERLAY.max, Math.max(HERO_OVERLAY.min, value));
  return Math.round(clamped / HERO_OVERLAY.step) * HERO_OVERLAY.step;
}

/**
 * Hero: the overlay darkens a background image and means nothing without one, so without an image
 * the module's default is kept (it takes effect once an image is chosen later). Buttons get the
 * spec's link type: an external address opens in a new tab, an internal one in the same window.
 */
export function heroContent(values: HeroValues): BuildResult {
  const errors: Record<string, string> = {};
  const backgroundImage = values.backgroundImage.trim();
  const bgError = srcError(backgroundImage);
  if (bgError) errors.backgroundImage = bgError;
  if (values.buttons.length > HERO_MAX_BUTTONS) errors.buttons = t.maxButtons;
  const buttons = values.buttons.slice(0, HERO_MAX_BUTTONS).map((b, i) => {
    if (b.text.trim() === "") errors[`buttons.${i}.text`] = t.textRequired;
    const hrefError = linkError(b.href, false);
    if (hrefError) errors[`buttons.${i}.href`] = hrefError;
    const external = isExternal(b.href);
    return { text: b.text.trim(), href: b.href.trim(), variant: b.variant, linkType: external ? "external" : "internal", target: external ? "_blank" : "_self" };
  });
  const raw: Record<string, unknown> = { title: values.title.trim(), subtitle: values.subtitle.trim(), backgroundImage, buttons, isH1: values.isH1 };
  if (backgroundImage !== "") raw.overlayOpacity = snapOverlay(values.overlayOpacity);
  return buildResult("hero", raw, errors);
}

