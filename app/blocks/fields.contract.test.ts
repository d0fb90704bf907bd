import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clampedNumber, field, oneOf, text } from "./fields";
import { captionCss } from "./image/media";
import { allBlockModules, describeBlocks, getBlockModule } from "./registry";
import { CAPTION_FONT_SIZE, STYLE_FIELDS } from "./style-fields";
import { defineBlock, type BlockModule, type FieldDescription, type ListField, type NumberField } from "./types";

/**
 * The field-description contract over every registered block: every content key has a
 * description (or an explicit "not editable"), and every limit, step and option a description
 * states is what the schema does (min - 1 and max + 1 clamp to min and max, options parse to
 * themselves, lists keep at most maxItems). The editor builds its forms from these descriptions,
 * so a disagreement would let the form offer values the schema silently changes.
 */

type Schema = z.ZodType;
type Result = { ok: true; value: unknown } | { ok: false };

interface Node {
  /** Parses a value of this field as the schema would inside its parent. */
  probe: (value: unknown) => Result;
  /** The field's own schema, when it can be found (lists need it for their items). */
  schema?: Schema;
}

// zod 4 keeps a schema's definition in `_zod.def`; only the kinds our field builders produce matter.
const def = (s: Schema) => (s as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
const WRAPPERS = new Set(["default", "prefault", "catch", "optional", "nullable", "readonly", "nonoptional"]);

/** The object shape under defaults, catches, preprocess and transforms; undefined if there is none. */
function shapeOf(s: Schema): Record<string, Schema> | undefined {
  const d = def(s);
  if (d.type === "object") return d.shape as Record<string, Schema>;
  if (WRAPPERS.has(d.type)) return shapeOf(d.innerType as Schema);
  if (d.type === "pipe") return shapeOf(d.in as Schema) ?? shapeOf(d.out as Schema);
  return undefined;
}

function elementOf(s: Schema): Schema | undefined {
  const d = def(s);
  if (d.type === "array") return d.element as Schema;
  // e.g. tags: a list, or one comma-separated string
  if (d.type === "union") return (d.options as Schema[]).map(elementOf).find(Boolean);
  if (WRAPPERS.has(d.type)) return elementOf(d.innerType as Schema);
  if (d.type === "pipe") return elementOf(d.in as Schema) ?? elementOf(d.out as Schema);
  return undefined;
}

const nodeOf = (schema: Schema): Node => ({
  schema,
  probe: (value) => {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, value: r.data } : { ok: false };
  },
});

/** The node of one key of an object-like parent: its shape entry, or else parsing the parent. */
function childNode(parent: Schema, key: string): Node {
  const own = shapeOf(parent)?.[key];
  if (own) return nodeOf(own);
  return {
    probe: (value) => {
      const r = parent.safeParse({ [key]: value });
      return r.success ? { ok: true, value: (r.data as Record<string, unknown>)[key] } : { ok: false };
    },
  };
}

/** The keys to describe: the schema's shape (optional keys too) and whatever its default output has. */
function keysOf(s: Schema): string[] {
  const keys = new Set(Object.keys(shapeOf(s) ?? {}));
  const parsed = s.safeParse({});
  if (parsed.success && parsed.data && typeof parsed.data === "object") for (const k of Object.keys(parsed.data)) keys.add(k);
  return [...keys];
}

/** A valid value for a field of this description (list samples). */
function sample(d: FieldDescription): unknown {
  switch (d.kind) {
    case "text":
      return d.format === "email" ? "info@example.org" : d.format === "date" ? "2025-03-01" : "Hallo";
    case "richtext":
      return "<p>Hallo</p>";
    case "link":
      return "/kontakt";
    case "asset":
      return "/bilder/halle.jpg";
    case "colour":
      return "#1a2b3c";
    case "number":
      return d.min;
    case "select":
      return d.options[0]?.value;
    case "switch":
      return true;
    case "folders":
    case "list":
      return [];
    case "column-widths":
      return [50, 50];
    case "group":
      return {};
    case "not-editable":
      return undefined;
  }
}

