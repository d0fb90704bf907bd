import { attrs as shortcodeAttrs } from "@wordpress/shortcode";
import type { Block } from "~/blocks/types";
import { diviContactForm } from "./blocks-forms.server";
import { flexibleRow } from "./blocks-layout.server";
import { convertClassic } from "./classic.server";
import { hexColour, imageFrom, videoOrLink } from "./elements.server";
import { cleanHtml, escapeHtml, parseFragment, plainText, type Element } from "./html.server";
import { htmlBlock, linkUrl, makeBlock, mediaUrl, type Run } from "./run.server";
import { codeText, decodeHTML, hasShortcode, scanShortcodes } from "./shortcodes.server";
import { wpautop } from "./wpautop.server";

/**
 * The shortcode page builders WPBakery (Visual Composer: [vc_row][vc_column width="1/3"]…) and
 * Divi ([et_pb_section][et_pb_row][et_pb_column type="1_2"]…). Their pages are one long run of
 * nested shortcodes; WordPress renders them with the plugin, which we do not have. Rows with several
 * columns become our flexible row (widths from the column fractions), a section or row with a
 * background our section, the elements we have a counterpart for our blocks; any other element keeps
 * its content as sanitised HTML, and the notes name the builder and each such element with its count.
 * Design settings (spacing, fonts, animations, custom CSS) are the builder's, not content: one note.
 */

export type PageBuilder = "WPBakery" | "Divi";

export function pageBuilderOf(html: string): PageBuilder | null {
  if (/\[vc_row[\s\]]/.test(html)) return "WPBakery";
  if (/\[et_pb_section[\s\]]/.test(html)) return "Divi";
  return null;
}

interface Node {
  tag: string;
  attrs: Record<string, string>;
  /** Inner content of [x]…[/x]; "" for a self-closing one. */
  content: string;
  /** The shortcode as written. */
  raw: string;
}

/** Text and the top-level shortcodes in it, found with WordPress's own expression. */
function split(text: string): (string | Node)[] {
  const parts: (string | Node)[] = [];
  let last = 0;
  for (const m of scanShortcodes(text)) {
    // An escaped [[x]] stays text (the classic conversion shows it as [x]).
    if (m.open === "[" && m.close === "]") continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    const named = shortcodeAttrs(m.attrText).named;
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(named)) if (value !== undefined) attrs[key] = value;
    // A "[" before a shortcode that is not escaped stays text, as in WordPress.
    if (m.open) parts.push(m.open);
    parts.push({ tag: m.name.toLowerCase(), attrs, content: m.content ?? "", raw: m.raw.slice(m.open.length, m.raw.length - m.close.length) });
    if (m.close) parts.push(m.close);
    last = m.end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

interface Builder {
  name: PageBuilder;
  /** The prefix of the builder's shortcodes (other shortcodes are converted as in classic content). */
  prefix: string;
  sections: Set<string>;
  rows: Set<string>;
  columns: Set<string>;
  /** Column width in percent from the column's attributes, or null. */
  width(node: Node): number | null;
  background(node: Node, run: Run): { colour: string; image: string };
  elements: Record<string, (node: Node, ctx: BuildContext) => Block[]>;
}

interface BuildContext {
  run: Run;
  builder: Builder;
  children(text: string): Block[];
}

/** Classic HTML of a text element (wpautop, shortcodes, our blocks). Divi writes its line breaks as markers. */
function text(content: string, ctx: BuildContext): Block[] {
  return convertClassic(content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, "\n"), ctx.run);
}

function shortHex(value: string): string {
  const v = value.trim().toLowerCase();
  const three = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  return hexColour(three ? `#${three[1]}${three[1]}${three[2]}${three[2]}${three[3]}${three[3]}` : v);
}

function fraction(value: string): number | null {
  const m = /^(\d+)[/_](\d+)$/.exec(value.trim());
  if (!m || Number(m[2]) === 0) return null;
  const share = (Number(m[1]) / Number(m[2])) * 100;
  return share > 0 && share <= 100 ? Math.round(share * 100) / 100 : null;
}

