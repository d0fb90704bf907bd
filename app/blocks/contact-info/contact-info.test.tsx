import { describe, expect, it } from "vitest";
import { block, contactHref, contactParts } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "k" });
}

describe("contact-info block", () => {
  it("has German defaults with one contact per icon", () => {
    const d = block.schema.parse({});
    expect(d.title).toBe("Kontakt");
    expect(d.contacts.map((c) => c.icon)).toEqual(["phone", "mail", "map-pin", "clock"]);
    expect(block.label).toBe("Kontaktinformationen");
  });

  it("allows only the four icons", () => {
    expect(block.schema.parse({ contacts: [{ icon: "fax", value: "1" }] }).contacts[0]).toEqual({ icon: "phone", label: "", value: "1" });
    expect(block.schema.parse({ contacts: [{ icon: "clock" }] }).contacts[0].icon).toBe("clock");
  });

  it("links phone numbers with tel: and addresses with mailto:", () => {
    // Digits and a leading +; the bracketed trunk zero after the country code is not dialled.
    expect(contactHref("phone", "+49 (0)30 123-45 67")).toBe("tel:+49301234567");
    expect(contactHref("phone", "0561 000000-0")).toBe("tel:05610000000");
    expect(contactHref("phone", "ab")).toBeNull();
    expect(contactHref("mail", " info@beispiel.de ")).toBe("mailto:info@beispiel.de");
    expect(contactHref("mail", "keine Adresse")).toBeNull();
    expect(contactHref("map-pin", "Musterstraße 1")).toBeNull();
  });

  it("renders a labelled list with links and plain text", () => {
    const html = render({
      title: "So erreichen Sie uns",
      contacts: [
        { icon: "phone", label: "Telefon", value: "+49 30 1234567" },
        { icon: "mail", label: "E-Mail", value: "vertrieb@beispiel.de" },
        { icon: "map-pin", label: "Adresse", value: "Hauptstraße 5, 80331 München" },
        { icon: "clock", label: "Erreichbar", value: "" },
      ],
    });
    expect(html).toMatch(/<h2[^>]*>So erreichen Sie uns<\/h2>/);
    expect(html).toMatch(/<dt[^>]*><span aria-hidden="true"[^>]*><svg[^]*?<\/svg><\/span>Telefon<\/dt><dd[^>]*><a href="tel:\+49301234567"[^>]*>\+49 30 1234567<\/a><\/dd>/);
    expect(html).toMatch(/<a href="mailto:vertrieb@beispiel.de"[^>]*>vertrieb@beispiel.de<\/a>/);
    expect(html).toMatch(/<dd[^>]*>Hauptstraße 5, 80331 München<\/dd>/);
    expect(html).not.toContain("Erreichbar");
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(html).toContain("sm:grid-cols-2");
  });

  it("links numbers and addresses inside longer text, one per line, each with its icon", () => {
    expect(contactParts("phone", "Zentrale: +49 561 000000-0\nService: 0561 000000-99")).toEqual([
      { text: "Zentrale: " },
      { text: "+49 561 000000-0", href: "tel:+495610000000", kind: "tel" },
      { text: "\nService: " },
      { text: "0561 000000-99", href: "tel:056100000099", kind: "tel" },
    ]);
    expect(contactParts("clock", "Mo–Fr 8:00–17:00 Uhr")).toEqual([{ text: "Mo–Fr 8:00–17:00 Uhr" }]);
    const html = render({ contacts: [{ icon: "map-pin", label: "Post", value: "Postfach 12, 34123 Kassel, post@beispiel.de" }] });
    // The address row keeps its pin; the e-mail link inside it gets the mail icon of its own.
    expect(html).toMatch(/Postfach 12, 34123 Kassel, <a href="mailto:post@beispiel.de"[^>]*><svg[^>]*aria-hidden="true"[^]*?<\/svg>post@beispiel.de<\/a>/);
    expect(html.match(/<svg/g)).toHaveLength(2);
  });

  it("renders only the title without contacts", () => {
    const html = render({ contacts: [] });
    expect(html).toContain("Kontakt");
    expect(html).not.toContain("<dl");
  });
});
