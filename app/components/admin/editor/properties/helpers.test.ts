import { describe, expect, it } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { STYLE_FIELDS } from "~/blocks/style-fields";
import type { ListField, NumberField } from "~/blocks/types";
import { typesFromAccept } from "./accept-types";
import { previewKind } from "./asset-input";
import { isHexColour, normaliseHex } from "./colour-value";
import { FONT_FAMILIES, PRESET_COLOURS } from "./constants";
import { toggleFolder } from "./folders-input";
import { pageLinkValue, parseLinkValue } from "./link-value";
import { addItem, canAddItem, canRemoveItem, moveItem, removeItem } from "./list-ops";
import { clampNumber, numberValue, parseNumber, rangeLabel } from "./number-value";
import { selectOptions } from "./select-input";
import { defaultFor, fieldId, newListItem, pathKey } from "./values";

const spacer: NumberField = { kind: "number", label: "Höhe", min: 0, max: 512, step: 8, unit: "px" };
const lineHeight = STYLE_FIELDS.lineHeight as NumberField;

describe("numbers", () => {
  it("clamps to the range and snaps to the step (spec §5 limits)", () => {
    expect(clampNumber(30, spacer)).toBe(32);
    expect(clampNumber(600, spacer)).toBe(512);
    expect(clampNumber(-5, spacer)).toBe(0);
    expect(clampNumber(1.56, lineHeight)).toBe(1.6);
    expect(clampNumber(1.7000000001, lineHeight)).toBe(1.7);
    expect(clampNumber(3.4, lineHeight)).toBe(3);
    expect(clampNumber(0.2, lineHeight)).toBe(1);
    expect(clampNumber(Number.NaN, spacer)).toBe(0);
    expect(clampNumber(9, { min: 1, max: 6, step: 1 })).toBe(6);
  });

  it("reads German and English decimals, nothing else", () => {
    expect(parseNumber("1,5")).toBe(1.5);
    expect(parseNumber(" 16 ")).toBe(16);
    expect(parseNumber("-3")).toBe(-3);
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("12px")).toBeNull();
    expect(parseNumber("1e3")).toBeNull();
  });

  it("treats the unset marker and non-numbers as unset; numeric text as a number", () => {
    const fontSize: NumberField = { kind: "number", label: "S", min: 8, max: 48, step: 1, unsetValue: 0 };
    expect(numberValue(0, fontSize)).toBeNull();
    expect(numberValue(undefined, fontSize)).toBeNull();
    expect(numberValue("18", fontSize)).toBe(18);
    expect(numberValue(18, fontSize)).toBe(18);
  });

  it("shows the range German style", () => {
    expect(rangeLabel(STYLE_FIELDS.fontSize as NumberField)).toBe("8–48 px");
    expect(rangeLabel(lineHeight)).toBe("1–3 (Schritt 0,1)");
    expect(rangeLabel(spacer)).toBe("0–512 px (Schritt 8)");
  });
});

describe("colours (spec §5: #rrggbb only)", () => {
  it("normalises 6 and 3 digit hex with or without #", () => {
    expect(normaliseHex("#3b82f6")).toBe("#3B82F6");
    expect(normaliseHex("3b82f6")).toBe("#3B82F6");
    expect(normaliseHex("#abc")).toBe("#AABBCC");
    expect(normaliseHex(" #FFF ")).toBe("#FFFFFF");
  });

  it("refuses everything else", () => {
    for (const bad of ["", "#", "#12345", "#1234567", "#ggg000", "rgb(1,2,3)", "red", "#abcd"]) expect(normaliseHex(bad), bad).toBeNull();
    expect(isHexColour("#AABBCC")).toBe(true);
    expect(isHexColour("#abc")).toBe(false);
    expect(isHexColour(undefined)).toBe(false);
  });

  it("nine preset colours, all #RRGGBB with distinct German names; the §9 fonts", () => {
    expect(PRESET_COLOURS).toHaveLength(9);
    for (const c of PRESET_COLOURS) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(PRESET_COLOURS.map((c) => c.name)).size).toBe(9);
    expect(new Set(PRESET_COLOURS.map((c) => c.hex)).size).toBe(9);
    expect(FONT_FAMILIES).toEqual(["", "Arial", "Helvetica", "Georgia", "Times New Roman", "Courier New", "Verdana", "Trebuchet MS"]);
  });
});