function widthsOf(nodes: Node[], builder: Builder): number[] | "equal" {
  const given = nodes.map((n) => builder.width(n));
  if (given.every((w) => w === null)) return "equal";
  const used = given.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const open = given.filter((w) => w === null).length;
  const rest = open > 0 ? (100 - used) / open : 0;
  if (open > 0 && rest <= 0) return "equal";
  return given.map((w) => w ?? rest);
}

/** A row (or a section holding columns directly, as Divi's specialty sections do) → our blocks. */
function layout(node: Node, ctx: BuildContext): Block[] {
  const parts = split(node.content);
  const columns = parts.filter((p): p is Node => typeof p !== "string" && ctx.builder.columns.has(p.tag));
  let blocks: Block[];
  if (columns.length === 0) blocks = ctx.children(node.content);
  else {
    const converted = columns.map((c) => ctx.children(c.content));
    const others = parts.filter((p) => !(typeof p !== "string" && ctx.builder.columns.has(p.tag)));
    const outside = others.flatMap((p) => (typeof p === "string" ? (p.trim() === "" ? [] : ctx.children(p)) : element(p, ctx)));
    const filled = converted.filter((c) => c.length > 0);
    if (filled.length === 0) blocks = outside;
    else if (columns.length === 1) blocks = [...converted[0]!, ...outside];
    else blocks = [...flexibleRow(converted, widthsOf(columns, ctx.builder), ctx.run), ...outside];
  }
  if (blocks.length === 0) return [];
  const { colour, image } = ctx.builder.background(node, ctx.run);
  if (!colour && !image) return blocks;
  return [
    makeBlock(
      "section",
      { title: "", backgroundType: image ? "image" : "color", backgroundColor: colour, backgroundImage: image },
      { children: blocks },
    ),
  ];
}

function element(node: Node, ctx: BuildContext): Block[] {
  const { builder } = ctx;
  if (builder.sections.has(node.tag) || builder.rows.has(node.tag)) return layout(node, ctx);
  // A column outside a row: its content.
  if (builder.columns.has(node.tag)) return ctx.children(node.content);
  const convert = builder.elements[node.tag];
  if (convert) return convert(node, ctx);
  return unknown(node, ctx);
}

/** An element we have no counterpart for: its content as sanitised HTML (or its nested elements converted). */
function unknown(node: Node, ctx: BuildContext): Block[] {
  const { builder, run } = ctx;
  const label = `${builder.name}-Element [${node.tag}]`;
  const content = node.content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, "\n");
  if (content.trim() === "") {
    run.count(`${label} ohne Inhalt entfernt`);
    return [];
  }
  if (hasShortcode(content)) {
    const blocks = ctx.children(content);
    run.count(blocks.length > 0 ? `${label} aufgelöst, Inhalt übernommen` : `${label} ohne übernehmbaren Inhalt entfernt`);
    return blocks;
  }
  run.count(`${label} als HTML übernommen`);
  return htmlBlock(cleanHtml(parseFragment(wpautop(content)), run));
}

/** A heading and the content under it (tabs, accordions and toggles, shown one below the other). */
function titled(title: string, content: string, ctx: BuildContext, what: string): Block[] {
  ctx.run.note(`${ctx.builder.name}: ${what} untereinander als Überschrift und Text übernommen`);
  const heading = title.trim() ? [makeBlock("heading", { text: decodeHTML(title).trim(), level: 3 })] : [];
  return [...heading, ...ctx.children(content)];
}

function button(label: string, href: string, ctx: BuildContext, extra: Record<string, unknown> = {}): Block[] {
  const text = decodeHTML(label).trim();
  if (text === "") return [];
  return [makeBlock("button", { text, href: href ? linkUrl(ctx.run, href) : "", ...extra })];
}

/** Images of attachment ids ("1,2,3"): our gallery, with the images the export holds. */
function gallery(ids: string, ctx: BuildContext): Block[] {
  const wanted = ids.split(",").map((id) => Number(id.trim())).filter((id) => id > 0);
  const found = wanted.map((id) => ctx.run.ctx.attachment?.(id)).filter((a) => a !== undefined);
  if (found.length < wanted.length) ctx.run.note(`${ctx.builder.name}-Galerie: ${wanted.length - found.length} Bilder nicht im Export – nicht übernommen`);
  if (found.length === 0) return [];
  return [makeBlock("gallery", { images: found.map((a) => ({ url: mediaUrl(ctx.run, a.url), alt: a.alt ?? "", caption: a.caption ?? "" })), columns: Math.min(3, found.length) })];
}