function checkKeys(path: string, described: Record<string, FieldDescription>, schema: Schema, problems: string[]) {
  const keys = keysOf(schema);
  for (const key of keys) if (!(key in described)) problems.push(`${path}${key}: keine Feldbeschreibung`);
  for (const key of Object.keys(described)) if (!keys.includes(key)) problems.push(`${path}${key}: beschrieben, aber nicht im Schema`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkField(path: string, d: FieldDescription, node: Node, problems: string[]) {
  const fail = (message: string) => problems.push(`${path}: ${message}`);
  const parsesTo = (input: unknown, expected: unknown, what: string) => {
    const r = node.probe(input);
    if (!r.ok) fail(`${what}: ${JSON.stringify(input)} wird abgelehnt, erwartet ${JSON.stringify(expected)}`);
    else if (!same(r.value, expected)) fail(`${what}: ${JSON.stringify(input)} ergibt ${JSON.stringify(r.value)}, erwartet ${JSON.stringify(expected)}`);
  };
  if (d.kind === "not-editable") {
    if (!d.reason.trim()) fail("„nicht bearbeitbar“ ohne Grund");
    return;
  }
  if (!d.label.trim()) fail("ohne Beschriftung");
  const initial = node.probe(undefined);
  const fallback = initial.ok ? initial.value : undefined;

  switch (d.kind) {
    case "text":
    case "richtext":
    case "link":
    case "asset":
    case "colour": {
      if (initial.ok && typeof fallback !== "string") fail(`Standardwert ${JSON.stringify(fallback)} ist kein Text`);
      parsesTo(sample(d), sample(d), "gültiger Wert");
      if (d.kind === "asset" && (d.accept.length === 0 || d.accept.some((a) => !/^[a-z]+\/(\*|[\w.+-]+)$/.test(a)))) fail(`accept ${d.accept.join(", ")}`);
      if (d.kind === "text" && d.maxLength !== undefined) {
        parsesTo("x".repeat(d.maxLength), "x".repeat(d.maxLength), "maxLength");
        const over = node.probe("x".repeat(d.maxLength + 1));
        if (over.ok && String(over.value).length > d.maxLength) fail(`${d.maxLength + 1} Zeichen werden angenommen (maxLength ${d.maxLength})`);
      }
      return;
    }
    case "number": {
      if (!(d.step > 0) || !(d.min < d.max)) fail(`Grenzen ${d.min}–${d.max} Schritt ${d.step}`);
      const steps = (d.max - d.min) / d.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9) fail(`${d.min}–${d.max} ist kein Vielfaches von ${d.step}`);
      if (initial.ok && typeof fallback !== "number") fail(`Standardwert ${JSON.stringify(fallback)} ist keine Zahl`);
      else if (typeof fallback === "number" && (fallback < d.min || fallback > d.max) && fallback !== d.unsetValue) fail(`Standardwert ${fallback} liegt außerhalb ${d.min}–${d.max}`);
      const round = (n: number) => Math.round(n * 1e9) / 1e9;
      parsesTo(d.min, d.min, "min");
      parsesTo(d.max, d.max, "max");
      parsesTo(d.min - 1, d.min, "min - 1");
      parsesTo(d.max + 1, d.max, "max + 1");
      if (d.min + d.step <= d.max) parsesTo(round(d.min + d.step), round(d.min + d.step), "min + step");
      // Values between steps snap to the step (integers for step 1).
      if (d.min + 2 * d.step <= d.max) parsesTo(round(d.min + 1.6 * d.step), round(d.min + 2 * d.step), "zwischen zwei Schritten");
      if (d.unsetValue !== undefined) parsesTo(d.unsetValue, d.unsetValue, "unsetValue");
      return;
    }
    case "select": {
      const values = d.options.map((o) => o.value);
      if (values.length === 0) fail("keine Optionen");
      if (new Set(values).size !== values.length) fail("doppelte Optionen");
      for (const o of d.options) {
        if (!o.label.trim()) fail(`Option ${o.value} ohne Beschriftung`);
        parsesTo(o.value, o.value, "Option");
      }
      if (initial.ok && !values.includes(fallback as string)) fail(`Standardwert ${JSON.stringify(fallback)} ist keine Option`);
      return;
    }
    case "switch":
      if (initial.ok && typeof fallback !== "boolean") fail(`Standardwert ${JSON.stringify(fallback)} ist kein Schalter`);
      parsesTo(true, true, "an");
      parsesTo(false, false, "aus");
      return;
    case "column-widths":
      // A list of percentages, or the name of a preset ("equal") the block's schema turns into one.
      if (initial.ok && !Array.isArray(fallback) && typeof fallback !== "string") fail("Standardwert ist weder Liste noch Vorgabe");
      for (const preset of d.presets) {
        if (Math.abs(preset.reduce((a, b) => a + b, 0) - 100) > 0.01) fail(`Vorgabe ${preset.join("/")} ergibt nicht 100 %`);
      }
      return;
    case "folders":
      if (initial.ok && !Array.isArray(fallback)) fail("Standardwert ist keine Liste");
      parsesTo(["ordner-1"], ["ordner-1"], "Ordnerauswahl");
      return;
    case "group": {
      if (!node.schema) return void fail("Schema der Gruppe nicht gefunden");
      checkKeys(`${path}.`, d.fields, node.schema, problems);
      for (const [key, sub] of Object.entries(d.fields)) checkField(`${path}.${key}`, sub, childNode(node.schema, key), problems);
      return;
    }
    case "list":
      return checkList(path, d, node, initial, problems);
  }
}

function checkList(path: string, d: ListField, node: Node, initial: Result, problems: string[]) {
  const fail = (message: string) => problems.push(`${path}: ${message}`);
  if (initial.ok && !Array.isArray(initial.value)) fail(`Standardwert ${JSON.stringify(initial.value)} ist keine Liste`);
  if (!d.itemLabel.trim()) fail("ohne Bezeichnung eines Eintrags");
  const element = node.schema && elementOf(node.schema);
  if (!element) return void fail("Schema der Einträge nicht gefunden");
  const item = d.fields ? {} : sample(d.item!);
  const length = (n: number): number | "abgelehnt" => {
    const r = node.probe(Array.from({ length: n }, () => structuredClone(item)));
    return r.ok ? (r.value as unknown[]).length : "abgelehnt";
  };
  if (d.maxItems !== undefined) {
    if (length(d.maxItems) !== d.maxItems) fail(`${d.maxItems} Einträge ergeben ${length(d.maxItems)}`);
    const over = length(d.maxItems + 1);
    if (over !== "abgelehnt" && over > d.maxItems) fail(`${d.maxItems + 1} Einträge werden angenommen (maxItems ${d.maxItems})`);
  }
  if (d.minItems !== undefined && d.minItems > 0) {
    const under = length(d.minItems - 1);
    if (under !== "abgelehnt" && under < d.minItems) fail(`${d.minItems - 1} Einträge werden angenommen (minItems ${d.minItems})`);
  }
  if (d.fields) {
    checkKeys(`${path}[].`, d.fields, element, problems);
    for (const [key, sub] of Object.entries(d.fields)) checkField(`${path}[].${key}`, sub, childNode(element, key), problems);
  } else {
    checkField(`${path}[]`, d.item!, nodeOf(element), problems);
  }
}

/** Every disagreement between a block module's descriptions and its schema. */
function contractProblems(m: Pick<BlockModule, "type" | "schema" | "fields" | "styleFields">): string[] {
  const problems: string[] = [];
  // Every field has a default: schema.parse({}) is the default block (the items of lists aside).
  if (!m.schema.safeParse({}).success) problems.push(`${m.type}: schema.parse({}) schlägt fehl`);
  checkKeys(`${m.type}.`, m.fields, m.schema, problems);
  for (const [key, d] of Object.entries(m.fields)) checkField(`${m.type}.${key}`, d, childNode(m.schema, key), problems);
  for (const key of m.styleFields) if (!(key in STYLE_FIELDS)) problems.push(`${m.type}: Stilfeld ${key} unbekannt`);
  if (new Set(m.styleFields).size !== m.styleFields.length) problems.push(`${m.type}: Stilfeld doppelt`);
  return problems;
}

function describedNumber(type: string, path: string): NumberField {
  let d: FieldDescription | undefined = { kind: "group", label: "", fields: getBlockModule(type)!.fields };
  for (const part of path.split(".")) {
    if (d?.kind === "group") d = d.fields[part];
    else if (d?.kind === "list" && part === "[]") d = d.item;
    else d = undefined;
  }
  expect(d?.kind, `${type}.${path}`).toBe("number");
  return d as NumberField;
}

function describedList(type: string, key: string): ListField {
  const d = getBlockModule(type)!.fields[key];
  expect(d?.kind, `${type}.${key}`).toBe("list");
  return d as ListField;
}

describe("field descriptions: contract over every block", () => {
  it.each(allBlockModules().map((m) => [m.type, m] as const))("%s: every schema key described, limits and options agree", (_type, m) => {
    expect(contractProblems(m)).toEqual([]);
  });

  it("the check itself finds a missing description, a wrong limit, a foreign option and a loose list", () => {
    const schema = z.object({
      height: clampedNumber(0, 512, 32),
      kind: oneOf(["a", "b"] as const, "a"),
      title: text(""),
      items: z.array(z.object({ name: text("") })).default([]),
    });
    const fields = {
      height: field.number("Höhe", 0, 500),
      kind: field.select("Art", ["a", "c"] as const, { a: "A", c: "C" }),
      items: field.list("Einträge", "Eintrag", { name: field.text("Name"), extra: field.text("Extra") }, { maxItems: 2 }),
    };
    const problems = contractProblems({ type: "probe", schema, fields: fields as never, styleFields: ["margin", "schatten" as never] });
    expect(problems).toEqual(
      expect.arrayContaining([
        "probe.title: keine Feldbeschreibung",
        "probe.height: max + 1: 501 ergibt 501, erwartet 500",
        'probe.kind: Option: "c" ergibt "a", erwartet "c"',
        "probe.items[].extra: beschrieben, aber nicht im Schema",
        "probe.items: 3 Einträge werden angenommen (maxItems 2)",
        "probe: Stilfeld schatten unbekannt",
      ]),
    );
  });

  it("TypeScript asks for a description of every content key", () => {
    const module = defineBlock({
      type: "probe",
      label: "Probe",
      category: "Basic",
      schema: z.object({ title: text(""), subtitle: text("") }),
      // @ts-expect-error subtitle has no description
      fields: { title: field.text("Titel") },
      styleFields: [],
      Render: () => null,
    });
    expect(module.type).toBe("probe");
  });
});

describe("field descriptions: spec §5 limits", () => {
  // [type, field, min, max, step, default from the schema]
  const numbers: [string, string, number, number, number, number | null][] = [
    ["spacer", "height", 0, 512, 8, 32],
    ["divider", "thickness", 1, 16, 1, 1],
    ["flexible-row", "columns", 1, 6, 1, 2],
    ["flexible-row", "gap", 0, 100, 1, 16],
    ["textarea", "rows", 2, 20, 1, 4],
    ["gallery", "columns", 1, 6, 1, 3],
    ["gallery", "gap", 0, 64, 1, 16],
    ["gallery", "textSpacing", 0, 32, 1, 8],
    ["gallery", "customImageHeight", 100, 800, 1, 256],
    ["google-maps", "zoom", 1, 20, 1, 15],
    ["hero", "overlayOpacity", 0, 100, 5, 40],
    ["heading", "level", 1, 6, 1, null],
    ["downloads", "columnsDesktop", 1, 6, 1, 3],
    ["downloads", "columnsTablet", 1, 4, 1, 2],
    ["downloads", "columnsMobile", 1, 2, 1, 1],
    ["media-text", "gap", 0, 100, 1, 24],
    ["section", "padding.top", 0, 256, 1, 32],
    ["section", "padding.left", 0, 256, 1, 16],
  ];
  it.each(numbers)("%s.%s: %d–%d step %d, default %s", (type, path, min, max, step, fallback) => {
    expect(describedNumber(type, path)).toMatchObject({ min, max, step });
    if (fallback !== null) {
      const defaults = getBlockModule(type)!.schema.parse({}) as Record<string, unknown>;
      expect(path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], defaults)).toBe(fallback);
    }
  });

  it("hero: at most 2 buttons", () => {
    expect(describedList("hero", "buttons").maxItems).toBe(2);
  });

  it("table: 0–50 rows, 1–12 columns", () => {
    const rows = describedList("table", "rows");
    expect(rows).toMatchObject({ maxItems: 50 });
    expect(rows.minItems ?? 0).toBe(0);
    expect(rows.item).toMatchObject({ kind: "list", minItems: 1, maxItems: 12 });
    expect(describedList("table", "headers").maxItems).toBe(12);
  });

  it("style: font size 8–48 px (start 16), line height 1–3 step 0.1 (start 1.5), caption font size 10–24 as captionCss applies it", () => {
    expect(STYLE_FIELDS.fontSize).toMatchObject({ kind: "number", min: 8, max: 48, step: 1, start: 16 });
    expect(STYLE_FIELDS.lineHeight).toMatchObject({ kind: "number", min: 1, max: 3, step: 0.1, start: 1.5 });
    const caption = STYLE_FIELDS.captionStyle.fields.fontSize as NumberField;
    expect(caption).toMatchObject({ kind: "number", min: 10, max: 24, start: 14 });
    expect(CAPTION_FONT_SIZE).toMatchObject({ min: caption.min, max: caption.max });
    expect(captionCss({ captionStyle: { fontSize: caption.min - 1 } }).fontSize).toBe(`${caption.min}px`);
    expect(captionCss({ captionStyle: { fontSize: caption.max + 1 } }).fontSize).toBe(`${caption.max}px`);
    expect(captionCss({ captionStyle: { fontSize: 17 } }).fontSize).toBe("17px");
  });
});