describe("lists", () => {
  const limited: Pick<ListField, "minItems" | "maxItems"> = { minItems: 1, maxItems: 3 };

  it("adds up to the maximum and no further", () => {
    expect(addItem(["a", "b"], "c", limited)).toEqual(["a", "b", "c"]);
    const full = ["a", "b", "c"];
    expect(addItem(full, "d", limited)).toBe(full);
    expect(canAddItem(full, limited)).toBe(false);
    expect(canAddItem(full, {})).toBe(true);
  });

  it("removes down to the minimum and no further", () => {
    expect(removeItem(["a", "b"], 0, limited)).toEqual(["b"]);
    const one = ["a"];
    expect(removeItem(one, 0, limited)).toBe(one);
    expect(canRemoveItem(one, limited)).toBe(false);
    expect(canRemoveItem([], {})).toBe(false);
    expect(removeItem(["a", "b"], 5, limited)).toEqual(["a", "b"]);
  });

  it("moves up and down within the list", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    const list = ["a", "b"];
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 1, 1)).toBe(list);
  });

  it("a new plain-text item is 'New item' (spec §4); an object item gets the schema's defaults", () => {
    const list = getBlockModule("list")!;
    expect(newListItem(list.fields.items as ListField, list, {}, ["items"], ["x"])).toBe("New item");
    const hero = getBlockModule("hero")!;
    const item = newListItem(hero.fields.buttons as ListField, hero, { buttons: [] }, ["buttons"], []);
    expect(item).toMatchObject({ text: "Mehr erfahren", href: "/kontakt", variant: "default", linkType: "internal", target: "_self" });
    // Nested lists work too: a new option of a contact form's select field.
    const form = getBlockModule("contact-form")!;
    const fieldsList = form.fields.fields as ListField;
    const newField = newListItem(fieldsList, form, {}, ["fields"], []);
    expect(newField).toBeTypeOf("object");
    expect(newListItem(fieldsList, null, {}, ["fields"], [])).toBeTypeOf("object");
  });

  it("a new table row has the minimum of cells", () => {
    const table = getBlockModule("table")!;
    const row = newListItem(table.fields.rows as ListField, table, {}, ["rows"], []);
    expect(row).toEqual([""]);
  });
});

