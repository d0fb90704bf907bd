import type { Readable } from "node:stream";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { deImport } from "~/i18n/import";
import { htmlTitleText } from "./structure.server";

/**
 * A streaming reader for WordPress exports (WXR 1.0–1.2). It never holds more than one item: the
 * bytes are decoded chunk by chunk (encoding from the XML declaration), fed to saxes, and every
 * finished <item> goes to `on.item`; the next chunk is read only after its promise settled, so a
 * slow consumer (a download, a database write) holds the file back instead of piling up items.
 *
 * Elements are recognised by namespace URI, not prefix, and both http:// and https:// spellings of
 * wordpress.org/export/1.x/ count, as real exports carry either.
 */

export interface WxrSite { title: string; link: string; baseSiteUrl: string | null; baseBlogUrl: string | null; language: string | null }
export interface WxrAuthor { login: string; displayName: string; email: string | null }
export interface WxrTerm { taxonomy: string; slug: string; name: string; parent: string | null }
export interface WxrItem {
  id: number;
  type: string;
  status: string;
  title: string;
  slug: string;
  link: string | null;
  guid: string | null;
  parentId: number;
  menuOrder: number;
  date: string | null;
  dateGmt: string | null;
  creator: string | null;
  content: string;
  excerpt: string;
  terms: { taxonomy: string; slug: string; name: string }[];
  meta: Record<string, string>;
  attachmentUrl: string | null;
  isSticky: boolean;
  /** wp:post_password set: WordPress showed it only with the password. */
  passwordProtected: boolean;
  /** Approved comments (wp:comment) on it; their content is not read. */
  commentCount: number;
}

export interface WxrHandlers {
  site?(s: WxrSite): void;
  author?(a: WxrAuthor): void;
  term?(t: WxrTerm): void;
  item?(i: WxrItem): void | Promise<void>;
}

export interface WxrLimits {
  /** Deepest element nesting accepted (a WXR file has six levels; saxes slows quadratically with depth). */
  maxDepth: number;
  /** Most characters of text in one element (a post's content) or between two tags. */
  maxTextChars: number;
}

export const DEFAULT_WXR_LIMITS: WxrLimits = { maxDepth: 100, maxTextChars: 32 * 1024 * 1024 };

/** A limit of WxrLimits was exceeded: the file is refused with this German message. */
export class WxrLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WxrLimitError";
  }
}

export const NOT_WXR = "Die Datei ist kein WordPress-Export (WXR). Bitte in WordPress unter „Werkzeuge → Daten exportieren“ erstellen.";

const WP_NS = /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/$/;
const EXCERPT_NS = /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/excerpt\/$/;
const CONTENT_NS = /^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/;
const DC_NS = /^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/;

/** Prefixes an export uses without declaring them (hand-edited or broken exports). */
const FALLBACK_PREFIXES: Record<string, string> = {
  wp: "http://wordpress.org/export/1.2/",
  excerpt: "http://wordpress.org/export/1.2/excerpt/",
  content: "http://purl.org/rss/1.0/modules/content/",
  dc: "http://purl.org/dc/elements/1.1/",
  wfw: "http://wellformedweb.org/CommentAPI/",
};

/** Our short name for an element: "wp:post_id", "content:encoded", "title" (no namespace), "?:x" (other). */
function nameOf(tag: SaxesTagNS): string {
  const uri = tag.uri;
  if (!uri) return tag.local;
  if (WP_NS.test(uri)) return `wp:${tag.local}`;
  if (EXCERPT_NS.test(uri)) return `excerpt:${tag.local}`;
  if (CONTENT_NS.test(uri)) return `content:${tag.local}`;
  if (DC_NS.test(uri)) return `dc:${tag.local}`;
  return `?:${tag.local}`;
}

export function decodeSlug(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.includes("%")) return trimmed;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** WordPress writes "0000-00-00 00:00:00" for "no date" (drafts' GMT date). */
function dateOf(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith("0000-00-00")) return null;
  return trimmed;
}

