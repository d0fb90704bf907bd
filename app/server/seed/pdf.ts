/**
 * A minimal PDF 1.4 writer for the demo's data sheets and certificates: A4 pages with a coloured
 * header band, a title, headings, wrapped paragraphs and two-column tables in the standard font
 * Helvetica (no font embedding needed). Output is deterministic (fixed dates), so every seed writes
 * the same bytes. Text is encoded in WinAnsiEncoding, which covers German umlauts, ß, € and the
 * typographic dashes and quotes the demo texts use.
 */

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "table"; rows: Array<[string, string]> }
  | { kind: "spacer"; height: number };

export interface PdfPage {
  blocks: PdfBlock[];
}

export interface PdfDocument {
  title: string;
  /** Small line above the title in the header band, e.g. the company name. */
  kicker: string;
  author: string;
  subject: string;
  /** Header band colour, 0–1 per channel. */
  accent: [number, number, number];
  /** Footer line on every page (page numbers are added). */
  footer: string;
  pages: PdfPage[];
  /** Fixed creation date (PDF date string without "D:"), e.g. "20250301090000Z". */
  created: string;
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;

/** WinAnsi codes of the characters outside Latin-1 that German texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

/** Bytes of `text` in WinAnsiEncoding; anything it cannot show becomes "?". */
export function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (WIN_ANSI_EXTRA[ch] !== undefined) bytes.push(WIN_ANSI_EXTRA[ch]);
    else if (code === 0xa0) bytes.push(0x20);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF literal string `( … )` with ( ) \ escaped and non-ASCII bytes as octal escapes. */
function literal(text: string): string {
  let out = "(";
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string for the document information (UTF-16BE with byte order mark, as hex). */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

// Helvetica advance widths (per 1000 em) of the printable ASCII range 32–126, from the AFM.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];

/** Width of `text` in points; letters outside ASCII (umlauts) count as their base letter's width. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? HELVETICA[code - 32] : ch === "ß" ? 611 : 556;
  }
  // Helvetica-Bold is about 5 % wider on average; enough for wrapping.
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const rgb = ([r, g, b]: [number, number, number]) => `${n(r)} ${n(g)} ${n(b)}`;

function text(x: number, y: number, size: number, font: "F1" | "F2", value: string): string {
  return `BT /${font} ${n(size)} Tf ${n(x)} ${n(y)} Td ${literal(value)} Tj ET`;
}

/** The drawing operators of one page. */
function pageContent(doc: PdfDocument, page: PdfPage, index: number, first: boolean): string {
  const ops: string[] = [];
  const bandHeight = first ? 150 : 56;
  ops.push(`${rgb(doc.accent)} rg 0 ${n(PAGE_H - bandHeight)} ${n(PAGE_W)} ${n(bandHeight)} re f`);
  ops.push("1 1 1 rg");
  if (first) {
    ops.push(text(MARGIN, PAGE_H - 52, 10, "F2", doc.kicker.toUpperCase()));
    let y = PAGE_H - 86;
    for (const line of wrap(doc.title, 24, TEXT_W, true)) {
      ops.push(text(MARGIN, y, 24, "F2", line));
      y -= 28;
    }
  } else {
    ops.push(text(MARGIN, PAGE_H - 34, 11, "F2", doc.title));
  }
  ops.push("0.12 0.16 0.23 rg");
  let y = PAGE_H - bandHeight - 40;
  for (const block of page.blocks) {
    if (block.kind === "spacer") y -= block.height;
    else if (block.kind === "heading") {
      y -= 8;
      ops.push(`${rgb(doc.accent)} rg`, text(MARGIN, y, 13, "F2", block.text), "0.12 0.16 0.23 rg");
      y -= 20;
    } else if (block.kind === "paragraph") {
      for (const line of wrap(block.text, 10.5, TEXT_W)) {
        ops.push(text(MARGIN, y, 10.5, "F1", line));
        y -= 15;
      }
      y -= 8;
    } else {
      const keyWidth = TEXT_W * 0.4;
      for (const [key, value] of block.rows) {
        const lines = wrap(value, 10, TEXT_W - keyWidth - 12);
        const rowHeight = Math.max(1, lines.length) * 14 + 8;
        ops.push(`0.94 0.96 0.98 rg ${n(MARGIN)} ${n(y - rowHeight + 14)} ${n(TEXT_W)} ${n(rowHeight - 2)} re f`, "0.12 0.16 0.23 rg");
        ops.push(text(MARGIN + 8, y - 1, 10, "F2", key));
        lines.forEach((line, i) => ops.push(text(MARGIN + keyWidth, y - 1 - i * 14, 10, "F1", line)));
        y -= rowHeight;
      }
      y -= 10;
    }
  }
  ops.push("0.8 0.84 0.88 RG 0.5 w", `${n(MARGIN)} 48 m ${n(PAGE_W - MARGIN)} 48 l S`);
  ops.push("0.39 0.45 0.55 rg", text(MARGIN, 34, 8, "F1", doc.footer));
  const pageLabel = `Seite ${index + 1} von ${doc.pages.length}`;
  ops.push(text(PAGE_W - MARGIN - textWidth(pageLabel, 8), 34, 8, "F1", pageLabel));
  return ops.join("\n");
}

/** The PDF file: objects, a cross-reference table with exact byte offsets, trailer. */
export function writePdf(doc: PdfDocument): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) /* object number = new length */;
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // pages, filled in below once the page objects are known
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  doc.pages.forEach((page, index) => {
    const content = pageContent(doc, page, index, index === 0);
    // Content is ASCII only (literal() escapes the rest), so its length in bytes is its length.
    const contentNo = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(PAGE_W)} ${n(PAGE_H)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNo} 0 R >>`),
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const infoNo = add(
    `<< /Title ${infoString(doc.title)} /Author ${infoString(doc.author)} /Subject ${infoString(doc.subject)} /Producer (Brenner CMS Demo) /CreationDate (D:${doc.created}) >>`,
  );

  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNo} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
