import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BlockDataContext } from "./data";
import { EDIT_BLOCK_ATTR, EDIT_FIELD_ATTR, readPath, resolveEditableField } from "./editable";
import { parsedContent } from "./hooks";
import { allBlockModules } from "./registry";
import { BlockList } from "./render";
import type { BlockModule, FieldDescription } from "./types";

/**
 * The in-place editing contract (app/blocks/editable.ts) over every registered block: each element
 * a Render marks in edit mode shows exactly the field its path names (its text is the stored
 * plain text, its inner HTML the stored rich text), the path resolves to a text field, and
 * without edit mode no marker reaches the HTML.
 */

const IMAGE = "/media/images/beispiel.jpg";

/** A value a visitor would see for an empty field: text with characters React escapes. */
function sample(description: FieldDescription, n: number): unknown {
  switch (description.kind) {
    case "text":
      if (description.format === "date") return "2024-05-17";
      if (description.format === "email") return "info@beispiel.de";
      return `${description.label} ${n} & „Co“ <3`;
    case "richtext":
      return `<p>${description.label} ${n} &amp; <strong>fett</strong></p>`;
    case "link":
      return "/kontakt";
    case "asset":
      return description.accept.some((a) => a.startsWith("image")) ? IMAGE : `/media/files/datei-${n}.${description.accept[0]?.startsWith("audio") ? "mp3" : "mp4"}`;
    case "list":
      return Array.from({ length: 3 }, (_, i) => item(description, i + 1));
    case "group":
      return Object.fromEntries(Object.entries(description.fields).map(([key, d]) => [key, sample(d, n)]));
    default:
      return undefined;
  }
}

function item(list: Extract<FieldDescription, { kind: "list" }>, n: number): unknown {
  if (list.item) return sample(list.item, n);
  const entries = Object.entries(list.fields ?? {}).map(([key, d]) => [key, d.kind === "select" ? d.options[0]?.value : sample(d, n)] as const);
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
}

const isEmpty = (value: unknown) => value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Two contents per block: its defaults with a few more items in every list, and the same with
 * every empty text, rich-text, link and file field filled (so elements shown only then appear).
 */
function contents(module: BlockModule): Record<string, unknown>[] {
  const defaults = module.schema.parse({}) as Record<string, unknown>;
  const withItems: Record<string, unknown> = { ...defaults };
  const filled: Record<string, unknown> = { ...defaults };
  for (const [key, description] of Object.entries(module.fields as Record<string, FieldDescription>)) {
    if (description.kind === "list") {
      const current = Array.isArray(defaults[key]) ? (defaults[key] as unknown[]) : [];
      const more = [...current, ...(sample(description, current.length + 1) as unknown[])].slice(0, description.maxItems ?? Infinity);
      withItems[key] = more;
      filled[key] = more;
    } else if (isEmpty(defaults[key])) {
      const value = sample(description, 1);
      if (value !== undefined) filled[key] = value;
    }
  }
  return [withItems, filled].map((content) => acceptable(module, content));
}

/** Where the schema refuses a sample (a form field name must be a slug), a plain word instead. */
function acceptable(module: BlockModule, content: Record<string, unknown>): Record<string, unknown> {
  const result = module.schema.safeParse(content);
  if (result.success) return content;
  const fixed = structuredClone(content);
  for (const issue of result.error.issues) {
    const at = issue.path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)?.[key as PropertyKey], fixed);
    const key = issue.path.at(-1);
    if (at && typeof at === "object" && key !== undefined) (at as Record<PropertyKey, unknown>)[key as PropertyKey] = `wert${issue.path.join("")}`;
  }
  return fixed;
}

function render(module: BlockModule, content: Record<string, unknown>, editMode: boolean): string {
  const blocks = [{ id: "b1", type: module.type, content }];
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <BlockDataContext.Provider value={{ editMode }}>
          <BlockList blocks={blocks} />
        </BlockDataContext.Provider>
      ),
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

