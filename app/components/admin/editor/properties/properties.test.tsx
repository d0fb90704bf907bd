import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allBlockModules, getBlockModule } from "~/blocks/registry";
import { STYLE_FIELDS } from "~/blocks/style-fields";
import type { Block, BlockModule, FieldDescription, ListField } from "~/blocks/types";
import { FieldList } from "./field-input";
import { PanelContext } from "./panel-context";
import { PropertiesPanel } from "./properties-panel";
import { panelTabs, isRichTextModule, isShown } from "./tabs";
import { contentValues } from "./values";

const PAGES = [
  { id: "p-home", title: "Startseite", slug: "home" },
  { id: "p-kontakt", title: "Kontakt", slug: "kontakt" },
];

function mod(type: string): BlockModule {
  const m = getBlockModule(type);
  if (!m) throw new Error(`no module ${type}`);
  return m;
}

function blockOf(type: string, content: Record<string, unknown> = {}, style: Block["style"] = {}): Block {
  return { id: `b-${type}`, type, content, style };
}

function renderPanel(block: Block) {
  return renderToStaticMarkup(<PropertiesPanel block={block} module={mod(block.type)} pages={PAGES} onContent={() => {}} onStyle={() => {}} />);
}

/** Every <label for=x> must point at an element with id x: a label that labels nothing is a bug. */
function danglingLabels(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]).filter((id) => !ids.has(id));
}

