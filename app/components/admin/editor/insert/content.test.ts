import { describe, expect, it } from "vitest";
import {
  buttonContent,
  buttonDefaults,
  cardContent,
  cardDefaults,
  clampTable,
  heroContent,
  heroDefaults,
  imageContent,
  imageReady,
  parseLength,
  snapOverlay,
  tableContent,
  tableDefaults,
} from "./content";

const image = { src: "/media/images/foto.png", alt: "Ein Foto", width: "", height: "" };

describe("image insert", () => {
  it("is not ready without a src", () => {
    expect(imageReady({ ...image, src: "  " })).toBe(false);
    expect(imageReady(image)).toBe(true);
    const r = imageContent({ ...image, src: "" });
    expect(r.ok).toBe(false);
  });

  it("keeps widths like 300px and 50% as the custom size; plain numbers become px", () => {
    const r = imageContent({ ...image, width: "300px", height: "50%" });
    expect(r.ok && r.content).toMatchObject({ src: image.src, alt: "Ein Foto", width: "custom", customWidth: "300px", height: "custom", customHeight: "50%" });
    const n = imageContent({ ...image, width: "240" });
    expect(n.ok && n.content).toMatchObject({ width: "custom", customWidth: "240px", height: "auto" });
  });

  it("leaves width and height automatic when empty, other fields at the module's defaults", () => {
    const r = imageContent(image);
    expect(r.ok && r.content).toMatchObject({ width: "auto", height: "auto", customWidth: "", caption: "", aspectRatio: "original", align: "center" });
  });

  it("refuses invalid sizes with a German message", () => {
    for (const bad of ["abc", "12em", "-5px", "150%", "0px", "px"]) {
      const r = imageContent({ ...image, width: bad });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.errors.width).toBe("Breite: bitte als Zahl mit px oder % angeben, z. B. 300px oder 50%.");
    }
    const h = imageContent({ ...image, height: "groß" });
    expect(!h.ok && h.errors.height).toMatch(/^Höhe: bitte als Zahl/);
  });

  it("refuses a script address as src", () => {
    const r = imageContent({ ...image, src: "javascript:alert(1)" });
    expect(!r.ok && r.errors.src).toBe("Diese Adresse wird nicht verwendet. Erlaubt: /pfad oder https://…");
  });

  it("parses lengths", () => {
    expect(parseLength(" 300 px ")).toEqual({ ok: true, value: "300px" });
    expect(parseLength("12.5%")).toEqual({ ok: true, value: "12.5%" });
    expect(parseLength("100PX")).toEqual({ ok: true, value: "100px" });
    expect(parseLength("")).toEqual({ ok: true, value: "" });
    expect(parseLength("0").ok).toBe(false);
  });
});

describe("button insert", () => {
  it("starts from the module's defaults and produces them", () => {
    const d = buttonDefaults();
    expect(d).toEqual({ text: "Mehr erfahren", href: "/kontakt", variant: "default", size: "default" });
    const r = buttonContent(d);
    expect(r.ok && r.content).toEqual({ text: "Mehr erfahren", href: "/kontakt", variant: "default", size: "default", target: "_self", align: "left" });
  });

  it("opens external links in a new tab and refuses empty text or unsafe links", () => {
    const r = buttonContent({ ...buttonDefaults(), href: "https://example.org", variant: "outline", size: "lg" });
    expect(r.ok && r.content).toMatchObject({ href: "https://example.org", target: "_blank", variant: "outline", size: "lg" });
    const bad = buttonContent({ ...buttonDefaults(), text: " ", href: "javascript:alert(1)" });
    expect(!bad.ok && bad.errors).toEqual({ text: "Bitte eine Beschriftung eingeben.", href: "Diese Adresse wird nicht verlinkt. Erlaubt: /pfad, https://, mailto:, tel:." });
  });
});

describe("card insert", () => {
  it("keeps title, description, image and link; the rest is default", () => {
    const r = cardContent({ title: "Service", description: "Wir helfen.", image: "/media/images/a.webp", link: "/service" });
    expect(r.ok && r.content).toEqual({ title: "Service", description: "Wir helfen.", image: "/media/images/a.webp", link: "/service", text: "", content: "" });
    expect(cardContent(cardDefaults()).ok).toBe(true);
  });
});

describe("hero insert", () => {
  it("uses the overlay only with a background image (snapped to steps of 5)", () => {
    const without = heroContent({ ...heroDefaults(), overlayOpacity: 80 });
    expect(without.ok && without.content.overlayOpacity).toBe(40);
    const withImage = heroContent({ ...heroDefaults(), backgroundImage: "/media/images/bg.jpg", overlayOpacity: 63 });
    expect(withImage.ok && withImage.content).toMatchObject({ backgroundImage: "/media/images/bg.jpg", overlayOpacity: 65 });
    expect(snapOverlay(140)).toBe(100);
    expect(snapOverlay(-3)).toBe(0);
  });

  it("keeps at most 2 buttons with the link type from the address", () => {
    const r = heroContent({
      ...heroDefaults(),
      buttons: [
        { text: "Kontakt", href: "/kontakt", variant: "default" },
        { text: "Partner", href: "https://partner.example", variant: "outline" },
      ],
    });
    expect(r.ok && r.content.buttons).toEqual([
      { text: "Kontakt", href: "/kontakt", variant: "default", linkType: "internal", target: "_self" },
      { text: "Partner", href: "https://partner.example", variant: "outline", linkType: "external", target: "_blank" },
    ]);
    const three = heroContent({ ...heroDefaults(), buttons: [1, 2, 3].map((n) => ({ text: `B${n}`, href: "/", variant: "default" as const })) });
    expect(!three.ok && three.errors.buttons).toBe("Höchstens 2 Schaltflächen.");
  });

  it("defaults: title 'Willkommen', H1 on, no buttons", () => {
    const r = heroContent(heroDefaults());
    expect(r.ok && r.content).toMatchObject({ title: "Willkommen", isH1: true, buttons: [], overlayOpacity: 40, titleHTag: "h1" });
  });
});

describe("table insert", () => {
  it("defaults to 3 × 3 with a header row", () => {
    expect(tableDefaults()).toEqual({ cols: 3, rows: 3, header: true });
    const r = tableContent(tableDefaults());
    expect(r.ok && r.content).toEqual({
      headers: ["Spalte 1", "Spalte 2", "Spalte 3"],
      rows: [
        ["", "", ""],
        ["", "", ""],
        ["", "", ""],
      ],
      columnWidths: [],
    });
  });

  it("makes 4 × 2, no header when off, and clamps to 1–12 columns and 1–20 rows", () => {
    const r = tableContent({ cols: 4, rows: 2, header: false });
    expect(r.ok && r.content).toMatchObject({ headers: [], rows: [["", "", "", ""], ["", "", "", ""]] });
    expect(clampTable({ cols: 40, rows: 0, header: true })).toEqual({ cols: 12, rows: 1, header: true });
    expect(clampTable({ cols: 0, rows: 99, header: true })).toEqual({ cols: 1, rows: 20, header: true });
    const big = tableContent({ cols: 13, rows: 21, header: true });
    expect(big.ok && (big.content.headers as string[]).length).toBe(12);
    expect(big.ok && (big.content.rows as string[][]).length).toBe(20);
  });
});
