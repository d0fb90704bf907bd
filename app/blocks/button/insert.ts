import { buildResult, isExternal, linkError, parseContent, type BuildResult, type ButtonSize, type ButtonVariant } from "~/components/admin/editor/insert/content";
import { deEditor } from "~/i18n/editor";

/** This block's insert dialog, pure side: dialog values → block content (spec §3 'Insert dialog data', §5). */

const t = deEditor.insert;


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
  return buildResult("button", { text: values.text.trim(), href, variant: values.variant, size: values.size, target: isExternal(href) ? "_blank" : "_self" }, errors);
}


