import { describe, expect, it } from "vitest";
import { buttonContent, buttonDefaults } from "./insert";

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