describe("defaults and paths", () => {
  it("defaultFor gives every kind a value of its type", () => {
    expect(defaultFor({ kind: "text", label: "x" })).toBe("");
    expect(defaultFor({ kind: "number", label: "x", min: 8, max: 48, step: 1, start: 16 })).toBe(16);
    expect(defaultFor({ kind: "number", label: "x", min: 8, max: 48, step: 1, unsetValue: 0 })).toBe(0);
    expect(defaultFor({ kind: "switch", label: "x" })).toBe(false);
    expect(defaultFor({ kind: "select", label: "x", options: [{ value: "a", label: "A" }] })).toBe("a");
    expect(defaultFor({ kind: "folders", label: "x" })).toEqual([]);
    expect(defaultFor(STYLE_FIELDS.margin)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(defaultFor({ kind: "list", label: "x", itemLabel: "y", item: { kind: "text", label: "z" }, minItems: 2 })).toEqual(["", ""]);
  });

  it("paths become coalesce keys and DOM ids", () => {
    expect(pathKey(["buttons", 0, "text"])).toBe("buttons.0.text");
    expect(fieldId("r1", ["style", "margin", "top"])).toBe("r1-style-margin-top");
  });

  it("select options: '' becomes the Radix placeholder value; style selects gain 'Standard'", () => {
    const align = STYLE_FIELDS.textAlign;
    if (align.kind !== "select") throw new Error("select");
    expect(selectOptions(align, true)[0]).toEqual({ value: "__none__", label: "Standard" });
    expect(selectOptions(align, false).map((o) => o.value)).toEqual(["left", "center", "right", "justify"]);
    const weight = STYLE_FIELDS.fontWeight;
    if (weight.kind !== "select") throw new Error("select");
    expect(selectOptions(weight, true).filter((o) => o.label === "Standard")).toHaveLength(1);
  });
});

describe("links", () => {
  const pages = [
    { id: "p1", title: "Start", slug: "home" },
    { id: "p2", title: "Kontakt", slug: "kontakt" },
    { id: "p3", title: "Team", slug: "ueber-uns/team" },
  ];

  it("a stored path of a page reads as that page (by id), anchors and queries kept", () => {
    expect(parseLinkValue("/kontakt", pages)).toEqual({ mode: "page", pageId: "p2", suffix: "" });
    expect(parseLinkValue("/kontakt/", pages)).toEqual({ mode: "page", pageId: "p2", suffix: "" });
    expect(parseLinkValue("/kontakt#formular", pages)).toEqual({ mode: "page", pageId: "p2", suffix: "#formular" });
    expect(parseLinkValue("/", pages)).toEqual({ mode: "page", pageId: "p1", suffix: "" });
    expect(parseLinkValue("/ueber-uns/team?x=1", pages)).toEqual({ mode: "page", pageId: "p3", suffix: "?x=1" });
  });

  it("other values are addresses", () => {
    expect(parseLinkValue("https://example.com/kontakt", pages)).toEqual({ mode: "url", url: "https://example.com/kontakt" });
    expect(parseLinkValue("/gibt-es-nicht", pages)).toEqual({ mode: "url", url: "/gibt-es-nicht" });
    expect(parseLinkValue("mailto:info@example.com", pages)).toEqual({ mode: "url", url: "mailto:info@example.com" });
    expect(parseLinkValue("//evil.example/kontakt", pages)).toEqual({ mode: "url", url: "//evil.example/kontakt" });
    expect(parseLinkValue(undefined, pages)).toEqual({ mode: "url", url: "" });
  });

  it("a chosen page is stored as its current path, the format the slug-change rewrite follows", () => {
    expect(pageLinkValue("p2", pages)).toBe("/kontakt");
    expect(pageLinkValue("p1", pages)).toBe("/");
    expect(pageLinkValue("p2", pages, "#formular")).toBe("/kontakt#formular");
    expect(pageLinkValue("nope", pages)).toBeNull();
  });
});

describe("assets and folders", () => {
  it("maps accept patterns to picker types", () => {
    expect(typesFromAccept(["image/*"])).toEqual(["image"]);
    expect(typesFromAccept(["video/*"])).toEqual(["video"]);
    expect(typesFromAccept(["audio/*"])).toEqual(["audio"]);
    expect(typesFromAccept(["image/*", "video/*"])).toEqual(["image", "video"]);
    expect(typesFromAccept(["application/pdf"])).toEqual(["document"]);
    expect(typesFromAccept(["application/vnd.ms-powerpoint", ".pptx"])).toEqual(["presentation"]);
    expect(typesFromAccept(["*/*"])).toEqual([]);
  });

  it("guesses a preview from the stored address", () => {
    expect(previewKind("/media/images/a.jpg", ["image"])).toBe("image");
    expect(previewKind("/media/videos/a.mp4", ["video"])).toBe("video");
    expect(previewKind("https://www.youtube.com/watch?v=x", ["video"])).toBe("video");
    expect(previewKind("/media/audios/a.mp3", ["audio"])).toBe("audio");
  });

  it("toggles folder ids and keeps unknown ones", () => {
    expect(toggleFolder(["a", "gone"], "b", true)).toEqual(["a", "gone", "b"]);
    expect(toggleFolder(["a", "b"], "a", false)).toEqual(["b"]);
    expect(toggleFolder(["a"], "a", true)).toEqual(["a"]);
  });
});
