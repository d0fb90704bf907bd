import { buildResult, parseLength, srcError, type BuildResult } from "~/components/admin/editor/insert/content";
import { deEditor } from "~/i18n/editor";

/** This block's insert dialog, pure side: dialog values → block content (spec §3 'Insert dialog data', §5). */

const t = deEditor.insert;

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
  return buildResult("image", raw, errors);
}

