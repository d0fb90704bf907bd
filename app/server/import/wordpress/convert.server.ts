import { convertClassic } from "./classic.server";
import { elementorBlocks } from "./elementor.server";
import { convertGutenberg } from "./gutenberg.server";
import { pageBuilderBlocks } from "./page-builders.server";
import { newRun } from "./run.server";
import type { ConvertContext, ConvertResult } from "./types";

export type { ConvertAttachment, ConvertContext, ConvertResult } from "./types";

/**
 * WordPress post content → our blocks (issue 28, "Content"). Pure: no database, no network; every
 * address goes through ctx.mapUrl and every HTML fragment through our sanitiser.
 *
 * - Gutenberg content (block comments) is parsed with WordPress's own parser and mapped block by
 *   block (gutenberg.server.ts); HTML between blocks is treated as classic content.
 * - Classic content gets WordPress's wpautop first (blank line = paragraph, newline = <br>) and is
 *   split into paragraphs, headings, lists, images, tables, quotes (classic.server.ts).
 * - What has no counterpart becomes sanitised html-content, named in `notes`. A block that renders
 *   nothing without WordPress (core/latest-posts written self-closing) produces no block, only the
 *   note "Block core/latest-posts ohne Inhalt – nicht übernommen" – a placeholder would show on the
 *   public page. Notes are German and each distinct one appears once.
 *
 * Mapping decisions (where our blocks offer a choice or hold less than WordPress):
 * - quote → paragraph whose rich text is a <blockquote> (keeps formatting and links), the citation
 *   as "— Name"; pullquote likewise (never a testimonial: no invented author or photo).
 * - list → list block (plain-text items; nested items follow their parent, "– " per level; an
 *   ordered list's start and countdown kept); a list with links or images stays rich text in a
 *   paragraph (note), so no link is lost; so does one with code, tables or several paragraphs in
 *   an item, or with numbered and bulleted levels mixed. A list written straight into a list
 *   belongs to the item before it. Definition lists → bold terms, descriptions after them.
 * - A heading's pictures follow it as image blocks (structure.server.ts for lists, definitions, titles).
 * - table → table block (plain-text cells, first <thead> row or a row of <th> as head); merged
 *   cells, links/images/lists in cells, more than 50 rows or 12 columns → html-content (note).
 *   A table caption follows as an italic paragraph.
 * - columns → flexible-row, widths from the columns' `width` ("%" only; the rest shared); more
 *   than 6 columns merge into the last (note). group → section (no padding without a background).
 * - buttons → one button block each; cover → hero when it holds at most a heading, a paragraph
 *   (two without a heading) and two buttons, else a section with the background image.
 * - media-text → media-text (first heading = title, text blocks = rich text, one button); with a
 *   video or other content → a two-column flexible-row.
 * - embed: YouTube/Vimeo → video (two-click consent); anything else → a link (note).
 * - file → a paragraph with a download link. code/preformatted/verse/html → html-content.
 * - Heading, caption, list item and table cell fields are plain text: links there are named.
 * - Unknown blocks with inner blocks and no content of their own are dissolved (note).
 * - Shortcodes (shortcodes.server.ts, found with @wordpress/shortcode): [caption] → image with
 *   caption, [gallery ids] → gallery (with ctx.attachment), [embed]/[video]/[audio]/[youtube]/[vimeo]
 *   → video/audio, [code]/[sourcecode] → <pre><code> with its language, [googlemaps] → google-maps,
 *   [slideshare] and other oEmbed ones → a link; any other loses its tags, keeps its content, and
 *   is counted in the notes. <!--more--> is dropped, <!--nextpage--> named.
 * - WPBakery and Divi pages (page-builders.server.ts): rows → flexible-row/section, their elements
 *   → our blocks, the rest sanitised HTML named per element.
 */
export function convertWordPressContent(html: string, ctx: ConvertContext, meta?: Record<string, string>): ConvertResult {
  const { run, notes } = newRun(ctx);
  // A page built with Elementor: its layout comes from the post meta, the HTML is a flattened copy (elementor.server.ts).
  const blocks = elementorBlocks(meta, html, run) ?? pageBuilderBlocks(html, run) ?? (html.includes("<!-- wp:") ? convertGutenberg(html, run) : convertClassic(html, run));
  return { blocks, notes };
}
