import type { ChildNode } from "domhandler";
import type { Block } from "~/blocks/types";
import { thirdPartyVideo } from "~/blocks/video/block";
import { ELEMENTOR_FORM_WIDGETS, elementorForm } from "./blocks-forms.server";
import { flexibleRow } from "./blocks-layout.server";
import { TEXT_HANDLERS } from "./blocks-text.server";
import { convertClassic } from "./classic.server";
import { hexColour, imageFrom, listFrom, textAlign, videoOrLink } from "./elements.server";
import { cleanHtml, escapeHtml, isText, parseFragment, plainText, type Element } from "./html.server";
import { linkUrl, makeBlock, mediaUrl, newRun, paragraphBlock, type Run } from "./run.server";

/**
 * Elementor pages (issue 39, item 8). Elementor keeps a page's real layout in the post meta
 * `_elementor_data` (JSON: sections → columns → widgets, or flexbox containers) and writes only a
 * flattened copy of the rendered widgets into post_content, without columns. A post whose
 * `_elementor_edit_mode` is "builder" is converted from that JSON:
 *
 * - A top-level section or container is our section (its background colour or image and padding);
 *   its columns side by side are our flexible row with the columns' widths (`_inline_size`, else
 *   `_column_size`; a container's children by their `width` or custom widget width), through the
 *   same row builder as Gutenberg's columns. Inner sections and containers are rows without the
 *   section, unless they have a background. A container in a column direction stacks its content;
 *   a grid container or a wrapping row is split into rows as wide as the page.
 * - Widgets: heading, text editor (its HTML through the classic conversion: wpautop, shortcodes),
 *   image (through the import's media mapping, alt and caption from the attachment when not set),
 *   button, icon list (a list; with links rich text), image box and icon box (image, heading,
 *   text), testimonial, spacer, divider, video (YouTube/Vimeo with consent, own files), HTML,
 *   shortcode, Google Maps, accordion and toggle (FAQ), tabs (heading and text per tab).
 * - Any other widget keeps its rendered HTML from the flattened copy when its texts are found
 *   there, else its texts; the report names each such widget kind with its count.
 * - Elements hidden on desktop (Elementor's mobile duplicates) are left out, with their count.
 *
 * When the meta is missing or not valid JSON the flattened HTML is converted as before, and the
 * report says so. A page that merely has old Elementor data but was switched back to the WordPress
 * editor (no edit mode) is not an Elementor page: its post_content is the truth.
 */

interface ElementorElement {
  id?: string;
  elType?: string;
  widgetType?: string;
  isInner?: boolean;
  settings?: Record<string, unknown>;
  elements?: ElementorElement[];
}

type Settings = Record<string, unknown>;

/** One conversion of an Elementor page: the run, the flattened copy and what the report will say. */
interface Page {
  run: Run;
  fallback: Fallback;
  /** Widget kinds kept as HTML (or as text) → count. */
  asHtml: Map<string, number>;
  asText: Map<string, number>;
  hidden: number;
}

/**
 * Our blocks for an Elementor page, or null when the post is not one (or its Elementor data cannot
 * be read: then the caller converts the HTML, and the report says why).
 */
