import { getBlockModule } from "~/blocks/registry";
import { BUTTON_SIZES, BUTTON_VARIANTS } from "~/blocks/fields";
import { safeMediaSrc } from "~/blocks/image/media";
import { deEditor } from "~/i18n/editor";
import { safeHref } from "~/lib/links";

/**
 * The insert dialogs' pure side (spec §3 'Insert dialog data', §5 'Image insert', 'Hero', 'Table
 * insert'): dialog values → block content, checked, then parsed by the block module's own schema
 * so every field the dialog does not ask for gets the module's default and its clamps.
 */

const t = deEditor.insert;

/** Block types whose click/Enter insert from the element library opens a dialog first. */
export const INSERT_DIALOG_TYPES = ["image", "button", "card", "hero", "table"] as const;
export type InsertDialogType = (typeof INSERT_DIALOG_TYPES)[number];

export function isInsertDialogType(type: string): type is InsertDialogType {
  return (INSERT_DIALOG_TYPES as readonly string[]).includes(type);
}

export type BuildResult = { ok: true; content: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** The module's schema over the dialog's values: defaults for the rest, the schema's clamps. */
export function parseContent(type: string, raw: Record<string, unknown>): Record<string, unknown> {
  const module = getBlockModule(type);
  if (!module) throw new Error(`Unbekannter Block-Typ: ${type}`);
  return module.schema.parse(raw) as Record<string, unknown>;
}

function result(type: string, raw: Record<string, unknown>, errors: Record<string, string>): BuildResult {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, content: parseContent(type, raw) };
}

/**
 * An optional image size: "" (automatic), a plain number (spec §5: becomes px), or a number with
 * px or %. Anything else is refused, so the user sees why instead of a silently ignored value.
 */
export function parseLength(value: string): { ok: true; value: string } | { ok: false } {
  const v = value.trim().replace(/\s+/g, "");
  if (v === "") return { ok: true, value: "" };
  if (/^\d+(\.\d+)?$/.test(v) && Number.parseFloat(v) > 0) return { ok: true, value: `${v}px` };
  const m = /^(\d+(?:\.\d+)?)(px|%)$/i.exec(v);
  if (!m || Number.parseFloat(m[1]) <= 0) return { ok: false };
  if (m[2] === "%" && Number.parseFloat(m[1]) > 100) return { ok: false };
  return { ok: true, value: `${m[1]}${m[2].toLowerCase()}` };
}

/** A link the site would render as written ("" allowed where the field is optional). */
function linkError(href: string, optional: boolean): string | undefined {
  const v = href.trim();
  if (v === "") return optional ? undefined : t.invalidHref;
  return v !== "#" && safeHref(v) === "#" ? t.invalidHref : undefined;
}

function srcError(src: string): string | undefined {
  const v = src.trim();
  return v !== "" && safeMediaSrc(v) === "" ? t.invalidSrc : undefined;
}

// ---------------------------------------------------------------------------------------------

export interface ImageValues {
  src: string;
  alt: string;
  width: string;
  height: string;
}

/** Whether 'Einfügen' can be pressed (spec §5: disabled without src). */
export function imageReady(values: ImageValues): boolean {
  return values.src.trim() !== "";
}

/**
 * Image: a chosen width or height is stored as the 'Benutzerdefiniert' size, so the properties
 * panel shows it as such ('Eigene Breite: 300px') rather than as an unknown option.
 */
export function imageContent(values: ImageValues): BuildResult {
  const errors: Record<string, string> = {};
  const src = values.src.trim();
  if (src === "") errors.src = t.srcHint;
  else if (srcError(src)) errors.src = t.invalidSrc;
  const width = parseLength(values.width);
  const height = parseLength(values.height);
  if (!width.ok) errors.width = t.invalidLength(t.width);
  if (!height.ok) errors.height = t.invalidLength(t.height);
  const raw: Record<string, unknown> = { src, alt: values.alt.trim() };
  if (width.ok && width.value) Object.assign(raw, { width: "custom", customWidth: width.value });
  if (height.ok && height.value) Object.assign(raw, { height: "custom", customHeight: height.value });
  return result("image", raw, errors);
}

// ---------------------------------------------------------------------------------------------

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonValues {
  text: string;
  href: string;
  variant: ButtonVariant;
  size: ButtonSize;
}

/** The dialog's starting values: the button module's defaults. */
export function buttonDefaults(): ButtonValues {
  const c = parseContent("button", {});
  return { text: String(c.text), href: String(c.href), variant: c.variant as ButtonVariant, size: c.size as ButtonSize };
}

export function buttonContent(values: ButtonValues): BuildResult {
  const errors: Record<string, string> = {};
  if (values.text.trim() === "") errors.text = t.textRequired;
  const hrefError = linkError(values.href, false);
  if (hrefError) errors.href = hrefError;
  const href = values.href.trim();
  return result("button", { text: values.text.trim(), href, variant: values.variant, size: values.size, target: isExternal(href) ? "_blank" : "_self" }, errors);
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

// ---------------------------------------------------------------------------------------------

export interface CardValues {
  title: string;
  description: string;
  image: string;
  link: string;
}

export function cardDefaults(): CardValues {
  const c = parseContent("card", {});
  return { title: String(c.title), description: String(c.description), image: "", link: "" };
}

export function cardContent(values: CardValues): BuildResult {
  const errors: Record<string, string> = {};
  const imageError = srcError(values.image);
  if (imageError) errors.image = imageError;
  const linkErr = linkError(values.link, true);
  if (linkErr) errors.link = linkErr;
  return result("card", { title: values.title.trim(), description: values.description.trim(), image: values.image.trim(), link: values.link.trim() }, errors);
}

// ---------------------------------------------------------------------------------------------

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
  return result("hero", raw, errors);
}

// ---------------------------------------------------------------------------------------------

/** Spec §5/§9: the insert dialog makes 1–12 columns and 1–20 rows; default 3 × 3 with a header row. */
export const TABLE_LIMITS = { cols: { min: 1, max: 12 }, rows: { min: 1, max: 20 } } as const;

export interface TableValues {
  cols: number;
  rows: number;
  header: boolean;
}

export function tableDefaults(): TableValues {
  return { cols: 3, rows: 3, header: true };
}

function clampInt(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Columns and rows clamped to the limits (the spec clamps rather than refuses). */
export function clampTable(values: TableValues): TableValues {
  return {
    cols: clampInt(values.cols, TABLE_LIMITS.cols.min, TABLE_LIMITS.cols.max, 3),
    rows: clampInt(values.rows, TABLE_LIMITS.rows.min, TABLE_LIMITS.rows.max, 3),
    header: values.header,
  };
}

/** Table: `rows` data rows of empty cells, under a header row 'Spalte 1' … when `header` is on. */
export function tableContent(values: TableValues): BuildResult {
  const { cols, rows, header } = clampTable(values);
  const headers = header ? Array.from({ length: cols }, (_, i) => t.column(i + 1)) : [];
  const data = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ""));
  return result("table", { headers, rows: data, columnWidths: [] }, {});
}