function intOf(value: string): number {
  const number = Number.parseInt(value.trim(), 10);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The id of an item without `<wp:post_id>` (hand-written and very old exports, e.g. WordPress's
 * own theme-preview.xml): WordPress's number from its guid or link (`?p=19`, `?page_id=4`), else a
 * stable negative number from its guid, link or title and date. Without it every such item had id
 * 0 and each one overwrote the one before it (seven posts became one).
 */
function idOfUnnumbered(item: WxrItem): number {
  for (const address of [item.guid, item.link]) {
    const number = /[?&](?:p|page_id|attachment_id)=(\d+)/.exec(address ?? "")?.[1];
    if (number && Number(number) > 0) return Number(number);
  }
  const key = item.guid ?? item.link ?? `${item.type}\u0000${item.title}\u0000${item.date ?? ""}`;
  // FNV-1a: the same item gets the same id on every import (a re-import updates it).
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return -(1 + (hash % 2_000_000_000));
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** The encoding named by a BOM or the XML declaration in the first bytes; UTF-8 when none. */
export function sniffEncoding(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  const start = Buffer.from(head.subarray(0, 200)).toString("latin1");
  const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start);
  if (!match) return "utf-8";
  try {
    return new TextDecoder(match[1]!.toLowerCase()).encoding;
  } catch {
    throw new Error(`Die Zeichenkodierung „${match[1]}“ der Exportdatei wird nicht unterstützt.`);
  }
}

// XML 1.0 forbids these; WordPress exports now and then carry them inside content (pasted text).
// saxes would stop at the first one, so they are dropped before parsing.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

interface ItemDraft extends WxrItem {
  metaKey: string | null;
  metaValue: string;
  commentApproved: boolean;
}

function newItem(): ItemDraft {
  return {
    id: 0, type: "", status: "", title: "", slug: "", link: null, guid: null, parentId: 0, menuOrder: 0,
    date: null, dateGmt: null, creator: null, content: "", excerpt: "", terms: [], meta: {},
    attachmentUrl: null, isSticky: false, passwordProtected: false, commentCount: 0, metaKey: null, metaValue: "", commentApproved: false,
  };
}

/**
 * Reads a WXR export from `source`, calling the handlers in document order. Rejects with a German
 * message when the file is not a WordPress export or not well-formed XML.
 */
export async function readWxr(source: NodeJS.ReadableStream | Readable, on: WxrHandlers, limits: WxrLimits = DEFAULT_WXR_LIMITS): Promise<void> {
  const parser = new SaxesParser({ xmlns: true, resolvePrefix: (prefix: string) => FALLBACK_PREFIXES[prefix] });
  const stack: string[] = [];
  let text = "";
  let sawRoot = false;
  let sawWp = false;
  let parseError: Error | null = null;
  /** Stream position of the last tag: saxes holds the text after it until the next tag. */
  let lastTag = 0;
  const textTooLarge = () => new WxrLimitError(deImport.limits.textTooLarge(Math.round(limits.maxTextChars / (1024 * 1024))));

  const site: WxrSite = { title: "", link: "", baseSiteUrl: null, baseBlogUrl: null, language: null };
  let siteSent = false;
  let author: WxrAuthor | null = null;
  let term: (WxrTerm & { kind: string }) | null = null;
  let item: ItemDraft | null = null;
  let itemCategory: { taxonomy: string; slug: string } | null = null;
  const ready: WxrItem[] = [];

  const sendSite = () => {
    if (siteSent) return;
    siteSent = true;
    on.site?.({ ...site });
  };

  parser.on("error", (error) => {
    // Only the first error counts; saxes keeps going after one, producing noise.
    if (!parseError) parseError = error;
  });
  parser.on("opentag", (tag) => {
    const name = nameOf(tag);
    if (!sawRoot) {
      sawRoot = true;
      if (name !== "rss") throw new Error(NOT_WXR);
    }
    if (name.startsWith("wp:")) sawWp = true;
    if (stack.length >= limits.maxDepth) throw new WxrLimitError(deImport.limits.tooDeep(limits.maxDepth));
    stack.push(name);
    text = "";
    lastTag = parser.position;
    const depth = stack.length;
    // rss(1) > channel(2) > item / wp:author / wp:category …(3) > fields(4) > postmeta fields(5)
    if (depth === 3 && stack[1] === "channel") {
      if (name === "item") {
        // A plain RSS feed has items but no wp: elements before them.
        if (!sawWp) throw new Error(NOT_WXR);
        sendSite();
        item = newItem();
      } else if (name === "wp:author") {
        sendSite();
        author = { login: "", displayName: "", email: null };
      } else if (name === "wp:category" || name === "wp:tag" || name === "wp:term") {
        sendSite();
        term = { kind: name, taxonomy: name === "wp:category" ? "category" : name === "wp:tag" ? "post_tag" : "", slug: "", name: "", parent: null };
      }
    } else if (depth === 4 && item && name === "wp:comment") {
      item.commentApproved = false;
    } else if (depth === 4 && item && name === "category") {
      const attrs = tag.attributes as Record<string, { value: string }>;
      itemCategory = { taxonomy: attrs.domain?.value ?? "category", slug: decodeSlug(attrs.nicename?.value ?? "") };
    }
  });
  const onText = (chunk: string) => {
    if (text.length + chunk.length > limits.maxTextChars) throw textTooLarge();
    text += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    const name = stack[stack.length - 1]!;
    const depth = stack.length;
    const value = text;
    text = "";
    lastTag = parser.position;
    if (depth === 3 && stack[1] === "channel") {
      if (name === "title") site.title = htmlTitleText(value);
      else if (name === "link") site.link = value.trim();
      else if (name === "language") site.language = textOrNull(value);
      else if (name === "wp:base_site_url") site.baseSiteUrl = textOrNull(value);
      else if (name === "wp:base_blog_url") site.baseBlogUrl = textOrNull(value);
      else if (name === "item" && item) {
        const { metaKey: _key, metaValue: _value, commentApproved: _approved, ...done } = item;
        if (!done.id) done.id = idOfUnnumbered(done);
        ready.push(done);
        item = null;
      } else if (name === "wp:author" && author) {
        if (!author.displayName) author.displayName = author.login;
        if (author.login) on.author?.(author);
        author = null;
      } else if (term && (name === "wp:category" || name === "wp:tag" || name === "wp:term")) {
        const { kind: _kind, ...done } = term;
        if (done.slug || done.name) on.term?.(done);
        term = null;
      }
    } else if (depth === 4 && author) {
      if (name === "wp:author_login") author.login = value.trim();
      else if (name === "wp:author_display_name") author.displayName = value.trim();
      else if (name === "wp:author_email") author.email = textOrNull(value);
    } else if (depth === 4 && term) {
      if (name === "wp:category_nicename" || name === "wp:tag_slug" || name === "wp:term_slug") term.slug = decodeSlug(value);
      else if (name === "wp:cat_name" || name === "wp:tag_name" || name === "wp:term_name") term.name = htmlTitleText(value);
      else if (name === "wp:category_parent" || name === "wp:term_parent") term.parent = textOrNull(decodeSlug(value));
      else if (name === "wp:term_taxonomy") term.taxonomy = value.trim();
    } else if (depth === 4 && item) {
      switch (name) {
        // Titles and term names are HTML in WordPress (decoded once, tags dropped: issue 39).
        case "title": item.title = htmlTitleText(value); break;
        case "link": item.link = textOrNull(value); break;
        case "guid": item.guid = textOrNull(value); break;
        case "dc:creator": item.creator = textOrNull(value); break;
        case "content:encoded": item.content = value; break;
        case "excerpt:encoded": item.excerpt = value; break;
        case "wp:post_id": item.id = intOf(value); break;
        case "wp:post_date": item.date = dateOf(value); break;
        case "wp:post_date_gmt": item.dateGmt = dateOf(value); break;
        case "wp:post_name": item.slug = decodeSlug(value); break;
        case "wp:status": item.status = value.trim(); break;
        case "wp:post_parent": item.parentId = intOf(value); break;
        case "wp:menu_order": item.menuOrder = intOf(value); break;
        case "wp:post_type": item.type = value.trim(); break;
        case "wp:is_sticky": item.isSticky = value.trim() === "1"; break;
        case "wp:attachment_url": item.attachmentUrl = textOrNull(value); break;
        case "wp:post_password": item.passwordProtected = value.trim() !== ""; break;
        case "wp:comment": if (item.commentApproved) item.commentCount++; break;
        case "category":
          if (itemCategory) item.terms.push({ taxonomy: itemCategory.taxonomy, slug: itemCategory.slug, name: htmlTitleText(value) });
          itemCategory = null;
          break;
        case "wp:postmeta":
          if (item.metaKey !== null) item.meta[item.metaKey] = item.metaValue;
          item.metaKey = null;
          item.metaValue = "";
          break;
      }
    } else if (depth === 5 && item && stack[3] === "wp:comment") {
      if (name === "wp:comment_approved") item.commentApproved = value.trim() === "1";
    } else if (depth === 5 && item && stack[3] === "wp:postmeta") {
      if (name === "wp:meta_key") item.metaKey = value.trim();
      else if (name === "wp:meta_value") item.metaValue = value;
    }
    stack.pop();
  });

  const fail = (error: unknown): never => {
    if (error instanceof WxrLimitError) throw error;
    if ((error instanceof Error && error.message === NOT_WXR) || !sawRoot) throw new Error(NOT_WXR);
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Die Exportdatei ist kein gültiges XML: ${detail}`);
  };
  const drain = async () => {
    while (ready.length) {
      const next = ready.shift()!;
      await on.item?.(next);
    }
  };

  let decoder: TextDecoder | null = null;
  let head: Buffer = Buffer.alloc(0);
  const feed = async (chunk: string) => {
    if (!chunk) return;
    try {
      parser.write(chunk.replace(FORBIDDEN_CHARS, ""));
    } catch (error) {
      fail(error);
    }
    // Text saxes holds since the last tag (one read chunk beyond the limit at most).
    if (parser.position - lastTag > limits.maxTextChars) fail(textTooLarge());
    if (parseError) fail(parseError);
    await drain();
  };

  const stream = source as AsyncIterable<Buffer | string>;
  try {
    for await (const raw of stream) {
      const bytes: Buffer = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
      if (!decoder) {
        // The declaration sits in the first bytes; wait until we have enough to see it.
        head = head.length ? Buffer.concat([head, bytes]) : bytes;
        if (head.length < 200) continue;
        decoder = new TextDecoder(sniffEncoding(head));
        await feed(decoder.decode(head, { stream: true }));
        head = Buffer.alloc(0);
        continue;
      }
      await feed(decoder.decode(bytes, { stream: true }));
    }
    if (!decoder) {
      decoder = new TextDecoder(sniffEncoding(head));
      await feed(decoder.decode(head, { stream: true }));
    }
    await feed(decoder.decode());
    try {
      parser.close();
    } catch (error) {
      fail(error);
    }
    if (parseError) fail(parseError);
  } finally {
    // Stop reading a file we gave up on (not a WXR, broken XML, a consumer that threw).
    const readable = source as Partial<Readable>;
    if (typeof readable.destroy === "function" && !readable.destroyed) readable.destroy();
  }
  if (!sawRoot || !sawWp) throw new Error(NOT_WXR);
  sendSite();
  await drain();
}
