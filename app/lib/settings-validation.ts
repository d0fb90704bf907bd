import type { z } from "zod";
import { de } from "~/i18n/de";
import { deInput } from "~/i18n/input";
import { findUncleanText } from "./clean-text";
import { isHttpUrl, settingsSchema, type SiteSettings } from "./settings";

/**
 * Validation of a whole settings object, shared by PUT /api/settings and the admin form, with a
 * German message per bad field keyed by its dotted path ("footer.background_color",
 * "blog.categories.2"). Adds the rules the stored schema cannot express: category names unique
 * and not blank, social links as http(s) addresses, no refused characters in any text
 * (app/lib/clean-text.ts).
 */
export type SettingsValidation = { ok: true; settings: SiteSettings } | { ok: false; fields: Record<string, string> };

const t = de.settings.errors;

// Used only where the schema gives no message of its own (its colour and e-mail messages stay).
function germanMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "too_small":
      return t.required;
    case "too_big":
      return t.tooLong(Number(issue.maximum));
    case "invalid_value":
      return t.invalidOption;
    case "invalid_format":
      return issue.format === "email" ? t.email : t.invalidType;
    default:
      return t.invalidType;
  }
}

export function fieldPath(path: PropertyKey[]): string {
  return path.map(String).join(".");
}


export function validateSettings(input: unknown): SettingsValidation {
  const fields: Record<string, string> = {};
  const result = settingsSchema.safeParse(input, { error: germanMessage });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = fieldPath(issue.path);
      fields[key] ??= issue.message;
    }
  }
  // Every text of the settings, at any depth: no control characters, U+FFFE/U+FFFF or lone surrogates.
  const unclean = findUncleanText(input);
  if (unclean) fields[fieldPath(unclean)] = deInput.badCharacters(`Feld „${fieldPath(unclean)}“`, true);
  const categories = readCategories(input);
  const seen = new Set<string>();
  categories.forEach((name, index) => {
    if (typeof name !== "string") return;
    const trimmed = name.trim();
    const key = `blog.categories.${index}`;
    if (!trimmed) fields[key] = t.categoryEmpty;
    else if (seen.has(trimmed.toLocaleLowerCase("de"))) fields[key] ??= t.categoryDuplicate(trimmed);
    seen.add(trimmed.toLocaleLowerCase("de"));
  });
  if (result.success) {
    for (const [network, url] of Object.entries(result.data.social_links)) {
      if (url.trim() && !isHttpUrl(url.trim())) fields[`social_links.${network}`] = t.url;
    }
  }
  if (!result.success || Object.keys(fields).length > 0) return { ok: false, fields };
  const settings = result.data;
  settings.blog.categories = settings.blog.categories.map((c) => c.trim());
  for (const network of Object.keys(settings.social_links) as (keyof SiteSettings["social_links"])[]) {
    settings.social_links[network] = settings.social_links[network].trim();
  }
  return { ok: true, settings };
}

function readCategories(input: unknown): unknown[] {
  if (typeof input !== "object" || input === null) return [];
  const blog = (input as { blog?: unknown }).blog;
  if (typeof blog !== "object" || blog === null) return [];
  const categories = (blog as { categories?: unknown }).categories;
  return Array.isArray(categories) ? categories : [];
}
