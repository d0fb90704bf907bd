import type { ReactNode } from "react";
import { NONE, SelectField, type SelectOption } from "~/components/admin/forms/fields";
import { de } from "~/i18n/de";
import type { ContentType } from "~/lib/pages";

const t = de.settings;

export interface PageOption {
  id: string;
  title: string;
  slug: string;
  is_published: boolean;
  content_type?: ContentType;
}

export interface ImageOption {
  id: string;
  name: string;
  /** Public address (/media/…), for a preview. */
  url?: string;
}

export function pageOptions(pages: PageOption[], current: string | null): SelectOption[] {
  const options: SelectOption[] = [{ value: NONE, label: t.options.noPage }];
  for (const page of pages) {
    options.push({ value: page.id, label: `${page.title} (/${page.slug})${page.is_published ? "" : ` · ${t.options.unpublished}`}` });
  }
  // A page id the list does not know (deleted meanwhile) still shows, rather than a blank select.
  if (current && !pages.some((p) => p.id === current)) options.push({ value: current, label: current });
  return options;
}

/** A page picker for the settings; "Keine Seite" is null. */
export function PageSelect(props: { id: string; label: string; pages: PageOption[]; value: string | null; onChange: (value: string | null) => void; error?: string; hint?: ReactNode }) {
  return (
    <SelectField
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      value={props.value ?? NONE}
      options={pageOptions(props.pages, props.value)}
      onChange={(v) => props.onChange(v === NONE ? null : v)}
    />
  );
}
