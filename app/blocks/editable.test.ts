import { describe, expect, it } from "vitest";
import { patchForPath, readPath, resolveEditableField } from "./editable";
import { field } from "./fields";
import { block as hero } from "./hero/block";

/** Field descriptions of every shape a path can go through. */
const module = {
  fields: {
    title: field.text("Titel", { maxLength: 200 }),
    intro: field.multiline("Einleitung"),
    body: field.richtext("Inhalt"),
    date: field.text("Datum", { format: "date" }),
    email: field.text("E-Mail", { format: "email" }),
    size: field.number("Größe", 1, 6),
    link: field.link("Link"),
    items: field.values("Einträge", "Eintrag", field.text("Eintrag")),
    counts: field.values("Zahlen", "Zahl", field.number("Zahl", 0, 9)),
    buttons: field.list("Schaltflächen", "Schaltfläche", { text: field.text("Beschriftung"), href: field.link("Link") }),
    labels: field.group("Beschriftungen", { submit: field.text("Senden"), more: field.multiline("Mehr") }),
    slot: field.slot(),
  },
};

const content = {
  title: "Willkommen",
  items: ["eins", "zwei", "drei"],
  buttons: [
    { text: "A", href: "/a" },
    { text: "B", href: "/b" },
  ],
  labels: { submit: "Senden", more: "Mehr" },
};

describe("resolveEditableField", () => {
  it("resolves text and rich-text fields with their label, lines and limit", () => {
    expect(resolveEditableField(module, "title")).toEqual({ kind: "text", multiline: false, label: "Titel", maxLength: 200 });
    expect(resolveEditableField(module, "intro")).toEqual({ kind: "text", multiline: true, label: "Einleitung" });
    expect(resolveEditableField(module, "body")).toEqual({ kind: "richtext", multiline: true, label: "Inhalt" });
  });

  it("goes into lists of values, lists of objects and groups", () => {
    expect(resolveEditableField(module, "items.2")).toEqual({ kind: "text", multiline: false, label: "Eintrag" });
    expect(resolveEditableField(module, "buttons.0.text")).toEqual({ kind: "text", multiline: false, label: "Beschriftung" });
    expect(resolveEditableField(module, "labels.submit")).toEqual({ kind: "text", multiline: false, label: "Senden" });
    expect(resolveEditableField(module, "labels.more")?.multiline).toBe(true);
  });

  it("refuses fields that are not text, formatted text, and paths that do not exist", () => {
    for (const path of ["date", "email", "size", "link", "slot", "counts.0", "buttons.0.href", "buttons.0", "buttons", "items", "labels", "labels"]) {
      expect(resolveEditableField(module, path), path).toBeNull();
    }
    for (const path of ["nope", "title.0", "items.x", "buttons.x.text", "buttons.0.nope", "labels.nope", "items.0.text"]) {
      expect(resolveEditableField(module, path), path).toBeNull();
    }
  });

  it("works with a real block module", () => {
    expect(resolveEditableField(hero, "buttons.1.text")?.label).toBe("Beschriftung");
    expect(resolveEditableField(hero, "subtitle")).toMatchObject({ kind: "text", multiline: true });
    expect(resolveEditableField(hero, "backgroundImage")).toBeNull();
  });
});

describe("readPath", () => {
  it("reads keys, list items, item fields and group keys", () => {
    expect(readPath(content, "title")).toBe("Willkommen");
    expect(readPath(content, "items.2")).toBe("drei");
    expect(readPath(content, "buttons.1.text")).toBe("B");
    expect(readPath(content, "labels.submit")).toBe("Senden");
  });

  it("is undefined for paths that do not exist", () => {
    expect(readPath(content, "items.3")).toBeUndefined();
    expect(readPath(content, "buttons.5.text")).toBeUndefined();
    expect(readPath(content, "title.0")).toBeUndefined();
    expect(readPath(content, "labels.0")).toBeUndefined();
    expect(readPath(content, "missing.x")).toBeUndefined();
  });
});

describe("patchForPath", () => {
  it("patches one top-level key and leaves the rest of it and the content alone", () => {
    expect(patchForPath(content, "title", "Hallo")).toEqual({ title: "Hallo" });
    const items = patchForPath(content, "items.1", "ZWEI");
    expect(items).toEqual({ items: ["eins", "ZWEI", "drei"] });
    const buttons = patchForPath(content, "buttons.1.text", "Neu");
    expect(buttons).toEqual({
      buttons: [
        { text: "A", href: "/a" },
        { text: "Neu", href: "/b" },
      ],
    });
    expect(patchForPath(content, "labels.more", "Weiter")).toEqual({ labels: { submit: "Senden", more: "Weiter" } });
    // Nothing written in place: the editor's history keeps the old content.
    expect(content.items).toEqual(["eins", "zwei", "drei"]);
    expect(content.buttons[1].text).toBe("B");
    expect(content.labels.more).toBe("Mehr");
    expect((buttons.buttons as unknown[])[0]).toBe(content.buttons[0]);
  });

  it("sets a new top-level key (a field the stored content did not have yet)", () => {
    expect(patchForPath(content, "subtitle", "Neu")).toEqual({ subtitle: "Neu" });
  });

  it("throws a RangeError for an item that is gone or a list that is missing", () => {
    expect(() => patchForPath(content, "items.3", "x")).toThrow(RangeError);
    expect(() => patchForPath(content, "buttons.2.text", "x")).toThrow(RangeError);
    expect(() => patchForPath(content, "missing.0", "x")).toThrow(RangeError);
    expect(() => patchForPath(content, "title.0", "x")).toThrow(RangeError);
  });
});