/** A picture's link in a page builder's settings ("" = none; a lightbox is none). */
type PictureLink = { link?: string; newTab?: boolean };

function attachmentImage(id: string, ctx: BuildContext, options: { align?: string; caption?: boolean } & PictureLink = {}): Block[] {
  const attachment = ctx.run.ctx.attachment?.(Number(id));
  if (!attachment) {
    ctx.run.count(`${ctx.builder.name}: Bild ${id || "?"} nicht im Export – nicht übernommen`);
    return [];
  }
  const img = parseFragment(`<img src="${escapeHtml(attachment.url)}" alt="${escapeHtml(attachment.alt ?? "")}">`).children[0] as Element;
  return imageFrom(img, ctx.run, { align: options.align, caption: options.caption ? (attachment.caption ?? "") : "", link: options.link ?? "", newTab: options.newTab });
}

function srcImage(src: string, alt: string, ctx: BuildContext, align?: string, link: PictureLink = {}): Block[] {
  if (!src.trim()) return [];
  const img = parseFragment(`<img src="${escapeHtml(decodeHTML(src))}" alt="${escapeHtml(decodeHTML(alt))}">`).children[0] as Element;
  return imageFrom(img, ctx.run, { align, link: link.link ?? "", newTab: link.newTab });
}

/**
 * WPBakery's single image: onclick="custom_link" with link="…" (older versions: img_link="…"), in a
 * new tab with img_link_target="_blank"; the lightbox choices (img_link_large, link_image, zoom) show
 * the picture itself: no link.
 */
function vcImageLink(attrs: Record<string, string | undefined>): PictureLink {
  const onclick = attrs.onclick ?? "";
  const href = onclick === "custom_link" || (onclick === "" && attrs.img_link) ? decodeHTML(attrs.link ?? attrs.img_link ?? "") : "";
  return { link: href, newTab: attrs.img_link_target === "_blank" };
}

/** WPBakery's link attribute: "url:https%3A%2F%2F…|title:Kontakt|target:_blank|rel:nofollow". */
function vcLink(value: string): { url: string; title: string; target: string } {
  const parts = Object.fromEntries(
    value
      .split("|")
      .map((p) => p.split(":"))
      .filter((p) => p.length >= 2)
      .map(([k, ...v]) => {
        const raw = v.join(":");
        try {
          return [k!.trim(), decodeURIComponent(raw).trim()];
        } catch {
          return [k!.trim(), raw.trim()];
        }
      }),
  );
  return { url: parts.url ?? "", title: parts.title ?? "", target: parts.target ?? "" };
}

/** WPBakery's "key:value|key:value" attributes (font_container="tag:h2|text_align:center"). */
function vcPairs(value: string): Record<string, string> {
  return Object.fromEntries(value.split("|").map((p) => p.split(":")).filter((p) => p.length === 2).map(([k, v]) => [k!, decodeURIComponent(v!)]));
}

function align(value: string | undefined): "left" | "center" | "right" | undefined {
  return value === "left" || value === "center" || value === "right" ? value : undefined;
}

/** [vc_raw_html] holds base64 of the URL-encoded HTML. */
function vcRawHtml(content: string): string {
  try {
    return decodeURIComponent(Buffer.from(content.trim(), "base64").toString("utf8"));
  } catch {
    return "";
  }
}

