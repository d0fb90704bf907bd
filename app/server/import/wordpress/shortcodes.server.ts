import { attrs as shortcodeAttrs, regexp as shortcodeRegexp } from "@wordpress/shortcode";
import { thirdPartyVideo } from "~/blocks/video/block";
import type { Block } from "~/blocks/types";
import { imageClassOptions, imageFrom, videoOrLink } from "./elements.server";
import { all, byTag, cleanHtml, escapeHtml, first, parseFragment, plainText, textContent } from "./html.server";
import { htmlBlock, makeBlock, mediaUrl, type Run } from "./run.server";
import { contactFormBlocks, FORM_PLUGINS } from "./contact-forms.server";
import type { ConvertAttachment } from "./types";

/**
 * WordPress shortcodes, found the way WordPress finds them: @wordpress/shortcode's regexp (the same
 * expression as get_shortcode_regex() in wp-includes/shortcodes.php) and its attribute parser
 * (shortcode_parse_atts()). WordPress matches only registered tag names; we cannot know which
 * plugins the old site had, so any name is matched and the evidence decides (isShortcode).
 *
 * - Known shortcodes become our blocks: [caption], [gallery], [playlist], [embed], [video], [audio],
 *   [code]/[sourcecode] and SyntaxHighlighter's language tags ([php]…[/php]) → code with its
 *   language, [youtube]/[vimeo] (also WordPress.com's [youtube=…]) → video with consent,
 *   [googlemaps] → google-maps, [slideshare] and other oEmbed-like ones → a link. [gallery],
 *   [playlist], [audio] and [video] without ids or src show the post's attachments
 *   (ctx.attachedTo), as WordPress does.
 * - Form plugins' shortcodes ([contact-form-7], Jetpack's [contact-form], [wpforms], [gravityform],
 *   Ninja Forms …) → our contact-form block (contact-forms.server.ts).
 * - Any other shortcode never reaches visitors as text: its tags are removed, its inner content kept,
 *   and the notes name each kind with its count.
 * - [[tag]] is an escaped shortcode: shown as [tag], as WordPress does.
 */

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
  /** The positional attributes ([embed https://…], WordPress.com's [youtube=https://…] as "=https://…"). */
  positional: string[];
  /** Enclosed content of [x]…[/x], or null for a self-closing one. */
  content: string | null;
  /** The shortcode as written. */
  raw: string;
}

/** Tag names WordPress accepts that plugins use (letters first; any case). */
const TAG = "[a-zA-Z][\\w-]*";

/** SyntaxHighlighter (Evolved, WordPress.com) brush aliases usable as their own enclosing tags: [php]…[/php]. */
const BRUSHES = new Set(
  (
    "as3 actionscript3 bash shell sh coldfusion cf clojure clj cpp c csharp c-sharp css delphi pas pascal diff patch erl erlang " +
    "fsharp go golang groovy haskell html java jfx javafx js jscript javascript json latex tex matlab objc obj-c perl pl php " +
    "plain text powershell ps py python r ruby rails ror rb sass scss scala sql swift vb vbnet xml xhtml xslt yaml yml"
  ).split(" "),
);

const CODE_TAGS = new Set(["code", "sourcecode", "source"]);
const VIDEO_TAGS = new Set(["youtube", "vimeo"]);
const MAP_TAGS = new Set(["googlemaps", "google_maps", "google-maps", "googlemap", "gmaps"]);

