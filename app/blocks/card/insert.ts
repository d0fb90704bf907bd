import { buildResult, linkError, parseContent, srcError, type BuildResult } from "~/components/admin/editor/insert/content";

/** This block's insert dialog, pure side: dialog values → block content (spec §3 'Insert dialog data', §5). */

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
  return buildResult("card", { title: values.title.trim(), description: values.description.trim(), image: values.image.trim(), link: values.link.trim() }, errors);
}

