import { describe, expect, it } from "vitest";
import { withoutPrivateFields } from "./private-fields.server";
import type { Block } from "./types";

describe("private fields", () => {
  it("are dropped in every slot, a presentation's slides included (they are blocks like any others)", () => {
    const form: Block = { id: "f", type: "contact-form", content: { title: "Anfrage", recipientEmail: "geheim@firma.de", recipient: "alt@firma.de" } };
    const slides: Block[] = [{ id: "s", type: "slide", content: { title: "Kontakt", imageUrl: "" }, slots: { children: [{ id: "t", type: "paragraph", content: { text: "<p>Hallo</p>" } }, form] } }];
    const shown = withoutPrivateFields(slides);
    expect(JSON.stringify(shown)).not.toMatch(/geheim|alt@/);
    expect(shown[0].content).toEqual({ title: "Kontakt", imageUrl: "" });
    expect(shown[0].slots!.children[1].content).toEqual({ title: "Anfrage" });
    // The input stays as it was (the server still mails to the recipient).
    expect(slides[0].slots!.children[1].content.recipientEmail).toBe("geheim@firma.de");
  });
});
