import { useState } from "react";
import type { Block } from "~/blocks/types";
import type { ContentType } from "~/lib/pages";
import type { PageFormValues } from "./page-settings-fields";

export interface EditablePage {
  id: string;
  title: string;
  slug: string;
  parent_id: string | null;
  content_type: ContentType;
  is_published: boolean;
  is_legal: boolean;
  show_in_footer_navigation: boolean;
  show_in_menu?: boolean;
  menu_title?: string | null;
  meta_title: string | null;
  meta_description: string | null;
  version: number;
  /** When the working copy was last saved (ISO): the conflict dialog names the server's time. */
  updated_at?: string;
  /** The saved working copy differs from what visitors get. */
  has_unpublished_changes: boolean;
  /** Scheduled publishing (ISO); null or absent: none. */
  publish_at?: string | null;
  /** Issue 30: 'Freigabe ausstehend' / 'Zurückgegeben', and 'Freigabe erforderlich'. */
  review_status?: "pending" | "returned" | null;
  review_required?: boolean;
  content: Block[];
}

export function formOf(page: EditablePage): PageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    parent_id: page.parent_id,
    content_type: page.content_type,
    is_published: page.is_published,
    is_legal: page.is_legal,
    show_in_footer_navigation: page.show_in_footer_navigation,
    show_in_menu: page.show_in_menu ?? true,
    menu_title: page.menu_title ?? "",
    meta_title: page.meta_title ?? "",
    meta_description: page.meta_description ?? "",
    publish_at: page.publish_at ?? null,
    review_required: page.review_required ?? false,
  };
}

export function omit(record: Record<string, string>, key: string): Record<string, string> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** The settings form of the page editor: what is typed, what the server has, and the field errors. */
export function usePageForm(page: EditablePage) {
  const [values, setValues] = useState(() => formOf(page));
  const [savedValues, setSavedValues] = useState(() => formOf(page));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(savedValues);

  function change(patch: Partial<PageFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  /** The server's page after a settings save, publish or discard: its settings become the saved state. */
  function adopt(stored: EditablePage, sentValues: PageFormValues, options: { replace?: boolean } = {}) {
    const settings = formOf(stored);
    setErrors({});
    setSavedValues(settings);
    // What the user typed while the request ran stays.
    setValues((current) => (options.replace || current === sentValues ? settings : current));
  }

  return { values, setValues, savedValues, errors, setErrors, dirty, change, adopt };
}

export type PageForm = ReturnType<typeof usePageForm>;