export function elementorBlocks(meta: Record<string, string> | undefined, html: string, run: Run): Block[] | null {
  if (meta?._elementor_edit_mode !== "builder") return null;
  const raw = meta._elementor_data;
  if (raw === undefined || raw.trim() === "") {
    run.note("Mit Elementor gestaltet, aber ohne Elementor-Daten (_elementor_data): aus dem HTML übernommen, Spalten und Gestaltung fehlen");
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  if (!Array.isArray(data)) {
    run.note("Mit Elementor gestaltet, aber die Elementor-Daten (_elementor_data) sind kein gültiges JSON: aus dem HTML übernommen, Spalten und Gestaltung fehlen");
    return null;
  }
  // The page's own notes after the one that names Elementor: collected apart first.
  const own = newRun(run.ctx);
  const page: Page = { run: { ...own.run, expanding: run.expanding }, fallback: new Fallback(html), asHtml: new Map(), asText: new Map(), hidden: 0 };
  const blocks = elementsOf(data as ElementorElement[], page, true);
  if (blocks.length === 0 && html.trim() !== "") {
    // Nothing we could read (only widgets of add-ons, say), but the flattened copy shows something.
    run.note("Mit Elementor gestaltet, aber in den Elementor-Daten nichts Lesbares: aus dem HTML übernommen, Spalten und Gestaltung fehlen");
    return null;
  }
  run.note("Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen");
  for (const text of own.notes) run.note(text);
  for (const [kind, n] of page.asHtml) run.note(`Elementor-Widget „${kind}“ als HTML übernommen (${n}×)`);
  for (const [kind, n] of page.asText) run.note(`Elementor-Widget „${kind}“ nur als Text übernommen (${n}×)`);
  if (page.hidden > 0) run.note(`${page.hidden} Elementor-${page.hidden === 1 ? "Element" : "Elemente"} nur auf Tablet oder Handy sichtbar – nicht übernommen`);
  return blocks;
}

// ---- Reading settings.

function obj(value: unknown): Settings {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Settings) : {};
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** A size control ({ unit: "px", size: 40 }) in px; rem/em count 16 px; anything else undefined. */
function px(value: unknown): number | undefined {
  const v = obj(value);
  const size = Number.parseFloat(text(v.size));
  if (!Number.isFinite(size)) return undefined;
  const unit = text(v.unit) || "px";
  return unit === "px" ? size : unit === "em" || unit === "rem" ? size * 16 : undefined;
}

/** A size control in percent, or null. */
function percent(value: unknown): number | null {
  const v = obj(value);
  const size = Number.parseFloat(text(v.size));
  return text(v.unit) === "%" && size > 0 ? size : null;
}

function hidden(settings: Settings): boolean {
  return text(settings.hide_desktop) !== "";
}

// ---- Layout.

function elementsOf(list: unknown, page: Page, topLevel = false): Block[] {
  if (!Array.isArray(list)) return [];
  return (list as ElementorElement[]).flatMap((el) => elementBlocks(el, page, topLevel));
}

function elementBlocks(el: ElementorElement, page: Page, topLevel: boolean): Block[] {
  if (!el || typeof el !== "object") return [];
  const settings = obj(el.settings);
  if (hidden(settings)) {
    page.hidden++;
    return [];
  }
  switch (el.elType) {
    case "section":
      return band(settings, sectionRow(el, page), page, topLevel && !el.isInner);
    case "container":
      return band(settings, containerContent(el, page), page, topLevel && !el.isInner);
    case "column":
      return elementsOf(el.elements, page);
    case "widget":
      return widgetBlocks(el, page);
    default:
      // An element type of a newer Elementor (or an add-on): its content, if any.
      return elementsOf(el.elements, page);
  }
}

/** A section's columns: one column is its content; several a row with the columns' widths. */
function sectionRow(el: ElementorElement, page: Page): Block[] {
  const columns = (Array.isArray(el.elements) ? el.elements : []).filter((c) => c && c.elType === "column" && !hidden(obj(c.settings)));
  page.hidden += (Array.isArray(el.elements) ? el.elements : []).filter((c) => c && c.elType === "column" && hidden(obj(c.settings))).length;
  // A column with a background of its own (a highlighted plan, a card) keeps it as a section.
  const contents = columns.map((c) => band(obj(c.settings), elementsOf(c.elements, page), page, false));
  if (columns.length <= 1) return contents.flat();
  const widths = columns.map((c) => {
    const s = obj(c.settings);
    const inline = Number.parseFloat(text(s._inline_size));
    const size = Number.parseFloat(text(s._column_size));
    return inline > 0 ? inline : size > 0 ? size : null;
  });
  return row(contents, widths, page, text(obj(el.settings).content_position));
}

const ROW_DIRECTIONS = new Set(["row", "row-reverse"]);

/** A container's children: stacked (column direction), side by side (row), or in a grid. */
function containerContent(el: ElementorElement, page: Page): Block[] {
  const settings = obj(el.settings);
  const children = (Array.isArray(el.elements) ? el.elements : []).filter((c) => c && typeof c === "object");
  const visible = children.filter((c) => !hidden(obj(c.settings)));
  page.hidden += children.length - visible.length;
  const grid = text(settings.container_type) === "grid";
  const direction = text(settings.flex_direction);
  if (!grid && !ROW_DIRECTIONS.has(direction)) return visible.flatMap((c) => elementBlocks(c, page, false));
  const ordered = direction === "row-reverse" ? [...visible].reverse() : visible;
  const contents = ordered.map((c) => elementBlocks(c, page, false));
  if (contents.length <= 1) return contents.flat();
  const align = ({ "flex-start": "start", center: "center", "flex-end": "end", stretch: "stretch" } as Record<string, string>)[text(settings.flex_align_items)] ?? "";
  if (grid) {
    const perRow = Math.max(1, Math.round(Number(obj(settings.grid_columns_grid).size) || 3));
    return chunks(contents, perRow).flatMap((part) => row(part, part.map(() => null), page, align));
  }
  const widths = ordered.map((c) => {
    const s = obj(c.settings);
    if (c.elType === "container") return percent(s.width);
    return text(s._element_width) === "initial" ? percent(s._element_custom_width) : null;
  });
  // Wider than the page together (a wrapping row): as many rows as it wraps into.
  if (widths.every((w) => w !== null) && widths.reduce((a, b) => a! + b!, 0)! > 100.5) {
    const rows: { blocks: Block[][]; widths: number[] }[] = [];
    contents.forEach((blocks, i) => {
      const w = widths[i]!;
      const last = rows[rows.length - 1];
      if (last && last.widths.reduce((a, b) => a + b, 0) + w <= 100.5) {
        last.blocks.push(blocks);
        last.widths.push(w);
      } else rows.push({ blocks: [blocks], widths: [w] });
    });
    return rows.flatMap((r) => (r.blocks.length === 1 ? r.blocks[0]! : row(r.blocks, r.widths, page, align)));
  }
  return row(contents, widths, page, align);
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Columns side by side; a column without width shares what the others leave. Empty columns keep their place. */
function row(contents: Block[][], given: (number | null)[], page: Page, alignment: string): Block[] {
  if (contents.every((c) => c.length === 0)) return [];
  const used = given.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const open = given.filter((w) => w === null).length;
  const rest = open > 0 ? (100 - used) / open : 0;
  const widths = given.every((w) => w === null) || (open > 0 && rest <= 0) ? "equal" : given.map((w) => w ?? rest);
  const align = ({ top: "start", middle: "center", bottom: "end" } as Record<string, string>)[alignment] ?? alignment;
  return flexibleRow(contents, widths, page.run, align);
}

/** Padding of a dimensions control ({ unit: "px", top: "60", … }) in px, or undefined. */
function padding(value: unknown): { top: number; right: number; bottom: number; left: number } | undefined {
  const v = obj(value);
  const unit = text(v.unit) || "px";
  const factor = unit === "px" ? 1 : unit === "em" || unit === "rem" ? 16 : 0;
  const sides = ["top", "right", "bottom", "left"].map((k) => Number.parseFloat(text(v[k])));
  if (factor === 0 || sides.every((n) => !Number.isFinite(n))) return undefined;
  const [top, right, bottom, left] = sides.map((n) => (Number.isFinite(n) ? Math.round(n * factor) : 0));
  return { top: top!, right: right!, bottom: bottom!, left: left! };
}

/**
 * A top-level section or container is our section (a band of the page) with its background and
 * padding; an inner one only when it has a background of its own.
 */
function band(settings: Settings, children: Block[], page: Page, topLevel: boolean): Block[] {
  if (children.length === 0) return [];
  const classic = text(settings.background_background) === "classic";
  const colour = classic ? hexColour(text(settings.background_color).slice(0, 7)) : "";
  const imageUrl = classic ? text(obj(settings.background_image).url) : "";
  const image = imageUrl ? mediaUrl(page.run, imageUrl) : "";
  if (!topLevel && !colour && !image) return children;
  const backgroundType = image ? "image" : colour ? "color" : "none";
  const given = padding(settings.padding);
  const pad = given ?? (backgroundType === "none" ? { top: 0, right: 0, bottom: 0, left: 0 } : undefined);
  return [makeBlock("section", { title: "", backgroundType, backgroundColor: colour, backgroundImage: image, ...(pad ? { padding: pad } : {}) }, { children })];
}

// ---- Widgets.

type WidgetHandler = (s: Settings, page: Page, el: ElementorElement) => Block[];

function heading(textHtml: string, tag: string, page: Page, extra: Record<string, unknown> = {}): Block[] {
  const title = plainText(parseFragment(textHtml).children);
  if (title === "") return [];
  const level = /^h([1-6])$/.exec(tag)?.[1];
  if (!level && tag !== "") return paragraphBlock(`<p>${escapeHtml(title)}</p>`);
  return [makeBlock("heading", { text: title, level: Number(level ?? 2), ...extra })];
}

/** Rich text of a textarea or WYSIWYG setting: its HTML converted as classic content (wpautop, shortcodes). */
function richText(html: string, page: Page): Block[] {
  return html.trim() === "" ? [] : convertClassic(html, page.run);
}

function alignment(s: Settings): Record<string, unknown> {
  const align = textAlign(text(s.align));
  return align ? { alignment: align } : {};
}

/** The image widget's link: "custom" keeps its address; "file" (the picture itself, a lightbox) and "none" are no link. */
function imageLink(s: Settings): { link: string; newTab: boolean } {
  const link = obj(s.link);
  return { link: text(s.link_to) === "custom" ? text(link.url) : "", newTab: text(link.is_external) === "on" };
}

function noteLink(s: Settings, page: Page, where: string): void {
  if (text(obj(s.link).url) !== "") page.run.note(`Links in ${where} als Text übernommen`);
}

/** An image setting ({ url, id, alt }) as our image block, through the import's media mapping. */
function image(value: unknown, page: Page, options: { caption?: string; sizeSlug?: string; align?: string; link?: string; newTab?: boolean } = {}): Block[] {
  const v = obj(value);
  const id = Number(v.id);
  const attachment = Number.isInteger(id) && id > 0 ? page.run.ctx.attachment?.(id) : undefined;
  const url = text(v.url) || attachment?.url || "";
  // Elementor's placeholder (no image chosen) is not content.
  if (url === "" || /\/elementor\/assets\/images\/placeholder\.png$/.test(url)) return [];
  const alt = text(v.alt) || attachment?.alt || "";
  const img = parseFragment(`<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}">`).children[0] as Element;
  return imageFrom(img, page.run, options);
}

const button: WidgetHandler = (s, page) => {
  const label = plainText(parseFragment(text(s.text) || "Klicke hier").children);
  const link = obj(s.link);
  const href = text(link.url);
  const align = text(s.align);
  return [
    makeBlock("button", {
      text: label,
      href: href ? linkUrl(page.run, href) : "",
      target: text(link.is_external) === "on" ? "_blank" : "_self",
      size: ({ xs: "sm", sm: "sm", lg: "lg", xl: "lg" } as Record<string, string>)[text(s.size)] ?? "default",
      align: align === "center" || align === "right" ? align : "left",
    }),
  ];
};

const iconList: WidgetHandler = (s, page) => {
  const items = Array.isArray(s.icon_list) ? (s.icon_list as unknown[]).map(obj) : [];
  const lis = items
    .filter((item) => text(item.text).trim() !== "")
    .map((item) => {
      const href = text(obj(item.link).url);
      return `<li>${href ? `<a href="${escapeHtml(href)}">${text(item.text)}</a>` : text(item.text)}</li>`;
    });
  if (lis.length === 0) return [];
  // listFrom: plain items as our list; a list with links stays rich text (links mapped, note).
  return listFrom(parseFragment(`<ul>${lis.join("")}</ul>`).children[0] as Element, page.run);
};

/** Image box and icon box: the image (if any), the title as a heading, the description as text. */
const box: WidgetHandler = (s, page, el) => {
  // The box's link stays on its picture; a box without one loses it (named).
  const pictured = el.widgetType === "image-box" ? image(s.image, page, { link: text(obj(s.link).url), newTab: text(obj(s.link).is_external) === "on" }) : [];
  if (pictured.length === 0) noteLink(s, page, "Bild- und Symbolboxen");
  if (el.widgetType === "icon-box") page.run.note("Symbole (Icons) von Elementor nicht übernommen");
  return [
    ...pictured,
    ...heading(text(s.title_text), text(s.title_size) || "h3", page),
    ...richText(text(s.description_text), page),
  ];
};

const testimonial: WidgetHandler = (s, page) => {
  const quote = plainText(parseFragment(text(s.testimonial_content)).children);
  if (quote === "") return [];
  const photoUrl = text(obj(s.testimonial_image).url);
  const photo = photoUrl && !/placeholder\.png$/.test(photoUrl) ? mediaUrl(page.run, photoUrl) : "";
  const align = text(s.testimonial_alignment);
  return [
    makeBlock("testimonial", {
      quote,
      author: plainText(parseFragment(text(s.testimonial_name)).children),
      position: plainText(parseFragment(text(s.testimonial_job)).children),
      photo,
      layout: align === "left" || align === "right" ? (text(s.testimonial_image_position) === "aside" ? "horizontal" : "default") : "centered",
    }),
  ];
};

const video: WidgetHandler = (s, page) => {
  const type = text(s.video_type) || "youtube";
  const flags = { autoplay: text(s.autoplay) === "yes", muted: text(s.mute) === "yes", loop: text(s.loop) === "yes", controls: text(s.controls) !== "" || s.controls === undefined };
  if (type === "hosted") {
    const src = text(s.insert_url) === "yes" ? text(obj(s.external_url).url) : text(obj(s.hosted_url).url);
    const file = src ? mediaUrl(page.run, src) : "";
    if (!file) {
      page.run.note("Elementor-Video ohne Adresse – nicht übernommen");
      return [];
    }
    return [makeBlock("video", { src: file, ...flags })];
  }
  const url = text(s[`${type}_url`]).trim();
  if (!url) {
    page.run.note("Elementor-Video ohne Adresse – nicht übernommen");
    return [];
  }
  if (thirdPartyVideo(url)) return [makeBlock("video", { src: url, autoplay: flags.autoplay, muted: flags.muted, loop: flags.loop })];
  return videoOrLink(url, page.run, `Elementor-Video (${type})`);
};

/** Accordion and toggle: our FAQ (questions and answers as text; links in answers are named). */
const faq: WidgetHandler = (s, page) => {
  const tabs = Array.isArray(s.tabs) ? (s.tabs as unknown[]).map(obj) : [];
  const items = tabs
    .map((t, i) => {
      if (/<a\s[^>]*href/i.test(text(t.tab_content))) page.run.note("Links in Antworten von Akkordeons als Text übernommen");
      return { id: `faq-${i + 1}`, question: plainText(parseFragment(text(t.tab_title)).children), answer: plainText(parseFragment(text(t.tab_content)).children) };
    })
    .filter((item) => item.question !== "" || item.answer !== "");
  return items.length === 0 ? [] : [makeBlock("faq", { title: "", description: "", items })];
};

/** Tabs: a heading and the content of each tab, one after the other. */
const tabs: WidgetHandler = (s, page) => {
  const list = Array.isArray(s.tabs) ? (s.tabs as unknown[]).map(obj) : [];
  return list.flatMap((t) => [...heading(text(t.tab_title), "h3", page), ...richText(text(t.tab_content), page)]);
};

const WIDGETS: Record<string, WidgetHandler> = {
  heading: (s, page) => {
    noteLink(s, page, "Überschriften");
    const colour = hexColour(text(s.title_color).slice(0, 7));
    return heading(text(s.title), text(s.header_size) || "h2", page, { ...alignment(s), ...(colour ? { color: colour } : {}) });
  },
  "text-editor": (s, page) => {
    // The widget's alignment holds for paragraphs and headings that have none of their own.
    const align = alignment(s);
    return richText(text(s.editor), page).map((b) => ((b.type === "paragraph" || b.type === "heading") && align.alignment && b.content.alignment === "left" ? { ...b, content: { ...b.content, ...align } } : b));
  },
  image: (s, page) => {
    const id = Number(obj(s.image).id);
    const source = text(s.caption_source);
    const caption = source === "custom" ? text(s.caption) : source === "attachment" && id > 0 ? (page.run.ctx.attachment?.(id)?.caption ?? "") : "";
    const size = text(s.image_size);
    return image(s.image, page, { caption: plainText(parseFragment(caption).children), sizeSlug: size && size !== "custom" ? size : undefined, align: text(s.align) || undefined, ...imageLink(s) });
  },
  button,
  "icon-list": iconList,
  "image-box": box,
  "icon-box": box,
  testimonial,
  spacer: (s) => {
    const height = px(s.space);
    return [makeBlock("spacer", height === undefined ? {} : { height })];
  },
  divider: () => [makeBlock("divider", {})],
  video,
  html: (s, page) => {
    const html = text(s.html);
    return TEXT_HANDLERS["core/html"]!({ blockName: "core/html", attrs: {}, innerBlocks: [], innerHTML: html, innerContent: [html] }, page.run, () => []);
  },
  shortcode: (s, page) => richText(text(s.shortcode), page),
  // Forms (Elementor Pro's with its fields, the form plugins' widgets by id): our contact form.
  ...Object.fromEntries(Object.keys(ELEMENTOR_FORM_WIDGETS).map((name): [string, WidgetHandler] => [name, (s, page) => elementorForm(name, s, page.run)])),
  google_maps: (s) => {
    const address = text(s.address).trim();
    if (!address) return [];
    const zoom = Number(obj(s.zoom).size);
    const height = px(s.height);
    return [makeBlock("google-maps", { address, ...(zoom > 0 ? { zoom } : {}), ...(height ? { height: String(Math.round(height)) } : {}) })];
  },
  accordion: faq,
  toggle: faq,
  tabs,
  // Anchors and empty placeholders: nothing to see.
  "menu-anchor": () => [],
};

function widgetBlocks(el: ElementorElement, page: Page): Block[] {
  const kind = el.widgetType ?? "?";
  const handler = WIDGETS[kind];
  const settings = obj(el.settings);
  if (handler) return handler(settings, page, el);
  // A widget with elements of its own (nested tabs, nested accordion): each child under its title.
  if (Array.isArray(el.elements) && el.elements.length > 0) {
    const titles = titlesOf(settings);
    page.run.note(`Elementor-Widget „${kind}“ aufgelöst, Inhalt übernommen`);
    return el.elements.flatMap((child, i) => [...(titles[i] ? heading(titles[i]!, "h3", page) : []), ...elementBlocks(child, page, false)]);
  }
  return unknownWidget(kind, settings, page);
}

/** The titles of a nested widget's items (tabs[].tab_title, items[].item_title …). */
function titlesOf(settings: Settings): string[] {
  for (const value of Object.values(settings)) {
    if (!Array.isArray(value)) continue;
    const titles = value.map((item) => {
      const entry = Object.entries(obj(item)).find(([key]) => key.endsWith("_title"));
      return entry ? text(entry[1]) : "";
    });
    if (titles.some(Boolean)) return titles;
  }
  return [];
}

/** Setting keys that hold design or addresses, not content. */
const STYLE_KEY =
  /^_|__globals__|colou?r|typography|font|css|class|animation|selected_icon|(^|_)(icon|id|url|link|size|width|height|align|alignment|position|border|shadow|background|padding|margin|gap|style|layout|view|skin|type|html_tag|library|tag|target|rel)$/i;

/** The texts of an unknown widget's settings (titles, descriptions, list items), without HTML. */
function settingTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    const plain = plainText(parseFragment(value).children);
    // Identifiers ("yes", "center", "fa-check"), addresses and numbers are not content.
    if (plain.length >= 2 && !/^(https?:|\/|#|mailto:|tel:)/i.test(plain) && !/^[a-z0-9_.-]+$/.test(plain) && /\p{L}/u.test(plain)) out.push(plain);
  } else if (Array.isArray(value)) {
    for (const item of value) settingTexts(item, out);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (!STYLE_KEY.test(key)) settingTexts(inner, out);
  }
  return out;
}

function unknownWidget(kind: string, settings: Settings, page: Page): Block[] {
  const texts = [...new Set(settingTexts(settings))];
  const nodes = page.fallback.take(texts);
  if (nodes.length > 0) {
    const html = cleanHtml(nodes, page.run);
    if (html !== "") {
      page.asHtml.set(kind, (page.asHtml.get(kind) ?? 0) + 1);
      // Bare text and inline elements (Elementor strips the widget's <div>s) become one paragraph.
      return [makeBlock("html-content", { html: /^<(p|h[1-6]|ul|ol|dl|table|figure|blockquote|pre|hr)[\s>/]/i.test(html) ? html : `<p>${html}</p>` })];
    }
  }
  if (texts.length > 0) {
    page.asText.set(kind, (page.asText.get(kind) ?? 0) + 1);
    return paragraphBlock(texts.map((t) => `<p>${escapeHtml(t)}</p>`).join(""));
  }
  page.run.note(`Elementor-Widget „${kind}“ ohne Inhalt – nicht übernommen`);
  return [];
}

/**
 * The flattened copy Elementor writes into post_content (every widget rendered in document order,
 * wrappers and classes stripped). A widget we do not know takes, for each of its texts, the first
 * top-level piece after the last one taken that holds it (or, if longer, is part of it).
 */
class Fallback {
  private readonly nodes: ChildNode[];
  private next = 0;

  constructor(html: string) {
    this.nodes = parseFragment(html).children.filter((n) => !(isText(n) && n.data.trim() === ""));
  }

  take(texts: string[]): ChildNode[] {
    if (texts.length === 0) return [];
    const wanted = texts.map((t) => t.toLowerCase());
    const own = this.nodes.map((n, i) => (i < this.next ? "" : plainText(n).toLowerCase()));
    // Each text in the first piece that has it: a second widget with the same title keeps its own.
    const found = [...new Set(wanted.map((t) => own.findIndex((o) => o !== "" && (o.includes(t) || (o.length >= 12 && t.includes(o))))))]
      .filter((i) => i >= 0)
      .sort((a, b) => a - b);
    if (found.length > 0) this.next = found[found.length - 1]! + 1;
    return found.map((i) => this.nodes[i]!);
  }
}
