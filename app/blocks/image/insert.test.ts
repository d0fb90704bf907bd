import { describe, expect, it } from "vitest";
import { imageContent, imageReady } from "./insert";

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
});