const WPBAKERY: Builder = {
  name: "WPBakery",
  prefix: "vc_",
  sections: new Set(["vc_section"]),
  rows: new Set(["vc_row", "vc_row_inner"]),
  columns: new Set(["vc_column", "vc_column_inner"]),
  width: (node) => fraction(node.attrs.width ?? ""),
  background(node, run) {
    const css = node.attrs.css ?? "";
    const colour = shortHex(/background-color:\s*(#[0-9a-f]{3,6})/i.exec(css)?.[1] ?? "");
    const url = /background(?:-image)?:[^;}]*url\(\s*['"]?([^'")]+?)(?:\?id=\d+)?['"]?\s*\)/i.exec(css)?.[1] ?? "";
    return { colour, image: url ? mediaUrl(run, url) : "" };
  },
  elements: {
    vc_column_text: (node, ctx) => text(node.content, ctx),
    vc_custom_heading(node, ctx) {
      const font = vcPairs(node.attrs.font_container ?? "");
      const level = Number(/^h([1-6])$/.exec(font.tag ?? "")?.[1] ?? 2);
      const title = decodeHTML(node.attrs.text ?? "").trim();
      if (title === "") return [];
      if (vcLink(node.attrs.link ?? "").url) ctx.run.note("Links in Überschriften als Text übernommen");
      return [makeBlock("heading", { text: title, level, ...(align(font.text_align) ? { alignment: font.text_align } : {}) })];
    },
    vc_single_image(node, ctx) {
      if (node.attrs.source === "external_link" || node.attrs.custom_src) return srcImage(node.attrs.custom_src ?? "", node.attrs.alt ?? "", ctx, align(node.attrs.alignment), vcImageLink(node.attrs));
      return attachmentImage(node.attrs.image ?? "", ctx, { align: align(node.attrs.alignment), caption: node.attrs.add_caption === "yes", ...vcImageLink(node.attrs) });
    },
    vc_btn(node, ctx) {
      const link = vcLink(node.attrs.link ?? "");
      return button(node.attrs.title ?? "Text on the button", link.url, ctx, {
        align: align(node.attrs.align) ?? "left",
        variant: /outline/.test(node.attrs.style ?? "") ? "outline" : "default",
        target: link.target.trim() === "_blank" ? "_blank" : "_self",
      });
    },
    vc_button: (node, ctx) => button(node.attrs.title ?? "", node.attrs.href ?? "", ctx, { target: node.attrs.target === "_blank" ? "_blank" : "_self" }),
    vc_button2: (node, ctx) => button(node.attrs.title ?? "", vcLink(node.attrs.link ?? "").url, ctx, { align: align(node.attrs.align) ?? "left" }),
    vc_separator: () => [makeBlock("divider", {})],
    vc_text_separator: (node) => [makeBlock("heading", { text: decodeHTML(node.attrs.title ?? "").trim() || "—", level: 4, alignment: align(node.attrs.title_align?.replace("separator_align_", "")) ?? "center" })],
    vc_empty_space(node) {
      const px = Number.parseFloat(node.attrs.height ?? "32");
      return [makeBlock("spacer", Number.isFinite(px) ? { height: /em$/.test(node.attrs.height ?? "") ? px * 16 : px } : {})];
    },
    vc_video(node, ctx) {
      const url = decodeHTML(node.attrs.link ?? "").trim();
      return url ? videoOrLink(url, ctx.run, "WPBakery-Video") : [];
    },
    vc_gallery: (node, ctx) => gallery(node.attrs.images ?? "", ctx),
    vc_images_carousel: (node, ctx) => gallery(node.attrs.images ?? "", ctx),
    vc_raw_html(node, ctx) {
      const html = vcRawHtml(node.content);
      if (html.trim() === "") return [];
      ctx.run.count("WPBakery-Element [vc_raw_html] als HTML übernommen");
      return htmlBlock(cleanHtml(parseFragment(html), ctx.run));
    },
    vc_message: (node, ctx) => text(node.content, ctx),
    vc_cta(node, ctx) {
      if (/<a\s/i.test(node.content)) ctx.run.note("Links im Text eines Call-to-Action als Text übernommen");
      const link = vcLink(node.attrs.btn_link ?? "");
      return [
        makeBlock("cta", {
          title: decodeHTML(node.attrs.h2 ?? "").trim(),
          description: [decodeHTML(node.attrs.h4 ?? "").trim(), plainText(parseFragment(node.content).children)].filter(Boolean).join(" "),
          primaryButtonText: node.attrs.add_button ? decodeHTML(node.attrs.btn_title ?? "").trim() : "",
          primaryButtonLink: node.attrs.add_button && link.url ? linkUrl(ctx.run, link.url) : "",
        }),
      ];
    },
    vc_toggle: (node, ctx) => titled(node.attrs.title ?? "", node.content, ctx, "Aufklappbereiche"),
    vc_tta_tabs: (node, ctx) => ctx.children(node.content),
    vc_tta_accordion: (node, ctx) => ctx.children(node.content),
    vc_tta_tour: (node, ctx) => ctx.children(node.content),
    vc_tta_section: (node, ctx) => titled(node.attrs.title ?? "", node.content, ctx, "Reiter und Akkordeons"),
  },
};

/** Divi's boolean attributes. */
const on = (value: string | undefined) => value === "on";

const DIVI: Builder = {
  name: "Divi",
  prefix: "et_pb_",
  sections: new Set(["et_pb_section"]),
  rows: new Set(["et_pb_row", "et_pb_row_inner"]),
  columns: new Set(["et_pb_column", "et_pb_column_inner"]),
  width: (node) => fraction(node.attrs.type ?? ""),
  background(node, run) {
    const colour = on(node.attrs.use_background_color_gradient) ? "" : shortHex(node.attrs.background_color ?? "");
    const image = node.attrs.background_image ? mediaUrl(run, decodeHTML(node.attrs.background_image)) : "";
    return { colour, image };
  },
  elements: {
    et_pb_text: (node, ctx) => text(node.content, ctx),
    et_pb_heading(node) {
      const title = decodeHTML(node.attrs.title ?? "").trim();
      const level = Number(/^h([1-6])$/.exec(node.attrs.title_level ?? "")?.[1] ?? 2);
      return title ? [makeBlock("heading", { text: title, level })] : [];
    },
    et_pb_image(node, ctx) {
      // Divi: url (url_new_window="on": new tab); show_in_lightbox="on" shows the picture itself.
      const link = node.attrs.show_in_lightbox === "on" ? "" : decodeHTML(node.attrs.url ?? "");
      return srcImage(node.attrs.src ?? "", node.attrs.alt ?? node.attrs.title_text ?? "", ctx, align(node.attrs.align), { link, newTab: node.attrs.url_new_window === "on" });
    },
    et_pb_button: (node, ctx) =>
      button(node.attrs.button_text ?? "", decodeHTML(node.attrs.button_url ?? ""), ctx, {
        align: align(node.attrs.button_alignment) ?? "left",
        target: on(node.attrs.url_new_window) ? "_blank" : "_self",
      }),
    et_pb_blurb(node, ctx) {
      const title = decodeHTML(node.attrs.title ?? "").trim();
      const body = ctx.children(node.content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, "\n"));
      const rich = body.every((b) => b.type === "paragraph" || b.type === "list" || b.type === "html-content");
      if (on(node.attrs.use_icon)) ctx.run.note("Divi: Symbole (Icons) von Blurbs nicht übernommen");
      if (!rich) return [...(title ? [makeBlock("heading", { text: title, level: 4 })] : []), ...body];
      const content = body.map((b) => String(b.content.text ?? b.content.html ?? "")).join("");
      const url = decodeHTML(node.attrs.url ?? "");
      return [
        makeBlock("card", {
          title,
          description: "",
          content,
          image: !on(node.attrs.use_icon) && node.attrs.image ? mediaUrl(ctx.run, decodeHTML(node.attrs.image)) : "",
          link: url ? linkUrl(ctx.run, url) : "",
        }),
      ];
    },
    et_pb_cta(node, ctx) {
      const description = plainText(parseFragment(node.content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, " ")).children);
      if (/<a\s/i.test(node.content)) ctx.run.note("Links im Text eines Call-to-Action als Text übernommen");
      const url = decodeHTML(node.attrs.button_url ?? "");
      return [
        makeBlock("cta", {
          title: decodeHTML(node.attrs.title ?? "").trim(),
          description,
          primaryButtonText: decodeHTML(node.attrs.button_text ?? "").trim(),
          primaryButtonLink: url ? linkUrl(ctx.run, url) : "",
          backgroundColor: on(node.attrs.use_background_color) || node.attrs.background_color ? shortHex(node.attrs.background_color ?? "") : "",
        }),
      ];
    },
    et_pb_divider: (node) => [on(node.attrs.show_divider) || node.attrs.show_divider === undefined ? makeBlock("divider", {}) : makeBlock("spacer", {})],
    et_pb_video(node, ctx) {
      const src = decodeHTML(node.attrs.src ?? "").trim();
      if (!src) return [];
      return /youtu|vimeo/.test(src) ? videoOrLink(src, ctx.run, "Divi-Video") : [makeBlock("video", { src: mediaUrl(ctx.run, src) })];
    },
    et_pb_code(node, ctx) {
      const html = codeText(node.content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, "\n").replace(/&#91;/g, "[").replace(/&#93;/g, "]"));
      if (html.trim() === "") return [];
      ctx.run.count("Divi-Element [et_pb_code] als HTML übernommen");
      return htmlBlock(cleanHtml(parseFragment(html), ctx.run));
    },
    et_pb_gallery: (node, ctx) => gallery(node.attrs.gallery_ids ?? "", ctx),
    et_pb_testimonial(node, ctx) {
      const quote = plainText(parseFragment(node.content.replace(/<!-- \[et_pb_line_break_holder\] -->/g, " ")).children);
      if (quote === "") return [];
      return [
        makeBlock("testimonial", {
          quote,
          author: decodeHTML(node.attrs.author ?? ""),
          position: [node.attrs.job_title, node.attrs.company_name].filter(Boolean).map((t) => decodeHTML(t!)).join(", "),
          photo: node.attrs.portrait_url ? mediaUrl(ctx.run, decodeHTML(node.attrs.portrait_url)) : "",
        }),
      ];
    },
    et_pb_toggle: (node, ctx) => titled(node.attrs.title ?? "", node.content, ctx, "Aufklappbereiche"),
    et_pb_accordion: (node, ctx) => ctx.children(node.content),
    et_pb_accordion_item: (node, ctx) => titled(node.attrs.title ?? "", node.content, ctx, "Reiter und Akkordeons"),
    et_pb_tabs: (node, ctx) => ctx.children(node.content),
    et_pb_tab: (node, ctx) => titled(node.attrs.title ?? "", node.content, ctx, "Reiter und Akkordeons"),
    et_pb_contact_form: (node, ctx) => diviContactForm(node.attrs, node.content, ctx.run),
  },
};

