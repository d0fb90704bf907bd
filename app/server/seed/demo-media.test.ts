import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_MEDIA, demoMedia, demoMediaFiles, demoMediaKeys, makeLogo, resolveDemoMedia, signalTone } from "./demo-media";
import { textWidth, winAnsi, wrap, writePdf } from "./pdf";

/** Checks a PDF the way a reader starts: startxref → xref table → every object at its offset. */
function checkPdfStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe("0");
  const entries = text.slice(startxref).split("\n").slice(2, 2 + Number(count));
  expect(entries[0]).toBe("0000000000 65535 f ");
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 20).startsWith(`${i + 1} 0 obj\n`), `object ${i + 1} at ${offset}`).toBe(true);
  });
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  // Every stream's /Length is its exact byte count.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
  return { objects: Number(count) - 1, pages };
}

describe("demo PDF writer", () => {
  it("writes a structurally valid PDF with exact xref offsets, in Helvetica with WinAnsi umlauts", () => {
    const pdf = writePdf({
      title: "Prüfbericht (Größe) \\ Test",
      kicker: "Brenner",
      author: "Brenner",
      subject: "Test – „Anführung“",
      accent: [0, 0.3, 0.8],
      footer: "Fuß",
      created: "20250101000000Z",
      pages: [{ blocks: [{ kind: "paragraph", text: "Ärger über Öl und Maße: 5 € – ok" }, { kind: "table", rows: [["Größe", "12 mm"]] }] }, { blocks: [{ kind: "heading", text: "Zweite Seite" }] }],
    });
    expect(checkPdfStructure(pdf)).toEqual({ objects: 9, pages: 2 });
    const text = pdf.toString("latin1");
    expect(text).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    // Parentheses and backslashes escaped, umlauts and € as WinAnsi octal codes.
    expect(text).toContain("(Pr\\374fbericht \\(Gr\\366\\337e\\) \\\\ Test)");
    expect(text).toContain("(\\304rger \\374ber \\326l und Ma\\337e: 5 \\200 \\226 ok)");
    expect(text).toContain("(Seite 2 von 2)");
    // The document title in the information dictionary keeps its umlauts (UTF-16BE).
    expect(text).toContain("/Title <FEFF0050007200FC");
    expect(writePdf({ ...baseDoc(), created: "20250101000000Z" }).equals(writePdf({ ...baseDoc(), created: "20250101000000Z" }))).toBe(true);
  });

  it("wraps text by Helvetica widths and maps what WinAnsi cannot show to '?'", () => {
    expect(textWidth("Hallo", 10)).toBeCloseTo((722 + 556 + 222 + 222 + 556) / 100, 5);
    const lines = wrap("Dreh- und Frästeile aus Stahl, Edelstahl, Aluminium, Messing und technischen Kunststoffen", 10, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(150);
    expect(winAnsi("a→b")).toEqual([0x61, 0x3f, 0x62]);
  });
});

function baseDoc() {
  return { title: "T", kicker: "K", author: "A", subject: "S", accent: [0, 0, 0] as [number, number, number], footer: "F", pages: [{ blocks: [] }] };
}

describe("demo media", () => {
  it("makes every file once: JPEG scenes 1920 px wide, valid PDFs, a WAV", async () => {
    const files = await demoMediaFiles();
    expect(await demoMediaFiles()).toBe(files);
    expect([...files.keys()]).toEqual(DEMO_MEDIA.map((f) => f.key));
    for (const media of DEMO_MEDIA) {
      const body = files.get(media.key)!;
      if (media.name.endsWith(".jpg")) {
        const meta = await sharp(body).metadata();
        expect(meta.format, media.key).toBe("jpeg");
        expect(meta.width).toBe(1920);
        expect(meta.height).toBe(1200);
        expect(body.length).toBeLessThan(150_000);
        expect(media.alt_text, media.key).toBeTruthy();
      } else if (media.name.endsWith(".pdf")) {
        expect(checkPdfStructure(body).pages, media.key).toBeGreaterThanOrEqual(1);
      }
      if (process.env.DEMO_MEDIA_DUMP) fs.writeFileSync(`${process.env.DEMO_MEDIA_DUMP}/${media.name}`, body);
    }
    expect(DEMO_MEDIA.filter((f) => f.folder === "datenblaetter").length).toBeGreaterThanOrEqual(3);
    expect(DEMO_MEDIA.filter((f) => f.folder === "zertifikate").length).toBeGreaterThanOrEqual(1);
  });

  it("writes a playable WAV header", () => {
    const wav = signalTone();
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("ascii", 8, 16)).toBe("WAVEfmt ");
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  it("draws a logo with the initials and the name", async () => {
    const { png, hasText } = await makeLogo();
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([600, 160]);
    // These machines have fonts; elsewhere the seed keeps the text header (hasText false).
    expect(hasText).toBe(true);
    if (process.env.DEMO_MEDIA_DUMP) fs.writeFileSync(`${process.env.DEMO_MEDIA_DUMP}/logo.png`, png);
  });

  it("resolves demoMedia placeholders deep inside content and refuses unknown ones", () => {
    const content = [{ a: demoMedia("halle"), b: [{ url: demoMedia("team"), n: 3 }], c: "demo-media-ish" }];
    expect(demoMediaKeys(content)).toEqual(new Set(["halle", "team"]));
    const urls = new Map([
      ["halle", "/media/images/a.jpg"],
      ["team", "/media/images/b.jpg"],
    ]);
    expect(resolveDemoMedia(content, urls)).toEqual([{ a: "/media/images/a.jpg", b: [{ url: "/media/images/b.jpg", n: 3 }], c: "demo-media-ish" }]);
    expect(() => resolveDemoMedia({ x: demoMedia("fehlt") }, urls)).toThrow("Demo-Medium fehlt: demo-media:fehlt");
  });
});