/** oEmbed-like shortcodes of WordPress.com/Jetpack: their address (from an id or a url), shown as a link. */
const LINK_TAGS: Record<string, (code: Shortcode) => string> = {
  slideshare: (c) => {
    const id = /^\d+/.exec(c.attrs.id ?? c.positional[0]?.replace(/^=/, "") ?? "")?.[0];
    return id ? `https://www.slideshare.net/slideshow/embed_code/${id}` : urlOf(c);
  },
  dailymotion: (c) => idOrUrl(c, (id) => `https://www.dailymotion.com/video/${id}`),
  scribd: (c) => idOrUrl(c, (id) => `https://www.scribd.com/document/${id}`),
  ted: (c) => idOrUrl(c, (id) => `https://www.ted.com/talks/${id}`),
  wpvideo: (c) => idOrUrl(c, (id) => `https://videopress.com/v/${id}`),
  videopress: (c) => idOrUrl(c, (id) => `https://videopress.com/v/${id}`),
  archiveorg: (c) => idOrUrl(c, (id) => `https://archive.org/details/${id}`),
  polldaddy: (c) => idOrUrl(c, (id) => `https://poll.fm/${id}`, c.attrs.poll),
  crowdsignal: (c) => idOrUrl(c, (id) => `https://poll.fm/${id}`, c.attrs.poll),
  soundcloud: urlOf,
  spotify: urlOf,
  mixcloud: urlOf,
  twitter: (c) => urlOf(c) || (c.attrs.tweet ? `https://twitter.com/i/status/${/\d+$/.exec(c.attrs.tweet)?.[0] ?? ""}` : ""),
  tweet: (c) => idOrUrl(c, (id) => `https://twitter.com/i/status/${id}`, c.attrs.tweet),
  instagram: urlOf,
  flickr: (c) => urlOf(c) || c.attrs.video || c.attrs.photo || "",
  gist: urlOf,
  speakerdeck: (c) => idOrUrl(c, (id) => `https://speakerdeck.com/player/${id}`),
  issuu: urlOf,
  kickstarter: urlOf,
  facebook: urlOf,
  pinterest: urlOf,
};

/** Shortcodes that always stand for a block of their own, wherever they are written. */
const BLOCK_SHORTCODES = new Set([
  "caption", "wp_caption", "gallery", "embed", "video", "audio", "playlist", ...CODE_TAGS, ...VIDEO_TAGS, ...MAP_TAGS, ...Object.keys(FORM_PLUGINS),
]);

/** Entities decoded once; a "<" stays a character (the text is not parsed as markup). */
export function decodeHTML(text: string): string {
  return text.includes("&") ? textContent(parseFragment(text.replace(/</g, "&lt;"))) : text;
}