describe("describeBlocks (GET /api/blocks)", () => {
  it("lists every module once with defaults from its schema, its fields and its style fields, as plain JSON", () => {
    const described = describeBlocks();
    expect(described.map((b) => b.type)).toEqual(allBlockModules().map((m) => m.type));
    for (const b of described) {
      const m = getBlockModule(b.type)!;
      expect(b.defaults).toEqual(m.schema.parse({}));
      expect(Object.keys(b.fields)).toEqual(Object.keys(m.fields));
      expect(Object.keys(b.style_fields)).toEqual([...m.styleFields]);
      expect(JSON.parse(JSON.stringify(b))).toEqual(b);
    }
    expect(described.find((b) => b.type === "spacer")).toMatchObject({
      defaults: { height: 32 },
      fields: { height: { kind: "number", min: 0, max: 512, step: 8 } },
    });
  });

  it("names every property of a description in snake_case (decision 032), nested fields and slots included", () => {
    const byType = new Map(describeBlocks().map((b) => [b.type, b]));
    const form = byType.get("contact-form")!;
    expect(form.fields.title).toMatchObject({ kind: "text", max_length: 200 });
    expect(form.fields.subjectOptions).toMatchObject({ kind: "list", min_items: 1, item: { kind: "text", max_length: expect.any(Number) } });
    expect(form.fields.subjectOptions).toHaveProperty("item_label");
    expect(byType.get("image")!.fields.src).toMatchObject({ kind: "asset", take_over: { alt: "alt", caption: "caption" } });
    expect(byType.get("blog-meta")!.fields.readTime).toMatchObject({ unset_value: 0, computed: "readTime" });
    expect(byType.get("columns")!.slots).toEqual({ columns: { label: "Spalte", count: 2, legacy_fields: ["leftColumn", "rightColumn"] } });
    // Property names of descriptions only: the keys of fields, style_fields, slots and defaults are
    // the stored block's content and style keys (spec §3) and stay as they are.
    const camel: string[] = [];
    const walkField = (f: Record<string, unknown>, where: string) => {
      for (const [name, value] of Object.entries(f)) {
        if (/[A-Z]/.test(name)) camel.push(`${where}.${name}`);
        if (name === "fields") for (const [k, sub] of Object.entries(value as Record<string, Record<string, unknown>>)) walkField(sub, `${where}.fields.${k}`);
        if (name === "item") walkField(value as Record<string, unknown>, `${where}.item`);
      }
    };
    for (const b of byType.values()) {
      for (const name of Object.keys(b)) if (/[A-Z]/.test(name)) camel.push(`${b.type}.${name}`);
      for (const [k, f] of Object.entries({ ...b.fields })) walkField(f, `${b.type}.fields.${k}`);
      for (const [k, f] of Object.entries(b.style_fields)) walkField(f, `${b.type}.style_fields.${k}`);
      for (const [k, slot] of Object.entries(b.slots ?? {})) for (const name of Object.keys(slot)) if (/[A-Z]/.test(name)) camel.push(`${b.type}.slots.${k}.${name}`);
    }
    expect(camel).toEqual([]);
  });
});