// ---------------------------------------------------------------------------------------------
// A small HTML reader for React's static markup (well-formed, attributes double-quoted).

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;

interface Marked {
  path: string;
  tag: string;
  inner: string;
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
    if (e[0] === "#") return String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return named[e.toLowerCase()];
  });
}

/** The text content of a piece of markup. */
function textOf(html: string): string {
  return decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, "").replace(/<[^>]*>/g, ""));
}

/** Every element carrying data-edit-field, with its inner HTML. Throws on markup it cannot match. */
function markedElements(html: string): Marked[] {
  const stack: { tag: string; path: string | null; contentStart: number }[] = [];
  const found: Marked[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[0].startsWith("<!--")) continue;
    const [whole, closing, rawTag, attrs, selfClosing] = m;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const open = stack.pop();
      if (!open || open.tag !== tag) throw new Error(`</${tag}> schließt <${open?.tag}> bei ${m.index}`);
      if (open.path !== null) found.push({ path: open.path, tag, inner: html.slice(open.contentStart, m.index) });
      continue;
    }
    const path = new RegExp(`\\s${EDIT_FIELD_ATTR}="([^"]*)"`).exec(attrs)?.[1] ?? null;
    if (VOID.has(tag) || selfClosing) {
      if (path !== null) found.push({ path: decode(path), tag, inner: "" });
      continue;
    }
    const contentStart = m.index + whole.length;
    if (tag === "script" || tag === "style") {
      // Raw text: skip to the closing tag.
      const end = html.indexOf(`</${tag}>`, contentStart);
      TAG.lastIndex = end;
    }
    stack.push({ tag, path: path === null ? null : decode(path), contentStart });
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.tag}> nicht geschlossen`);
  return found;
}

/** The rich-text convention of the blocks: HTML as stored; plain text in a paragraph. */
function richTextHtml(value: string): string[] {
  return /^\s*</.test(value) ? [value] : [value, `<p>${value}</p>`];
}

// ---------------------------------------------------------------------------------------------

const modules = allBlockModules();

describe("in-place editing markers (every registered block)", () => {
  it("the reader finds marked elements, nested ones and their HTML", () => {
    const html = `<div ${EDIT_FIELD_ATTR}="a"><p>x <b>y</b></p><div ${EDIT_FIELD_ATTR}="b">&amp;&#x27;</div><img src="z"/><br/></div>`;
    expect(markedElements(html)).toEqual([
      { path: "b", tag: "div", inner: "&amp;&#x27;" },
      { path: "a", tag: "div", inner: `<p>x <b>y</b></p><div ${EDIT_FIELD_ATTR}="b">&amp;&#x27;</div><img src="z"/><br/>` },
    ]);
    expect(textOf("&amp;&#x27;&lt;b&gt;")).toBe("&'<b>");
    expect(() => markedElements("<div><p></div>")).toThrow();
  });

  const marked = new Map<string, Set<string>>();

  describe.each(modules.map((m) => [m.type, m] as const))("%s", (_type, module) => {
    it("marks only text fields, each element showing exactly its field", () => {
      const paths = new Set<string>();
      for (const raw of contents(module)) {
        // Content that failed to parse would render the defaults and test nothing new.
        const parsed = module.schema.safeParse(raw);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const content = parsedContent(module, raw) as Record<string, unknown>;
        const html = render(module, raw, true);
        expect(html).toContain(`${EDIT_BLOCK_ATTR}="b1"`);
        for (const element of markedElements(html)) {
          const field = resolveEditableField(module, element.path);
          expect(field, `${module.type}: ${element.path} ist kein Textfeld`).not.toBeNull();
          const value = readPath(content, element.path);
          expect(typeof value, `${module.type}: ${element.path}`).toBe("string");
          paths.add(element.path);
          // An empty field may show a hint to click on in edit mode (the paragraph does; never stored).
          if ((value as string).trim() === "") continue;
          if (field!.kind === "richtext") {
            expect(richTextHtml(value as string), `${module.type}: ${element.path}`).toContain(element.inner);
          } else {
            expect(textOf(element.inner), `${module.type}: ${element.path}`).toBe(value);
          }
        }
      }
      marked.set(module.type, paths);
    });

    it("puts no marker into visitors' HTML", () => {
      for (const raw of contents(module)) {
        const html = render(module, raw, false);
        expect(html).not.toContain(EDIT_FIELD_ATTR);
        expect(html).not.toContain(EDIT_BLOCK_ATTR);
      }
    });
  });

  it("changes nothing else: edit mode's HTML without the markers is the visitors' HTML", () => {
    // Blocks whose edit mode shows more on purpose: the contact form's hint and disabled fields,
    // the paragraph's hint in an empty paragraph, the image's hint where it has no source.
    const differsOnPurpose = new Set(["contact-form", "paragraph", "image"]);
    // Markers off; a marker's own <span> around a text is gone then, so bare spans count as text on both sides.
    const unmark = (html: string) => html.replace(new RegExp(` (?:${EDIT_FIELD_ATTR}|${EDIT_BLOCK_ATTR})="[^"]*"`, "g"), "");
    const bare = (html: string) => html.replace(/<span>([^<]*)<\/span>/g, "$1");
    for (const module of modules.filter((m) => !differsOnPurpose.has(m.type))) {
      for (const raw of contents(module)) expect(bare(unmark(render(module, raw, true))), module.type).toBe(bare(render(module, raw, false)));
    }
  });

  it("covers at least 20 block types", () => {
    const withMarkers = [...marked].filter(([, paths]) => paths.size > 0).map(([type]) => type);
    expect(withMarkers.length, withMarkers.join(", ")).toBeGreaterThanOrEqual(20);
    // The fields each block shows as text: a marker lost in a later change fails here.
    const expected: Record<string, string[]> = {
      audio: ["title"],
      "blog-meta": ["category", "author"],
      "blog-post": ["category", "author", "title", "excerpt", "content", "tags.0"],
      button: ["text"],
      card: ["title", "description", "text", "content"],
      columns: ["leftText", "rightText"],
      "contact-form": ["title", "description", "fields.0.label", "submitText"],
      "contact-info": ["title", "contacts.0.label", "contacts.0.value"],
      cta: ["title", "description", "primaryButtonText", "secondaryButtonText"],
      datepicker: ["label", "placeholder"],
      faq: ["title", "description", "items.0.question", "items.0.answer"],
      gallery: ["title", "images.0.caption"],
      hero: ["title", "subtitle", "buttons.0.text", "buttons.1.text"],
      "html-content": ["html"],
      image: ["caption"],
      input: ["label"],
      "media-text": ["title", "text", "buttonText"],
      "product-benefits": ["title", "description", "benefits.0.title", "benefits.0.description"],
      section: ["title"],
      select: ["label"],
      testimonial: ["quote", "author", "position"],
      textarea: ["label"],
      timeline: ["title", "subtitle", "items.0.year", "items.0.title", "items.0.description"],
      video: ["title"],
    };
    for (const [type, paths] of Object.entries(expected)) expect([...(marked.get(type) ?? [])], type).toEqual(expect.arrayContaining(paths));
  });

  it("marks list items by their index in the stored list, also when empty items are not shown", async () => {
    const { getBlockModule } = await import("./registry");
    const faq = getBlockModule("faq")!;
    const content = { items: [{ question: "", answer: "leer" }, { question: "Zweite?", answer: "Ja." }] };
    const html = render(faq, content, true);
    const byPath = Object.fromEntries(markedElements(html).map((e) => [e.path, textOf(e.inner)]));
    expect(byPath["items.1.question"]).toBe("Zweite?");
    expect(byPath["items.1.answer"]).toBe("Ja.");
    expect(byPath["items.0.question"]).toBeUndefined();
  });
});
