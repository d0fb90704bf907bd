import { BUTTON_SIZES, BUTTON_VARIANTS } from "~/blocks/fields";
import { safeMediaSrc } from "~/blocks/image/media";
import { getBlockModule } from "~/blocks/registry";
import { deEditor } from "~/i18n/editor";
import { safeHref } from "~/lib/links";

/**
 * The insert dialogs' shared pure side (spec §3 'Insert dialog data', §5): the checks every dialog
 * uses, and the step that parses dialog values with the block module's own schema, so every field
 * a dialog does not ask for gets the module's default and its clamps. Each dialog lives in its
 * block's folder (app/blocks/<type>/insert.ts, insert-dialog.tsx, wired up in editor.tsx).
 */

const t = deEditor.insert;

export type BuildResult = { ok: true; content: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** The module's schema over the dialog's values: defaults for the rest, the schema's clamps. */
export function parseContent(type: string, raw: Record<string, unknown>): Record<string, unknown> {
  const module = getBlockModule(type);
  if (!module) throw new Error(`Unbekannter Block-Typ: ${type}`);
  return module.schema.parse(raw) as Record<string, unknown>;
}

/** The errors, or the content parsed by the schema of block type `type`. */
export function buildResult(type: string, raw: Record<string, unknown>, errors: Record<string, string>): BuildResult {
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
export function linkError(href: string, optional: boolean): string | undefined {
  const v = href.trim();
  if (v === "") return optional ? undefined : t.invalidHref;
  return v !== "#" && safeHref(v) === "#" ? t.invalidHref : undefined;
}

export function srcError(src: string): string | undefined {
  const v = src.trim();
  return v !== "" && safeMediaSrc(v) === "" ? t.invalidSrc : undefined;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}
