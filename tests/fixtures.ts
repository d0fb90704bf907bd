import type { Block } from "~/blocks/types";

/** Small fixtures for the unit tests (issue 40: one place instead of copies). */

type Modifiers = Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>;

/** A keydown event's fields for a shortcut handler: key `k`, no modifier but `mods`, on `target`. */
export function keyPress(k: string, mods: Modifiers, target: unknown) {
  return { key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods, target: target as EventTarget };
}

/**
 * A content_pages row as the migration tests insert it into an older schema (before 0014's menu
 * fields): a published basic page "Titel <slug>" without blocks; `fields` override the defaults.
 */
export function oldPageRow(id: string, slug: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    slug,
    title: `Titel ${slug}`,
    parent_id: null,
    sort_order: 10,
    is_published: 1,
    is_legal: 0,
    content_type: "basis",
    show_in_footer_navigation: 0,
    content: "[]",
    meta_title: null,
    meta_description: null,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...fields,
  };
}

/** The shape of a stored block tree: types and slots. */
export const blockShape = (b: Block): unknown => ({
  type: b.type,
  ...(b.slots ? { slots: Object.fromEntries(Object.entries(b.slots).map(([k, v]) => [k, v.map(blockShape)])) } : {}),
});

/** The shape of the pricing band of server/import/wordpress/fixtures/elementor-pricing: the two plans side by side. */
export const elementorPricingShape = {
  type: "section",
  slots: {
    children: [
      {
        type: "flexible-row",
        slots: {
          "columns[0]": [{ type: "heading" }, { type: "paragraph" }, { type: "list" }, { type: "button" }],
          "columns[1]": [{ type: "heading" }, { type: "paragraph" }, { type: "list" }, { type: "button" }],
        },
      },
    ],
  },
};
