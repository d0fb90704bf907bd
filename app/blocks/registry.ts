import { styleFieldDescriptions } from "./style-fields";
import type { BlockCategory, BlockModule, BlockSlots, FieldDescription } from "./types";

/**
 * Finds every block module: app/blocks/<type>/block.tsx exporting `block`. Adding a block type
 * touches only its own folder.
 */
const modules = import.meta.glob<{ block: BlockModule }>("./*/block.tsx", { eager: true });

const byType = new Map<string, BlockModule>();
for (const [file, mod] of Object.entries(modules)) {
  const block = mod.block;
  if (!block) throw new Error(`${file} exportiert kein "block"`);
  for (const name of [block.type, ...(block.aliases ?? [])]) {
    if (byType.has(name)) throw new Error(`Block-Typ "${name}" ist doppelt registriert (${file})`);
    byType.set(name, block);
  }
}

export function getBlockModule(type: string): BlockModule | undefined {
  return byType.get(type);
}

/** Each module once, in a stable order. */
export function allBlockModules(): BlockModule[] {
  return [...new Set(byType.values())].sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * A field description as GET /api/blocks sends it: FieldDescription with its property names in
 * snake_case (decision 032; the OpenAPI schema is blockFieldSchema in app/lib/api-schema.ts).
 */
export type DescribedField = Record<string, unknown>;

/** A slot as GET /api/blocks sends it (SlotDeclaration in snake_case). */
export interface DescribedSlot {
  label: string;
  count?: number | { field: string };
  legacy_fields?: string[];
}

/** One block type as GET /api/blocks describes it to the editor (JSON only: no schema, no renderer). */
export interface BlockDescription {
  type: string;
  aliases: string[];
  label: string;
  category: BlockCategory;
  /** The default content: `schema.parse({})` (the stored block's content keys, as they are). */
  defaults: unknown;
  fields: Record<string, DescribedField>;
  /** The style fields the block offers, with their shared descriptions (style-fields.ts). */
  style_fields: Record<string, DescribedField>;
  /** The block's slots (see BlockSlots); null: no nested blocks. */
  slots: Record<string, DescribedSlot> | null;
}

/** Every property of any FieldDescription kind whose name differs in the API. */
interface RenamedFieldProperties {
  maxLength?: number;
  unsetValue?: number;
  takeOver?: { alt?: string; caption?: string };
  itemLabel?: string;
  minItems?: number;
  maxItems?: number;
  fields?: Readonly<Record<string, FieldDescription>>;
  item?: FieldDescription;
}

/**
 * One field description in the API's names. Explicit, not a generic key transform: a property
 * added to FieldDescription in camelCase passes through unchanged and fails the docs test, which
 * parses the real answer with the strict blockFieldSchema.
 */
export function describeField(field: FieldDescription): DescribedField {
  const { maxLength, unsetValue, takeOver, itemLabel, minItems, maxItems, fields, item, ...same } = field as FieldDescription & RenamedFieldProperties;
  const out: DescribedField = { ...same };
  if (maxLength !== undefined) out.max_length = maxLength;
  if (unsetValue !== undefined) out.unset_value = unsetValue;
  if (takeOver !== undefined) out.take_over = takeOver;
  if (itemLabel !== undefined) out.item_label = itemLabel;
  if (minItems !== undefined) out.min_items = minItems;
  if (maxItems !== undefined) out.max_items = maxItems;
  if (fields !== undefined) out.fields = describeFields(fields);
  if (item !== undefined) out.item = describeField(item);
  return out;
}

function describeFields(fields: Readonly<Record<string, FieldDescription>>): Record<string, DescribedField> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, describeField(field)]));
}

function describeSlots(slots: BlockSlots): Record<string, DescribedSlot> {
  return Object.fromEntries(
    Object.entries(slots).map(([key, { label, count, legacyFields }]) => [
      key,
      { label, ...(count !== undefined ? { count } : {}), ...(legacyFields ? { legacy_fields: legacyFields } : {}) },
    ]),
  );
}

/** Every registered block type for the editor: element library, generated property forms, defaults. */
export function describeBlocks(): BlockDescription[] {
  return allBlockModules().map((m) => ({
    type: m.type,
    aliases: m.aliases ?? [],
    label: m.label,
    category: m.category,
    defaults: m.schema.parse({}),
    fields: describeFields(m.fields),
    style_fields: describeFields(styleFieldDescriptions(m.styleFields)),
    slots: m.slots ? describeSlots(m.slots) : null,
  }));
}
