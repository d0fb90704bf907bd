import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanFileName, detectFile } from "./file-types.server";

describe("cleanFileName", () => {
  it("keeps only the last path part and removes control characters, direction overrides and '..'", () => {
    expect(cleanFileName("../../etc/passwd.png")).toBe("passwd.png");
    expect(cleanFileName("C:\\Users\\x\\Bild.png")).toBe("Bild.png");
    expect(cleanFileName("Rech\u0000nung\u0007\r\n.pdf")).toBe("Rechnung.pdf");
    expect(cleanFileName("foto\u202egnp.exe")).toBe("fotognp.exe");
    expect(cleanFileName("a..b...c.pdf")).toBe("a.b.c.pdf");
    expect(cleanFileName("..")).toBe("Datei");
    expect(cleanFileName("  .versteckt.pdf ")).toBe("versteckt.pdf");
    expect(cleanFileName("")).toBe("Datei");
    expect(cleanFileName("Prüfbericht   Übersicht.pdf")).toBe("Prüfbericht Übersicht.pdf");
    expect(cleanFileName("x".repeat(300) + ".pdf")).toHaveLength(200);
  });
});

describe("detectFile", () => {
  it("accepts images, documents and media by content with the detected extension", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(await detectFile(png, "foto.jpg")).toEqual({ ok: true, file: { ext: "png", mime: "image/png", assetType: "image" } });
    const avif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).avif().toBuffer();
    expect(await detectFile(avif, "x")).toMatchObject({ ok: true, file: { ext: "avif", assetType: "image" } });
    expect(await detectFile(Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"), "a.bin")).toMatchObject({ ok: true, file: { ext: "pdf", mime: "application/pdf", assetType: "document" } });
  });

  it("refuses executables whatever their name, and SVG", async () => {
    const exe = Buffer.concat([Buffer.from("4d5a9000", "hex"), Buffer.alloc(200)]);
    expect(await detectFile(exe, "bild.png")).toEqual({ ok: false, reason: "type" });
    expect(await detectFile(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "bild.png")).toEqual({ ok: false, reason: "svg" });
    expect(await detectFile(Buffer.from("\uFEFF<?xml version='1.0'?><svg/>"), "x")).toEqual({ ok: false, reason: "svg" });
    expect(await detectFile(Buffer.from("hallo"), "text.txt")).toEqual({ ok: false, reason: "type" });
  });

  it("tells old Word and PowerPoint files apart by name only inside their shared container", async () => {
    const cfb = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(600)]);
    expect(await detectFile(cfb, "Angebot.DOC")).toMatchObject({ ok: true, file: { ext: "doc", assetType: "document" } });
    expect(await detectFile(cfb, "Vortrag.ppt")).toMatchObject({ ok: true, file: { ext: "ppt", assetType: "presentation" } });
    expect(await detectFile(cfb, "Tabelle.xls")).toEqual({ ok: false, reason: "type" });
  });
});
