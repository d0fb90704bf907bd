import { describe, expect, it } from "vitest";
import { classifyHref, safeHref } from "./links";

describe("safeHref", () => {
  it("keeps paths, anchors and allowed schemes", () => {
    expect(safeHref("/kontakt")).toBe("/kontakt");
    expect(safeHref("#top")).toBe("#top");
    expect(safeHref("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
    expect(safeHref("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(safeHref("tel:+4956100000")).toBe("tel:+4956100000");
    expect(safeHref("kontakt")).toBe("/kontakt");
  });
  it("refuses script, data and protocol-relative URLs, also when obfuscated", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/x",
    ]) {
      expect(safeHref(bad)).toBe("#");
    }
    expect(safeHref(undefined)).toBe("#");
  });
});

describe("classifyHref", () => {
  it("classifies per spec §4", () => {
    expect(classifyHref("/leistungen")).toBe("internal");
    expect(classifyHref("https://example.org")).toBe("external");
    expect(classifyHref("/files/katalog.pdf")).toBe("pdf");
    expect(classifyHref("https://example.org/k.PDF?x=1")).toBe("pdf");
    expect(classifyHref("tel:+49")).toBe("tel");
    expect(classifyHref("mailto:a@b.de")).toBe("mailto");
    expect(classifyHref("#anker")).toBe("anchor");
  });
});
