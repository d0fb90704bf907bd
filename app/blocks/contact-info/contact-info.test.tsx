import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block, contactHref } from "./block";

function render(content: Record<string, unknown>): string {
  const b: Block = { id: "k", type: "contact-info", content };
  const Render = block.Render;
  const router = createMemoryRouter([
    { path: "/", element: <Render block={b} content={block.schema.parse(content)} renderSlot={() => null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
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
    expect(contactHref("phone", "+49 (0)30 123-45 67")).toBe("tel:+490301234567");
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

  it("renders only the title without contacts", () => {
    const html = render({ contacts: [] });
    expect(html).toContain("Kontakt");
    expect(html).not.toContain("<dl");
  });
});