function unquote(value: string): string {
  return value.replace(/^=/, "").replace(/^(["'])([\s\S]*)\1$/, "$2").trim();
}

/** The address a shortcode names: url/src/href attribute, a positional address, or its content. */
function urlOf(code: Shortcode): string {
  const candidates = [code.attrs.url, code.attrs.src, code.attrs.href, code.attrs.link, ...code.positional, code.content ?? ""];
  for (const candidate of candidates) {
    const value = decodeHTML(unquote(candidate ?? ""));
    if (/^https?:\/\/\S+$/i.test(value)) return value;
  }
  return "";
}

function idOrUrl(code: Shortcode, fromId: (id: string) => string, extra?: string): string {
  const url = urlOf(code);
  if (url) return url;
  const id = unquote(extra ?? code.attrs.id ?? code.positional[0] ?? code.content ?? "");
  return /^[\w-]+$/.test(id) ? fromId(id) : "";
}

export function parseAttributes(text: string): Pick<Shortcode, "attrs" | "positional"> {
  // Quotes in stored content are sometimes the typographic ones wptexturize made.
  const normalised = text.replace(/[\u201c\u201d\u2033]/g, '"').replace(/[\u2018\u2019\u2032]/g, "'");
  const { named, numeric } = shortcodeAttrs(normalised);
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(named)) if (value !== undefined) attrs[key] = value;
  return { attrs, positional: numeric };
}

/**
 * Whether a bracketed word is a shortcode. Known names always are; an unknown one is when something
 * only shortcodes have is there (a closing tag, "/]", a name=value attribute, "=" right after the
 * name, "_" "-" or digits in the name), or when a lower-case word stands alone on its line
 * ([sitemap]). A word inside a sentence ("[sic]", "[Update]") stays text.
 */
function isShortcode(name: string, attrText: string, closed: boolean, selfClosing: boolean, alone: boolean): boolean {
  const key = name.toLowerCase();
  if (BLOCK_SHORTCODES.has(key) || key in LINK_TAGS || (closed && BRUSHES.has(key))) return true;
  if (closed) return true;
  const lower = /^[a-z]/.test(name);
  const evidence = selfClosing || /^\s*=/.test(attrText) || /(^|\s)[\w-]+\s*=\s*\S/.test(attrText) || /[_\d-]/.test(name);
  return lower && (evidence || alone);
}

/** How far around a shortcode we look for its line's ends and an enclosing tag (bounds the work per shortcode). */
const NEAR = 2000;

/** Whether a position in HTML lies inside a tag (a shortcode in an attribute value). */
function insideTag(text: string, index: number): boolean {
  const near = text.slice(Math.max(0, index - NEAR), index);
  const lt = near.lastIndexOf("<");
  return lt !== -1 && lt > near.lastIndexOf(">") && /^<[a-zA-Z]/.test(near.slice(lt, lt + 2));
}

/** Alone on its line: nothing but spaces and paragraph tags between the shortcode and the line's ends. */
function aloneOnLine(text: string, start: number, end: number): boolean {
  const head = text.slice(Math.max(0, start - NEAR), start);
  const nl = head.lastIndexOf("\n");
  if (nl === -1 && start > NEAR) return false;
  const tail = text.slice(end, end + NEAR);
  const eol = tail.indexOf("\n");
  if (eol === -1 && text.length - end > NEAR) return false;
  const before = head.slice(nl + 1).replace(/<\/?p(\s[^>]*)?>|&nbsp;|\s/gi, "");
  const after = (eol === -1 ? tail : tail.slice(0, eol)).replace(/<\/?p>|<br\s*\/?>|&nbsp;|\s/gi, "");
  return before === "" && after === "";
}

/** Whether text[start, end) is the whole text of a link: `<a …>[top]</a>`. */
function linkText(text: string, start: number, end: number): boolean {
  return /<a\b[^>]*>\s*$/i.test(text.slice(Math.max(0, start - NEAR), start)) && /^\s*<\/a>/i.test(text.slice(end, end + 10));
}

/** The code shortcodes written inside a <pre> (Windows Live Writer, the text editor): the shortcode alone. */
function unwrapPre(text: string): string {
  return text.replace(/<pre\b[^>]*>\s*(\[([a-zA-Z][\w-]*)\b[^\]]*\][\s\S]*?\[\/\2\])\s*<\/pre>/gi, (whole: string, code: string, name: string) =>
    CODE_TAGS.has(name.toLowerCase()) || BRUSHES.has(name.toLowerCase()) ? `\n\n${code}\n\n` : whole,
  );
}

/** One shortcode found in text: WordPress's capture groups, by name. */
export interface ShortcodeMatch {
  index: number;
  /** Index after the match. */
  end: number;
  raw: string;
  /** "[" of an escaped [[x]], or "". */
  open: string;
  name: string;
  attrText: string;
  selfClosing: boolean;
  /** Enclosed content, or undefined when not written as [x]…[/x]. */
  content: string | undefined;
  /** "]" of an escaped [[x]], or "". */
  close: string;
}

/** get_shortcode_regex() without its content part, for names no [/name] follows anywhere in the text. */
const SINGLE = `\\[(\\[?)(${TAG})(?![\\w-])([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)(?:(\\/)\\]|\\])(\\]?)`;

/**
 * The shortcodes of text, left to right, as WordPress's expression finds them. WordPress builds
 * the expression from the registered names; we take every name, so a name never closed in the text
 * gets the expression without its content part, which would otherwise look for "[/name]" up to the
 * end of the text at each occurrence (quadratic on long posts full of brackets).
 */
export function scanShortcodes(text: string): ShortcodeMatch[] {
  const closed = new Set([...text.matchAll(/\[\/([a-zA-Z][\w-]*)\]/g)].map((m) => m[1]!));
  const enclosing = closed.size > 0 ? shortcodeRegexp([...closed].join("|")) : null;
  const single = new RegExp(SINGLE, "g");
  const found: ShortcodeMatch[] = [];
  let nextEnclosing: RegExpExecArray | null | undefined;
  let nextSingle: RegExpExecArray | null | undefined;
  let at = 0;
  for (;;) {
    if (enclosing && (nextEnclosing === undefined || (nextEnclosing && nextEnclosing.index < at))) {
      enclosing.lastIndex = at;
      nextEnclosing = enclosing.exec(text);
    }
    if (nextSingle === undefined || (nextSingle && nextSingle.index < at)) {
      single.lastIndex = at;
      nextSingle = single.exec(text);
    }
    const useEnclosing = nextEnclosing && (!nextSingle || nextEnclosing.index <= nextSingle.index);
    const m = useEnclosing ? nextEnclosing! : nextSingle;
    if (!m) return found;
    const [raw, open = "", name = "", attrText = "", slash] = m;
    found.push({
      index: m.index,
      end: m.index + raw.length,
      raw,
      open,
      name,
      attrText,
      selfClosing: slash !== undefined,
      content: useEnclosing && m[6] !== undefined ? (m[5] ?? "") : undefined,
      close: (useEnclosing ? m[7] : m[5]) ?? "",
    });
    at = m.index + raw.length;
  }
}

/** Whether text holds something WordPress's expression takes for a shortcode (not only an escaped one). */
export function hasShortcode(text: string): boolean {
  return scanShortcodes(text).some((m) => !(m.open === "[" && m.close === "]"));
}

/**
 * Takes the shortcodes out of classic text. Known ones are replaced by a placeholder element
 * `<wp-shortcode data-i="N"></wp-shortcode>` (which wpautop treats as block level); any other
 * shortcode loses its tags and keeps its content in place (nested shortcodes inside it are handled
 * the same way), named in the notes with its count.
 */
export function extractShortcodes(text: string, run: Run): { text: string; shortcodes: Shortcode[] } {
  return takeShortcodes(text, run, false);
}

/**
 * Takes the shortcodes out of HTML whose place holds text only: a Gutenberg heading, list, table
 * cell, caption or button (issue 39). Any other shortcode loses its tags and keeps its content, as
 * in extractShortcodes; a known one (video, map, code …) is taken out of the text and returned, so
 * the caller puts its block after the element. An escaped [[x]] becomes "[x]" written as entities
 * (&#91;x&#93;), so that a later pass over the same HTML (a fallback to the classic conversion)
 * does not take it for a shortcode again.
 */
export function stripShortcodes(html: string, run: Run): { html: string; shortcodes: Shortcode[] } {
  // Scripts and styles (custom HTML) are not text: "data[key]" is no shortcode, and the sanitiser drops them anyway.
  const shortcodes: Shortcode[] = [];
  let out = "";
  let last = 0;
  const text = (segment: string) => {
    if (segment === "") return;
    const taken = takeShortcodes(segment, run, true);
    shortcodes.push(...taken.shortcodes);
    out += taken.text;
  };
  for (const m of html.matchAll(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi)) {
    text(html.slice(last, m.index));
    out += m[0];
    last = m.index + m[0].length;
  }
  text(html.slice(last));
  return { html: out, shortcodes };
}

function takeShortcodes(text: string, run: Run, inline: boolean): { text: string; shortcodes: Shortcode[] } {
  const shortcodes: Shortcode[] = [];
  const names = new Set<string>();

  const orphans = (segment: string): string =>
    // A closing tag whose opening one was not found (broken nesting, an opener in another block).
    segment.replace(/\[\/([a-zA-Z][\w-]*)\]/g, (raw: string, name: string) => {
      if (!names.has(name.toLowerCase()) && !/[_-]/.test(name) && !BLOCK_SHORTCODES.has(name.toLowerCase())) return raw;
      run.count(`Shortcode-Endmarke [/${name}] ohne Anfang entfernt`);
      return "";
    });

  const pass = (input: string): string => {
    let out = "";
    let last = 0;
    // "Text [x] mehr" → "Text mehr", not two spaces.
    const squeeze = (removed: string) => {
      if (removed === "" && out.endsWith(" ") && input[last] === " ") last += 1;
    };
    for (const m of scanShortcodes(input)) {
      const { raw, open, name, attrText, content, close } = m;
      out += orphans(input.slice(last, m.index));
      last = m.end;
      if (open === "[" && close === "]") {
        const shown = raw.slice(1, -1);
        out += inline ? shown.replace(/\[/g, "&#91;").replace(/\]/g, "&#93;") : shown;
        continue;
      }
      const start = m.index + open.length;
      const inner = raw.slice(open.length, raw.length - close.length);
      const alone = aloneOnLine(input, start, start + inner.length);
      const closed = content !== undefined;
      if (!isShortcode(name, attrText, closed, m.selfClosing, alone)) {
        // A lone lower-case word might be a plugin's shortcode ([year]): say so. "[Update: …]",
        // words after it ("[simple boat]") and a link's whole text ("<a href="#top">[top]</a>") are prose.
        if (/^[a-z]/.test(name) && attrText.trim() === "" && !linkText(input, m.index, m.end)) run.count(`Möglicher Shortcode [${name}] als Text belassen`);
        out += raw;
        continue;
      }
      const key = name.toLowerCase();
      names.add(key);
      if (insideTag(input, start)) {
        run.count(`Shortcode [${name}] in einem HTML-Attribut entfernt`);
        out += open + close;
        continue;
      }
      const code: Shortcode = { name: key, ...parseAttributes(attrText), content: closed ? (content ?? "") : null, raw: inner };
      if (BLOCK_SHORTCODES.has(key) || key in LINK_TAGS || (closed && BRUSHES.has(key))) {
        shortcodes.push(code);
        if (inline) {
          squeeze(open + close);
          out += open + close;
        } else out += `${open}\n\n<wp-shortcode data-i="${shortcodes.length - 1}"></wp-shortcode>\n\n${close}`;
        continue;
      }
      // Unknown: the tags go, the content stays where it was (its own paragraphs when alone on its line).
      const kept = closed && (content ?? "").trim() !== "";
      run.count(kept ? `Shortcode [${name}] entfernt, Inhalt übernommen` : `Shortcode [${name}] entfernt`);
      const body = kept ? pass(content ?? "") : "";
      squeeze(body + open + close);
      out += open + (alone && body !== "" && !inline ? `\n\n${body}\n\n` : body) + close;
    }
    return out + orphans(input.slice(last));
  };

  try {
    return { text: pass(unwrapPre(text)), shortcodes };
  } finally {
    // @wordpress/shortcode memoises every attribute string it parsed, without a limit.
    shortcodeAttrs.clear();
  }
}

/** Gutenberg blocks whose HTML stripShortcodes has already been through (a second pass would read "[x]" of [[x]] as a shortcode). */
export const shortcodesTaken = new WeakSet<object>();

/** A known shortcode whose own conversion found nothing to show: its content as sanitised HTML, named. */
function contentOnly(code: Shortcode, run: Run, why: string): Block[] {
  run.count(`Shortcode [${code.name}] ${why}`);
  return code.content && code.content.trim() !== "" ? htmlBlock(cleanHtml(parseFragment(code.content), run)) : [];
}

/** A video or audio file address from [video]/[audio] attributes (src, mp4, webm, mp3 …). */
function mediaSrc(code: Shortcode, keys: string[]): string {
  for (const key of ["src", ...keys]) if (code.attrs[key]) return decodeHTML(code.attrs[key]!);
  // WordPress.com's [audio https://…/lied.mp3] names the file without an attribute.
  const positional = decodeHTML(unquote(code.positional[0] ?? ""));
  return /^https?:\/\/\S+$/i.test(positional) ? positional : "";
}

/** Code's language as a class name our sanitiser keeps: "c#" → csharp, "C++" → cpp. */
function languageOf(code: Shortcode): string {
  const given = code.attrs.language ?? code.attrs.lang ?? code.attrs.brush ?? (code.positional[0]?.startsWith("=") ? unquote(code.positional[0]) : "");
  const name = (CODE_TAGS.has(code.name) ? given : code.name).toLowerCase().replace(/#/g, "sharp").replace(/\+/g, "p");
  return /^[a-z][\w-]{0,30}$/.test(name) ? name : "";
}

/**
 * The text of a code shortcode exactly as written: the editor's markup around and inside it
 * (<pre>, <code>, the <p>/<br /> of the visual editor) removed, entities decoded once, then escaped
 * once for our <pre><code>.
 */
export function codeText(content: string): string {
  const body = content
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*<pre\b[^>]*>(?:\s*<code\b[^>]*>)?/i, "")
    .replace(/(?:<\/code>\s*)?<\/pre>\s*$/i, "")
    .replace(/<br\s*\/?>\n?/gi, "\n")
    .replace(/<\/p>\s*<p(?:\s[^>]*)?>/gi, "\n\n")
    .replace(/^\s*<p(?:\s[^>]*)?>|<\/p>\s*$/gi, "");
  return decodeHTML(body)
    .replace(/\u00a0/g, " ")
    .replace(/^(?:[ \t]*\n)+/, "")
    .replace(/\s+$/, "");
}

function codeBlocks(code: Shortcode, run: Run): Block[] {
  const text = codeText(code.content ?? "");
  if (text === "") return contentOnly(code, run, "ohne Inhalt – nicht übernommen");
  const language = languageOf(code);
  const title = code.attrs.title ? `<p><em>${escapeHtml(decodeHTML(code.attrs.title))}</em></p>` : "";
  return htmlBlock(`${title}<pre><code${language ? ` class="language-${language}"` : ""}>${escapeHtml(text)}</code></pre>`);
}

/** [youtube=URL], [youtube URL], [youtube id=…], [youtube]URL[/youtube], [vimeo 123] … → our video (consent first). */
function videoBlocks(code: Shortcode, run: Run): Block[] {
  let url = urlOf(code);
  if (!url) {
    const id = unquote(code.attrs.id ?? code.positional[0] ?? code.content ?? "");
    if (code.name === "youtube" && /^[\w-]{11}$/.test(id)) url = `https://www.youtube.com/watch?v=${id}`;
    if (code.name === "vimeo" && /^\d+$/.test(id)) url = `https://vimeo.com/${id}`;
  }
  if (!url) return contentOnly(code, run, "ohne gültige Adresse – nicht übernommen");
  return videoOrLink(url, run, `Shortcode [${code.name}]`);
}

/**
 * [googlemaps https://maps.google.com/maps?q=…&z=14&w=425&h=350] (WordPress.com) or an address
 * attribute → our google-maps block (loaded after consent). An embed address without a place (pb=…)
 * becomes a link.
 */
function mapBlocks(code: Shortcode, run: Run): Block[] {
  const url = urlOf(code);
  let params = new URLSearchParams();
  try {
    if (url) params = new URL(url).searchParams;
  } catch {
    // An address that does not parse is shown as a link below.
  }
  const address = decodeHTML(code.attrs.address ?? code.attrs.q ?? "") || params.get("q") || params.get("daddr") || params.get("ll") || "";
  if (address.trim() === "") {
    if (url) return videoOrLink(url, run, `Shortcode [${code.name}]`);
    return contentOnly(code, run, "ohne Ort – nicht übernommen");
  }
  const zoom = Number(code.attrs.zoom ?? code.attrs.z ?? params.get("z") ?? "");
  const height = Number.parseInt(code.attrs.height ?? code.attrs.h ?? params.get("h") ?? "", 10);
  return [
    makeBlock("google-maps", {
      address: address.trim(),
      ...(zoom >= 1 && zoom <= 20 ? { zoom } : {}),
      ...(height > 0 ? { height: String(height) } : {}),
      ...(params.get("t") === "k" ? { mapType: "satellite" } : params.get("t") === "h" ? { mapType: "hybrid" } : params.get("t") === "p" ? { mapType: "terrain" } : {}),
    }),
  ];
}

/** Attachment ids of an attribute ("1, 2,3"). */
function idList(value: string | undefined): number[] {
  return (value ?? "")
    .split(",")
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "jpe", "png", "gif", "webp", "avif", "bmp", "tif", "tiff", "svg", "heic", "heif", "ico"]);
const AUDIO_EXTENSIONS = new Set(["mp3", "m4a", "m4b", "ogg", "oga", "wav", "wma", "flac", "aac", "mka", "opus", "mid", "midi"]);
const VIDEO_EXTENSIONS = new Set(["mp4", "m4v", "webm", "ogv", "mov", "qt", "wmv", "avi", "flv", "mpeg", "mpg", "3gp", "3g2", "mkv", "asf"]);

