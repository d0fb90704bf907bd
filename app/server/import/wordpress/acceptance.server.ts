import fs from "node:fs";
import { isTag, type ChildNode, type Element } from "domhandler";
import { findAll } from "domutils";
import { parseDocument } from "htmlparser2";
import { noteKind } from "~/lib/import-report";
import type { Db } from "../../db/client.server";
import { getPageById } from "../../pages/pages.server";
import { renderPageBody } from "../../site/render-page.server";
import type { Storage } from "../../storage/storage.server";
import { importWordPress, type ImportOptions, type ImportReport } from "./import.server";
import { mediaKind } from "./shortcodes.server";
import { readWxr } from "./wxr.server";

/**
 * Which imported items a site owner could take as they are (issue 39: "state the share of items
 * of each test export that needs no hand-fixing"). An item (a page or post the import writes)
 * needs hand-fixing when
 *
 * 1. the report has a content note for it that says something was lost, kept as HTML or needs a
 *    look (LOSS below: "nicht übernommen", "als HTML übernommen", "als Text übernommen/belassen",
 *    "nicht umgewandelt", "entfernt" unless the content was kept), or
 * 2. its public page (the body visitors get, rendered as the site renders it) shows shortcode text
 *    outside code (an escaped [[x]] of the source, shown as [x] on purpose, excepted), or
 *    `&amp;amp;`, or
 * 3. it shows fewer pictures than the source holds (<img> plus [gallery ids], and for
 *    [gallery] without ids the pictures attached to the post) or fewer list items
 *    (<li> outside galleries).
 *
 * Used by acceptance.integration.test.ts and `node scripts/import-acceptance.mjs`.
 */

export interface AcceptanceItem {
  label: string;
  reasons: string[];
}

export interface AcceptanceResult {
  name: string;
  items: number;
  clean: number;
  /** clean / items, 0–1. */
  share: number;
  /** The items that need hand-fixing, with why. */
  failing: AcceptanceItem[];
  report: ImportReport;
}

/** Notes that say content was lost, kept as HTML, or needs the owner's look. */
const LOSS = /nicht übernommen|als HTML übernommen|als Text übernommen|als Text belassen|nicht umgewandelt|entfernt/;
/** Notes that lose nothing a visitor saw: content kept, a stray end tag, the page-break marker. */
const HARMLESS = /entfernt, Inhalt übernommen$|^Shortcode-Endmarke |^Seitenumbruch /;

export function noteNeedsFixing(message: string): boolean {
  const text = message.replace(/ \(\d+×\)$/, "");
  return !HARMLESS.test(text) && LOSS.test(text);
}

/** Shortcode text: a closing tag, `=` after the name, a name=value attribute, or "_"/"-" in the name, or a known name. */
const SHORTCODE_TEXT =
  /\[\/[a-zA-Z][\w-]*\]|\[[a-zA-Z][\w-]*(?:=|\s+[\w-]+\s*=)[^\]]*\]|\[[a-z][a-z0-9]*[_-][\w-]*(?:\s[^\]]*)?\]|\[(?:youtube|vimeo|googlemaps|gallery|caption|embed|video|audio|playlist|code|sourcecode|slideshare)(?:\s[^\]]*)?\]/;

interface SourceItem {
  id: number;
  type: "page" | "post";
  title: string;
  content: string;
}

const IMPORTED_STATUSES = new Set(["publish", "draft", "pending", "private", "future"]);

/** Pictures attached to each post (wp:post_parent): what a [gallery] without ids shows in WordPress. */
export type AttachedPictures = Map<number, number>;

async function sourceItems(file: string): Promise<{ items: SourceItem[]; attachments: Set<number>; pictures: AttachedPictures }> {
  const items: SourceItem[] = [];
  const attachments = new Set<number>();
  const pictures: AttachedPictures = new Map();
  await readWxr(fs.createReadStream(file), {
    item: (i) => {
      if ((i.type === "page" || i.type === "post") && IMPORTED_STATUSES.has(i.status)) items.push({ id: i.id, type: i.type, title: i.title.slice(0, 200), content: i.content });
      else if (i.type === "attachment") {
        attachments.add(i.id);
        if (i.parentId > 0 && mediaKind(i.attachmentUrl ?? i.guid ?? "") === "image") pictures.set(i.parentId, (pictures.get(i.parentId) ?? 0) + 1);
      }
    },
  });
  return { items, attachments, pictures };
}

function label(item: Pick<SourceItem, "type" | "title">): string {
  return `${item.type === "page" ? "Seite" : "Beitrag"} „${item.title || "(ohne Titel)"}“`;
}

const parse = (html: string) => parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
const within = (el: Element, test: (e: Element) => boolean): boolean => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && test(p)) return true;
  return false;
};
const galleryish = (e: Element) => /gallery/.test(e.attribs.class ?? "");

/**
 * Pictures and list items of the source: <img>, the attachments of [gallery ids] that the export
 * has (one it lacks cannot be shown; its note counts), and <li> outside galleries and navigation.
 */