function shownLabels(fields: Readonly<Record<string, FieldDescription>>): string[] {
  return Object.values(fields)
    .filter(isShown)
    .map((f) => f.label ?? "")
    .filter((label) => label !== "");
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("properties panel over every block module", () => {
  const modules = allBlockModules();

  it("finds the block modules", () => {
    expect(modules.length).toBeGreaterThan(30);
  });

  for (const module of modules) {
    it(`${module.type}: every tab renders its fields, labelled`, () => {
      const block = blockOf(module.type, module.schema.parse({}) as Record<string, unknown>);
      expect(() => renderPanel(block)).not.toThrow();
      for (const { tab, fields } of panelTabs(module)) {
        const values = tab === "content" ? contentValues(module, block.content) : {};
        const html = renderToStaticMarkup(
          <PanelContext.Provider value={{ idPrefix: "t", pages: PAGES, module, content: () => block.content, suggestions: {} }}>
            <FieldList fields={fields} values={values} path={tab === "content" ? [] : ["style"]} optional={tab !== "content"} onChange={() => {}} />
          </PanelContext.Provider>,
        );
        for (const label of shownLabels(fields)) expect(html, `${module.type}/${tab}: ${label}`).toContain(escape(label));
        expect(danglingLabels(html), `${module.type}/${tab}`).toEqual([]);
      }
    });
  }

  it("renders stored content of the wrong shape without throwing", () => {
    for (const module of modules) {
      const weird = Object.fromEntries(Object.keys(module.fields).map((key) => [key, { nested: [1, null] }]));
      expect(() => renderPanel(blockOf(module.type, weird, { margin: "x" as never, fontSize: "abc" }))).not.toThrow();
    }
  });
});

describe("tabs", () => {
  const names = (type: string) => panelTabs(mod(type)).map((t) => t.tab);

  it("a heading has all four tabs; typography in 'Text', sides in 'Abstände'", () => {
    expect(names("heading")).toEqual(["content", "style", "text", "spacing"]);
    const tabs = Object.fromEntries(panelTabs(mod("heading")).map((t) => [t.tab, Object.keys(t.fields)]));
    // Alignment and font are the content's 'Ausrichtung' and 'Schriftart': no second control in 'Text'.
    expect(tabs.text).toEqual(["fontSize", "fontWeight", "lineHeight"]);
    expect(tabs.spacing).toEqual(["margin", "padding"]);
    // One colour per heading: 'Farbe' in 'Inhalt'; no second 'Textfarbe' in 'Stil'.
    expect(tabs.style).toEqual(["backgroundColor", "borderRadius"]);
    expect(tabs.content.filter((key) => key === "color")).toEqual(["color"]);
  });

  it("a paragraph offers one colour too", () => {
    const tabs = Object.fromEntries(panelTabs(mod("paragraph")).map((t) => [t.tab, Object.keys(t.fields)]));
    expect(tabs.style).not.toContain("textColor");
    expect(tabs.content).toContain("color");
  });

  it("rich-text types (paragraph, html-content, columns) have no 'Text' tab", () => {
    for (const type of ["paragraph", "html-content", "columns"]) {
      expect(isRichTextModule(mod(type)), type).toBe(true);
      expect(names(type), type).toEqual(["content", "style", "spacing"]);
    }
    expect(isRichTextModule(mod("heading"))).toBe(false);
    expect(isRichTextModule(mod("html-code"))).toBe(false);
  });

  it("the rule comes from the field descriptions, not from the type name", () => {
    const fake = { fields: { body: { kind: "richtext", label: "Text" } }, styleFields: ["fontSize", "margin"] } as const;
    expect(panelTabs(fake as never).map((t) => t.tab)).toEqual(["content", "spacing"]);
    const plain = { fields: { id: { kind: "not-editable", reason: "x" }, title: { kind: "text", label: "T" } }, styleFields: ["fontSize"] } as const;
    expect(panelTabs(plain as never).map((t) => t.tab)).toEqual(["content", "text"]);
  });

  it("blocks with only a margin (divider, spacer) show 'Inhalt' and 'Abstände'", () => {
    expect(names("divider")).toEqual(["content", "spacing"]);
    expect(names("spacer")).toEqual(["content", "spacing"]);
  });

  it("image puts the caption style in 'Stil'", () => {
    expect(Object.keys(panelTabs(mod("image")).find((t) => t.tab === "style")!.fields)).toContain("captionStyle");
  });

  it("the rendered panel shows the German tab names", () => {
    const heading = renderPanel(blockOf("heading", { text: "Hallo" }));
    for (const label of ["Inhalt", "Stil", "Text", "Abstände"]) expect(heading).toMatch(new RegExp(`role="tab"[^>]*>${label}<`));
    expect(heading).toContain("Eigenschaften: Überschrift");
    const paragraph = renderPanel(blockOf("paragraph", { text: "<p>Hallo</p>" }));
    expect(paragraph).toMatch(/role="tab"[^>]*>Inhalt</);
    expect(paragraph).not.toMatch(/role="tab"[^>]*>Text</);
  });
});

describe("rendered inputs", () => {
  it("a heading's content tab: text value, level range, nine swatches and 'Standard' on the colour", () => {
    const html = renderPanel(blockOf("heading", { text: "Willkommen", level: 2, color: "#3b82f6" }));
    expect(html).toContain('value="Willkommen"');
    expect(html).toContain("Bereich 1–6");
    expect(html.match(/aria-label="(Schwarz|Weiß|Anthrazit|Grau|Blau|Grün|Gelb|Rot|Violett) \(#[0-9A-F]{6}\)"/g)).toHaveLength(9);
    expect(html).toContain('aria-label="Blau (#3B82F6)" aria-pressed="true"');
    expect(html).toContain('value="#3B82F6"');
    expect(html).toContain(">Standard</button>");
  });

  it("a select shows its chosen option; an unset style select shows 'Standard'", () => {
    const html = renderPanel(blockOf("heading", { alignment: "center" }));
    expect(html).toMatch(/role="combobox"[^>]*>(<[^>]+>)*Zentriert</);
    const style = renderToStaticMarkup(<FieldList fields={{ textAlign: STYLE_FIELDS.textAlign }} values={{}} path={["style"]} optional onChange={() => {}} />);
    expect(style).toMatch(/role="combobox"[^>]*>(<[^>]+>)*Standard</);
    const link = renderPanel(blockOf("button", { href: "/kontakt" }));
    expect(link).toMatch(/role="combobox"[^>]*>(<[^>]+>)*Kontakt</);
  });

  it("style fields: font size shows 8–48 px and starts at 16 while unset", () => {
    const fields = { fontSize: STYLE_FIELDS.fontSize };
    const html = renderToStaticMarkup(<FieldList fields={fields} values={{}} path={["style"]} optional onChange={() => {}} />);
    expect(html).toContain("Bereich 8–48 px");
    expect(html).toContain('placeholder="16"');
    expect(html).toContain("Nicht gesetzt: wie im Design");
  });

  it("a button's link to a page shows the page mode; an address the address field", () => {
    const page = renderPanel(blockOf("button", { href: "/kontakt" }));
    expect(page).toContain('aria-pressed="true"');
    expect(page).toMatch(/aria-pressed="true"[^>]*>Seite</);
    const url = renderPanel(blockOf("button", { href: "https://example.com" }));
    expect(url).toMatch(/aria-pressed="true"[^>]*>Adresse</);
    expect(url).toContain('value="https://example.com"');
  });

  it("a list: one row per item, add and remove with the item label, remove disabled at the minimum", () => {
    const module = mod("contact-form");
    const subjects = module.fields.subjectOptions as ListField;
    const html = renderToStaticMarkup(
      <PanelContext.Provider value={{ idPrefix: "t", pages: [], module, content: () => ({}), suggestions: {} }}>
        <FieldList fields={{ subjectOptions: subjects }} values={{ subjectOptions: ["Support"] }} path={[]} onChange={() => {}} />
      </PanelContext.Provider>,
    );
    expect(html).toContain("Betreff hinzufügen");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Betreff 1 entfernen"/);
    expect(html).toContain("Mindestens 1 erforderlich.");
  });

  it("hero buttons at the maximum of 2: adding is disabled", () => {
    const html = renderPanel(blockOf("hero", { buttons: [{ text: "A" }, { text: "B" }] }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Schaltfläche hinzufügen<\/button>/);
    expect(html).toContain("Höchstens 2 möglich.");
  });

  it("column widths: 'Gleich breit' and the presets for the row's column count, the stored one pressed (spec §9)", () => {
    const pressed = (html: string) => [...html.matchAll(/aria-pressed="true"[^>]*>([^<]+)</g)].map((m) => m[1]);
    const buttons = (html: string) => [...html.matchAll(/aria-pressed="(?:true|false)"[^>]*>([^<]+)</g)].map((m) => m[1]);
    const two = renderPanel(blockOf("flexible-row", { columns: 2, columnWidths: [33, 67] }));
    expect(buttons(two)).toEqual(["Gleich breit", "33/67", "67/33"]);
    expect(pressed(two)).toEqual(["33/67"]);
    expect(two).toContain("Jetzt: 33 % · 67 %");
    const three = renderPanel(blockOf("flexible-row", { columns: 3 }));
    expect(buttons(three)).toEqual(["Gleich breit", "25/50/25"]);
    expect(pressed(three)).toEqual(["Gleich breit"]);
    // Dragged widths: no preset pressed, the numbers shown.
    const dragged = renderPanel(blockOf("flexible-row", { columns: 2, columnWidths: [41.5, 58.5] }));
    expect(pressed(dragged)).toEqual([]);
    expect(dragged).toContain("Jetzt: 41,5 % · 58,5 %");
  });

  it("richtext is the formatting editor with its toolbar and the large-editor button", () => {
    const html = renderPanel(blockOf("paragraph", { text: "<p>Hallo <strong>Welt</strong></p>" }));
    expect(html).toContain('aria-label="Textformatierung: Text"');
    expect(html).toContain("Im großen Editor öffnen");
    expect(html).not.toContain("<textarea");
  });

  it("a labelled not-editable field shows its reason; unlabelled ones are left out", () => {
    const html = renderPanel(blockOf("table"));
    expect(html).toContain("Spaltenbreiten");
    expect(html).toContain("durch Ziehen der Spaltenränder gesetzt");
    const form = renderPanel(blockOf("contact-form"));
    expect(form).not.toContain("Älterer Name des Empfängers");
  });
});