/** What an attachment's file is, by its extension: an export has no MIME types (WordPress guessed them from the name too). */
export function mediaKind(url: string): "image" | "audio" | "video" | "" {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(url.replace(/[?#].*$/, ""))?.[1]?.toLowerCase() ?? "";
  return IMAGE_EXTENSIONS.has(extension) ? "image" : AUDIO_EXTENSIONS.has(extension) ? "audio" : VIDEO_EXTENSIONS.has(extension) ? "video" : "";
}

/**
 * The attachments WordPress shows for a [gallery]/[playlist]/[audio]/[video] without ids or src:
 * get_children() of the post (or of [gallery id="123"]'s post) of that kind, in menu_order then id,
 * `exclude` left out, `order="DESC"` reversed. Undefined when the context cannot tell.
 */
function attachedOf(code: Shortcode, run: Run, kind: "image" | "audio" | "video", byId: boolean): ConvertAttachment[] | undefined {
  const given = byId ? Number.parseInt(code.attrs.id ?? "", 10) : Number.NaN;
  const parent = given > 0 ? given : run.ctx.postId;
  if (!run.ctx.attachedTo || !parent) return undefined;
  const exclude = new Set(idList(code.attrs.exclude));
  const list = run.ctx.attachedTo(parent).filter((a) => mediaKind(a.url) === kind && !exclude.has(a.id ?? 0));
  return (code.attrs.order ?? "").trim().toUpperCase() === "DESC" ? list.reverse() : list;
}

/** The attachments of [gallery ids]/[playlist ids]; unknown ids are counted in the notes. */
function attachmentsOf(code: Shortcode, run: Run) {
  const ids = idList(code.attrs.ids ?? code.attrs.include);
  const found = ids.map((id) => run.ctx.attachment?.(id)).filter((a) => a !== undefined);
  const missing = ids.length - found.length;
  if (missing > 0) run.note(`Shortcode [${code.name}]: ${missing} von ${ids.length} Medien nicht im Export – nicht übernommen`);
  return { ids, found };
}

export function shortcodeBlocks(code: Shortcode, run: Run): Block[] {
  if (CODE_TAGS.has(code.name) || BRUSHES.has(code.name)) return codeBlocks(code, run);
  if (VIDEO_TAGS.has(code.name)) return videoBlocks(code, run);
  if (MAP_TAGS.has(code.name)) return mapBlocks(code, run);
  const link = LINK_TAGS[code.name];
  if (link) {
    const url = link(code);
    return url ? videoOrLink(url, run, `Shortcode [${code.name}]`) : contentOnly(code, run, "ohne Adresse – nicht übernommen");
  }
  switch (code.name) {
    case "caption":
    case "wp_caption": {
      const doc = parseFragment(code.content ?? "");
      const img = all(doc, byTag("img"))[0];
      if (!img) return contentOnly(code, run, "ohne Bild – Text übernommen");
      // The caption is the text beside the image (or, in old posts, the caption attribute).
      const text = plainText(doc.children.filter((n) => !(n.type === "tag" && all([n], byTag("img")).length > 0)));
      const caption = text || decodeHTML(code.attrs.caption ?? "");
      if (all(doc, (e) => e.name === "a" && !first(e, byTag("img"))).length > 0) run.note("Links in Bildunterschriften als Text übernommen");
      const align = /^align(left|right|center)$/.exec(code.attrs.align ?? "")?.[1];
      return imageFrom(img, run, { ...imageClassOptions(img), caption, width: code.attrs.width, ...(align ? { align } : {}) });
    }
    case "gallery": {
      const { ids, found } = attachmentsOf(code, run);
      let images = found;
      if (ids.length === 0) {
        const attached = attachedOf(code, run, "image", true);
        if (!attached) return contentOnly(code, run, "ohne Bildnummern (ids) – nicht übernommen");
        if (attached.length === 0) return contentOnly(code, run, "ohne Bilder des Beitrags im Export – nicht übernommen");
        images = attached;
      }
      if (images.length === 0) return [];
      const columns = Number(code.attrs.columns ?? 3);
      return [
        makeBlock("gallery", {
          images: images.map((a) => ({ url: mediaUrl(run, a.url), alt: a.alt ?? "", caption: a.caption ?? "" })),
          columns: Number.isFinite(columns) && columns > 0 ? columns : 3,
        }),
      ];
    }
    case "playlist": {
      const { ids, found } = attachmentsOf(code, run);
      const type = code.attrs.type === "video" ? "video" : "audio";
      let files = found;
      if (ids.length === 0) {
        const attached = attachedOf(code, run, type, true);
        if (!attached) return contentOnly(code, run, "ohne Mediennummern (ids) – nicht übernommen");
        if (attached.length === 0) return contentOnly(code, run, `ohne ${type === "video" ? "Videos" : "Audiodateien"} des Beitrags im Export – nicht übernommen`);
        files = attached;
      }
      return files.map((a) => makeBlock(type, { src: mediaUrl(run, a.url), title: a.caption ?? "" }));
    }
    case "embed": {
      const url = decodeHTML((code.content ?? code.attrs.src ?? code.positional[0] ?? "").trim());
      return url ? videoOrLink(url, run, "Shortcode [embed]") : contentOnly(code, run, "ohne Adresse – nicht übernommen");
    }
    case "video": {
      // Without an address WordPress shows the post's first attached video.
      const src = mediaSrc(code, ["mp4", "m4v", "webm", "ogv", "wmv", "flv"]) || (attachedOf(code, run, "video", false)?.[0]?.url ?? "");
      if (!src) return contentOnly(code, run, "ohne Datei – nicht übernommen");
      if (thirdPartyVideo(src)) return [makeBlock("video", { src })];
      return [makeBlock("video", { src: mediaUrl(run, src), poster: code.attrs.poster ? mediaUrl(run, decodeHTML(code.attrs.poster)) : "" })];
    }
    case "audio": {
      const src = mediaSrc(code, ["mp3", "m4a", "ogg", "wav", "wma"]) || (attachedOf(code, run, "audio", false)?.[0]?.url ?? "");
      return src ? [makeBlock("audio", { src: mediaUrl(run, src) })] : contentOnly(code, run, "ohne Datei – nicht übernommen");
    }
    default:
      if (code.name in FORM_PLUGINS) {
        // Jetpack writes its fields into the form: [contact-field label="…" type="…" required="1"/].
        const fields = scanShortcodes(code.content ?? "")
          .filter((m) => m.name.toLowerCase() === "contact-field" && m.open === "")
          .map((m) => ({ name: "contact-field", ...parseAttributes(m.attrText), content: m.content ?? null }));
        return contactFormBlocks(code, fields, run, decodeHTML);
      }
      return contentOnly(code, run, "nicht umgewandelt");
  }
}