/** WPBakery or Divi content as our blocks; null for content of neither. */
export function pageBuilderBlocks(html: string, run: Run): Block[] | null {
  const builder = pageBuilderOf(html);
  return builder ? convertPageBuilder(html, builder, run) : null;
}

/**
 * Content built with WPBakery or Divi → our blocks. Text between the builder's shortcodes (and
 * anything a text element holds) goes through the classic conversion, shortcodes included.
 */
export function convertPageBuilder(html: string, builderName: PageBuilder, run: Run): Block[] {
  const builder = builderName === "WPBakery" ? WPBAKERY : DIVI;
  run.note(`Mit ${builder.name} gebaut: Zeilen, Spalten und Elemente als unsere Blöcke übernommen; Gestaltung (Abstände, Schriften, Animationen) nicht`);
  // Divi inside the block editor wraps its shortcodes in a placeholder block.
  const source = html.replace(/<!-- \/?wp:divi\/placeholder(?:\s[^>]*)?-->/g, "");
  const ctx: BuildContext = {
    run,
    builder,
    children(text: string): Block[] {
      // Text and other shortcodes between the builder's elements are classic content, converted together.
      const out: Block[] = [];
      let classic = "";
      const flush = () => {
        if (classic.trim() !== "") out.push(...convertClassic(classic, run));
        classic = "";
      };
      for (const part of split(text)) {
        if (typeof part === "string") classic += part;
        else if (!part.tag.startsWith(builder.prefix)) classic += part.raw;
        else {
          flush();
          out.push(...element(part, ctx));
        }
      }
      flush();
      return out;
    },
  };
  try {
    return ctx.children(source);
  } finally {
    // @wordpress/shortcode memoises every attribute string it parsed, without a limit.
    shortcodeAttrs.clear();
  }
}
