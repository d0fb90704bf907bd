/**
 * WordPress's wpautop (wp-includes/formatting.php), which turns classic-editor text into HTML:
 * a blank line is a paragraph break, a single newline a <br />, and block-level tags are never put
 * inside a <p>. Ported step by step (the option/object/source special cases are left out: those
 * elements are not kept by our sanitiser anyway). `extraBlocks` are more tag names to treat as
 * block level (the converter's shortcode placeholders).
 */
const BLOCKS =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio";

export function wpautop(input: string, extraBlocks: string[] = []): string {
  if (input.trim() === "") return "";
  const blocks = `(?:${[BLOCKS, ...extraBlocks].join("|")})`;
  let text = `${input}\n`;

  // <pre> keeps its line breaks: set aside and put back at the end.
  const pres: string[] = [];
  text = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => {
    pres.push(pre);
    return `<pre wp-pre="${pres.length - 1}"></pre>`;
  });

  text = text.replace(/\r\n|\r/g, "\n");
  // A newline inside a tag is not a line break of the text.
  text = text.replace(/<[^<>!]+>/g, (tag) => tag.replace(/\s*\n\s*/g, " "));
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n");
  text = text.replace(new RegExp(`(<${blocks}[\\s/>])`, "gi"), "\n\n$1");
  text = text.replace(new RegExp(`(</${blocks}>)`, "gi"), "$1\n\n");
  text = text.replace(/<hr\s*?\/?>/gi, "<hr />\n\n");
  text = text.replace(/\n\n+/g, "\n\n");

  text = text
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== "")
    .map((part) => `<p>${part.replace(/^\n+|\n+$/g, "").trim()}</p>\n`)
    .join("");

  text = text.replace(/<p>\s*<\/p>/g, "");
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/gi, "<p>$1</p></$2>");
  text = text.replace(new RegExp(`<p>\\s*(</?${blocks}[^>]*>)\\s*</p>`, "gi"), "$1");
  text = text.replace(/<p>(<li.+?)<\/p>/gi, "$1");
  text = text.replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>");
  text = text.replace(/<\/blockquote><\/p>/gi, "</p></blockquote>");
  text = text.replace(new RegExp(`<p>\\s*(</?${blocks}[^>]*>)`, "gi"), "$1");
  text = text.replace(new RegExp(`(</?${blocks}[^>]*>)\\s*</p>`, "gi"), "$1");

  // Single newlines become <br />.
  text = text.replace(/<br>|<br\/>/gi, "<br />");
  text = text.replace(/(?<!<br \/>)\s*\n/g, "<br />\n");
  text = text.replace(new RegExp(`(</?${blocks}[^>]*>)\\s*<br />`, "gi"), "$1");
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, "$1");
  text = text.replace(/\n<\/p>$/g, "</p>");

  return text.replace(/<pre wp-pre="(\d+)"><\/pre>/g, (_, i: string) => pres[Number(i)]!);
}
