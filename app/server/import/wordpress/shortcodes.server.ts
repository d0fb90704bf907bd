import { thirdPartyVideo } from "~/blocks/video/block";
import type { Block } from "~/blocks/types";
import { imageClassOptions, imageFrom, noteImageLink, videoOrLink } from "./elements.server";
import { all, byTag, cleanHtml, escapeHtml, first, parseFragment, plainText } from "./html.server";
import { htmlBlock, makeBlock, mediaUrl, type Run } from "./run.server";

/**
 * WordPress shortcodes ([caption], [gallery], [embed], [video], [audio] and anything a plugin
 * registered). The built-in ones that have a counterpart become our blocks; every other one is kept
 * as text in an HTML block and named in the notes, since we cannot run the plugin that rendered it.
 */

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
  /** The positional attributes ([embed https://…]). */
  positional: string[];
  /** Enclosed content of [x]…[/x], or null for a self-closing one. */
  content: string | null;
  /** The shortcode as written. */
  raw: string;
}

/**
 * A shortcode: [name attrs], [name attrs /] or [name attrs]content[/name]. [[name]] is an escaped
 * shortcode (shown literally, as WordPress does). The name starts with a letter.
 */
const SHORTCODE = /\[(\[?)([a-zA-Z][\w-]*)(?![\w-])([^\]]*?)(\/)?\](?:([\s\S]*?)\[\/\2\])?(\]?)/g;
const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

function parseAttributes(text: string): Pick<Shortcode, "attrs" | "positional"> {
  const attrs: Record<string, string> = {};
  const positional: string[] = [];
  // Quotes in stored content are sometimes the typographic ones wptexturize made.
  const normalised = text.replace(/[\u201c\u201d\u2033]/g, '"').replace(/[\u2018\u2019\u2032]/g, "'").replace(/\u00a0/g, " ");
  for (const m of normalised.matchAll(ATTRIBUTE)) {
    if (m[1]) attrs[m[1].toLowerCase()] = m[2]!;
    else if (m[3]) attrs[m[3].toLowerCase()] = m[4]!;
    else if (m[5]) attrs[m[5].toLowerCase()] = m[6]!;
    else positional.push(m[7] ?? m[8] ?? m[9] ?? "");
  }
  return { attrs, positional };
}

/** Shortcodes that always stand for a block of their own, wherever they are written. */
const BLOCK_SHORTCODES = new Set(["caption", "wp_caption", "gallery", "embed", "video", "audio", "playlist"]);

/**
 * Takes the block-level shortcodes out of classic text: each is replaced by a placeholder element
 * `<wp-shortcode data-i="N"></wp-shortcode>` (which wpautop treats as block level). A shortcode of a
 * plugin counts as block level when it stands on a line of its own; one inside a sentence stays text.
 */
export function extractShortcodes(text: string, run: Run): { text: string; shortcodes: Shortcode[] } {
  const shortcodes: Shortcode[] = [];
  const replaced = text.replace(SHORTCODE, (raw: string, open: string, name: string, rest: string, _slash: string | undefined, content: string | undefined, close: string, offset: number, whole: string) => {
    if (open === "[" && close === "]") return raw.slice(1, -1);
    // Alone on its line: nothing but spaces and paragraph tags between it and the line ends.
    const lineStart = whole.lastIndexOf("\n", offset - 1) + 1;
    const lineEnd = whole.indexOf("\n", offset + raw.length);
    const before = whole.slice(lineStart, offset).replace(/<\/?p>|&nbsp;|\s/gi, "");
    const after = whole.slice(offset + raw.length, lineEnd === -1 ? undefined : lineEnd).replace(/<\/?p>|<br\s*\/?>|&nbsp;|\s/gi, "");
    const alone = before === "" && after === "";
    const key = name.toLowerCase();
    if (!BLOCK_SHORTCODES.has(key) && !alone) {
      run.note(`Shortcode [${name}] als Text übernommen`);
      return raw;
    }
    shortcodes.push({ name: key, ...parseAttributes(rest), content: content ?? null, raw: raw.slice(open.length, raw.length - close.length) });
    return `${open}\n\n<wp-shortcode data-i="${shortcodes.length - 1}"></wp-shortcode>\n\n${close}`;
  });
  return { text: replaced, shortcodes };
}

function kept(code: Shortcode, run: Run): Block[] {
  run.note(`Shortcode [${code.name}] als HTML übernommen`);
  if (code.content === null) return htmlBlock(`<p>${escapeHtml(code.raw)}</p>`);
  const open = code.raw.slice(0, code.raw.indexOf("]") + 1);
  return htmlBlock(`<p>${escapeHtml(open)}</p>${cleanHtml(parseFragment(code.content), run)}<p>${escapeHtml(`[/${code.name}]`)}</p>`);
}

/** A video or audio file address from [video]/[audio] attributes (src, mp4, webm, mp3 …). */
function mediaSrc(code: Shortcode, keys: string[]): string {
  for (const key of ["src", ...keys]) if (code.attrs[key]) return code.attrs[key]!;
  return "";
}

export function shortcodeBlocks(code: Shortcode, run: Run): Block[] {
  switch (code.name) {
    case "caption":
    case "wp_caption": {
      const doc = parseFragment(code.content ?? "");
      const img = all(doc, byTag("img"))[0];
      if (!img) return kept(code, run);
      // The caption is the text beside the image (or, in old posts, the caption attribute).
      const text = plainText(doc.children.filter((n) => !(n.type === "tag" && all([n], byTag("img")).length > 0)));
      const caption = text || code.attrs.caption || "";
      if (all(doc, (e) => e.name === "a" && !first(e, byTag("img"))).length > 0) run.note("Links in Bildunterschriften als Text übernommen");
      const align = /^align(left|right|center)$/.exec(code.attrs.align ?? "")?.[1];
      noteImageLink(img, run);
      return imageFrom(img, run, { ...imageClassOptions(img), caption, width: code.attrs.width, ...(align ? { align } : {}) });
    }
    case "gallery": {
      const ids = (code.attrs.ids ?? code.attrs.include ?? "").split(",").map((id) => Number(id.trim())).filter((id) => id > 0);
      const found = ids.map((id) => run.ctx.attachment?.(id));
      if (ids.length === 0 || found.some((a) => !a)) return kept(code, run);
      const columns = Number(code.attrs.columns ?? 3);
      return [
        makeBlock("gallery", {
          images: found.map((a) => ({ url: mediaUrl(run, a!.url), alt: a!.alt ?? "", caption: a!.caption ?? "" })),
          columns: Number.isFinite(columns) && columns > 0 ? columns : 3,
        }),
      ];
    }
    case "embed": {
      const url = (code.content ?? code.attrs.src ?? code.positional[0] ?? "").trim();
      return url ? videoOrLink(url, run, "Shortcode [embed]") : kept(code, run);
    }
    case "video": {
      const src = mediaSrc(code, ["mp4", "m4v", "webm", "ogv", "wmv", "flv"]);
      if (!src) return kept(code, run);
      if (thirdPartyVideo(src)) return [makeBlock("video", { src })];
      return [makeBlock("video", { src: mediaUrl(run, src), poster: code.attrs.poster ? mediaUrl(run, code.attrs.poster) : "" })];
    }
    case "audio": {
      const src = mediaSrc(code, ["mp3", "m4a", "ogg", "wav", "wma"]);
      return src ? [makeBlock("audio", { src: mediaUrl(run, src) })] : kept(code, run);
    }
    default:
      return kept(code, run);
  }
}