function sourceCounts(content: string, attachments: Set<number>, attached?: { postId: number; pictures: AttachedPictures }): { images: number; items: number } {
  const doc = parse(content);
  const images = findAll((e) => e.name === "img" && !/^data:/.test(e.attribs.src ?? ""), doc.children).length;
  const galleries = [...content.matchAll(/\[gallery\b[^\]]*\bids=["']?([\d,\s]+)/g)].reduce((n, m) => n + m[1]!.split(",").filter((x) => attachments.has(Number(x.trim()))).length, 0);
  // [gallery] without ids (not the escaped [[gallery]]): the pictures attached to the post, or to [gallery id="…"]'s.
  const ownGalleries = !attached
    ? 0
    : [...content.matchAll(/(?<!\[)\[gallery\b([^\]]*)\]/g)]
        .filter((m) => !/\b(ids|include|exclude)=/.test(m[1]!))
        .reduce((n, m) => n + (attached.pictures.get(Number(/\bid=["']?(\d+)/.exec(m[1]!)?.[1] ?? attached.postId)) ?? 0), 0);
  const items = findAll((e) => e.name === "li" && !galleryish(e) && !within(e, (p) => galleryish(p) || p.name === "nav"), doc.children).length;
  return { images: images + galleries + ownGalleries, items };
}

/** Visible text of rendered HTML without code (<pre>, <code>), where shortcodes are shown on purpose. */
function textOutsideCode(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const walk = (n: ChildNode) => {
    if (n.type === "text") parts.push((n as unknown as { data: string }).data);
    else if (isTag(n) && !["pre", "code", "script", "style"].includes(n.name)) n.children.forEach(walk);
    if (isTag(n) && ["p", "div", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "br", "figcaption"].includes(n.name)) parts.push("\n");
  };
  nodes.forEach(walk);
  return parts.join("");
}

/** The reasons an imported item needs hand-fixing (empty: it does not). */
export function itemProblems(source: string, rendered: string, notes: string[], attachments: Set<number> = new Set(), attached?: { postId: number; pictures: AttachedPictures }): string[] {
  const reasons = notes.filter(noteNeedsFixing).map((n) => `Hinweis: ${n}`);
  // [[x]] in the source is WordPress's way to show [x]: expected on the page.
  const escaped = [...source.matchAll(/\[(\[[^[\]]+\])\]/g)].map((m) => m[1]!);
  const doc = parse(rendered);
  let text = textOutsideCode(doc.children);
  for (const literal of escaped) text = text.replace(literal, "");
  const shortcode = SHORTCODE_TEXT.exec(text);
  if (shortcode) reasons.push(`Shortcode-Text auf der Seite: ${shortcode[0].slice(0, 60)}`);
  if (rendered.includes("&amp;amp;")) reasons.push("&amp;amp; auf der Seite");
  const want = sourceCounts(source, attachments, attached);
  const images = findAll((e) => e.name === "img", doc.children).length;
  const items = findAll((e) => e.name === "li", doc.children).length;
  if (images < want.images) reasons.push(`${want.images - images} von ${want.images} Bildern fehlen`);
  if (items < want.items) reasons.push(`${want.items - items} von ${want.items} Listenpunkten fehlen`);
  return reasons;
}

/**
 * Imports `file` into `db` (a fresh database) and judges every page and post it wrote. Items the
 * import did not write (merged into the blog overview or the home page) count by their notes only.
 */
export async function measureImport(deps: { db: Db; storage: Storage }, name: string, file: string, options: ImportOptions): Promise<AcceptanceResult> {
  const { items, attachments, pictures } = await sourceItems(file);
  const report = await importWordPress(deps, file, options);
  const targets = new Map(
    (await deps.db.selectFrom("import_items").select(["source_id", "target_id"]).where("source_id", "like", "post:%").execute()).map((r) => [r.source_id, r.target_id]),
  );
  const failing: AcceptanceItem[] = [];
  for (const item of items) {
    const itemLabel = label(item);
    const notes = report.notes.filter((n) => n.item === itemLabel && noteKind(n) === "content").map((n) => n.message);
    const target = targets.get(`post:${item.id}`);
    const page = target ? await getPageById(deps.db, target) : null;
    let rendered = "";
    if (page) rendered = (await renderPageBody(deps.db, { id: page.id, slug: page.slug, title: page.title, content_type: page.content_type, content: page.content })).html;
    const reasons = itemProblems(item.content, rendered, notes, attachments, { postId: item.id, pictures });
    if (reasons.length > 0) failing.push({ label: itemLabel, reasons });
  }
  const clean = items.length - failing.length;
  return { name, items: items.length, clean, share: items.length === 0 ? 1 : clean / items.length, failing, report };
}

/** The results as a Markdown table (export, items, items needing no hand-fixing, share). */
export function acceptanceTable(results: AcceptanceResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.items} | ${r.clean} | ${Math.round(r.share * 100)} % |`);
  return ["| Export | Einträge | ohne Nacharbeit | Anteil |", "| --- | ---: | ---: | ---: |", ...rows].join("\n");
}
