import { STYLE_FIELDS } from "~/blocks/style-fields";
import type { BlockModule, FieldDescription, StyleFieldKey } from "~/blocks/types";
import { SPACING_STYLE, TYPOGRAPHY_STYLE } from "./constants";

export type PanelTab = "content" | "style" | "text" | "spacing";

export interface TabFields {
  tab: PanelTab;
  /** The fields of this tab by key, in the module's order. */
  fields: Record<string, FieldDescription>;
}

const isSpacing = (key: StyleFieldKey) => (SPACING_STYLE as readonly StyleFieldKey[]).includes(key);
const isTypography = (key: StyleFieldKey) => TYPOGRAPHY_STYLE.includes(key);

/**
 * A rich-text block type formats inside its text (spec §2), so the typography tab 'Text' is
 * hidden for it. Decided from the field descriptions alone: the block's main content field — its
 * first field a form can edit — is rich text (paragraph, html-content, columns).
 */
export function isRichTextModule(module: Pick<BlockModule, "fields">): boolean {
  const main = Object.values(module.fields as Record<string, FieldDescription>).find((f) => f.kind !== "not-editable");
  return main?.kind === "richtext";
}

function pick(keys: readonly StyleFieldKey[]): Record<string, FieldDescription> {
  return Object.fromEntries(keys.map((key) => [key, STYLE_FIELDS[key]]));
}

/**
 * The tabs the panel shows for a block and the fields of each. 'Inhalt' is always there (it says
 * so when a block has nothing to edit); 'Stil', 'Text' and 'Abstände' only when they have fields.
 */
export function panelTabs(module: Pick<BlockModule, "fields" | "styleFields">): TabFields[] {
  const style = module.styleFields;
  const tabs: TabFields[] = [{ tab: "content", fields: { ...(module.fields as Record<string, FieldDescription>) } }];
  const box = style.filter((key) => !isSpacing(key) && !isTypography(key));
  const text = isRichTextModule(module) ? [] : style.filter(isTypography);
  const spacing = style.filter(isSpacing);
  if (box.length > 0) tabs.push({ tab: "style", fields: pick(box) });
  if (text.length > 0) tabs.push({ tab: "text", fields: pick(text) });
  if (spacing.length > 0) tabs.push({ tab: "spacing", fields: pick(spacing) });
  return tabs;
}

/** Fields a user sees: labelled ones; unlabelled not-editable keys are older names and automatic ids. */
export function isShown(field: FieldDescription): boolean {
  return field.kind !== "not-editable" || Boolean(field.label);
}
