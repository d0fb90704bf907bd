import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block, DEFAULT_SUBJECTS, FIELD_TYPES } from "./block";

function render(content: Record<string, unknown>): string {
  const b: Block = { id: "k1", type: "contact-form", content };
  const Render = block.Render;
  const router = createMemoryRouter([
    { path: "/", element: <Render block={b} content={block.schema.parse(content)} renderBlocks={() => null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The opening tag of the (first) control with the given name and value. */
function control(html: string, name: string, value?: string): string {
  const tags = html.match(/<(input|textarea|select)\b[^>]*>/g) ?? [];
  const tag = tags.find((t) => t.includes(` name="${name}"`) && (value === undefined || t.includes(` value="${value}"`)));
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

/** The content of the label element tied to the control with the given name. */
function labelFor(html: string, name: string, value?: string): string {
  const id = / id="([^"]+)"/.exec(control(html, name, value))![1];
  return new RegExp(`<label for="${id}"[^>]*>(.*?)</label>`).exec(html)?.[1] ?? "";
}

describe("contact-form block", () => {
  it("has complete defaults: name, email and message required, three subjects, #3b82f6", () => {
    const d = block.schema.parse({});
    expect(d.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ["name", "text", true],
      ["email", "email", true],
      ["message", "textarea", true],
    ]);
    expect(d.subjectOptions).toEqual(["Allgemeine Anfrage", "Support", "Vertrieb"]);
    expect(d).toMatchObject({
      submitText: "Nachricht senden",
      recipient: "",
      recipientEmail: "",
      buttonVariant: "default",
      buttonColor: "#3b82f6",
      buttonSize: "default",
      alignment: "left",
      subjectRequired: true,
    });
    expect(block.label).toBe("Kontaktformular");
    expect(block.category).toBe("Forms");
    expect(DEFAULT_SUBJECTS).toEqual(["Allgemeine Anfrage", "Support", "Vertrieb"]);
  });

  it("applies the spec's limits: #rrggbb colours, known field types, at least one field and subject", () => {
    const p = (c: Record<string, unknown>) => block.schema.parse(c);
    expect(p({ buttonColor: "#10b981" }).buttonColor).toBe("#10b981");
    expect(p({ buttonColor: "#abc" }).buttonColor).toBe("#3b82f6");
    expect(p({ buttonColor: "red" }).buttonColor).toBe("#3b82f6");
    expect(p({ buttonVariant: "rainbow", buttonSize: "xxl", alignment: "middle" })).toMatchObject({ buttonVariant: "default", buttonSize: "default", alignment: "left" });
    expect(FIELD_TYPES).toEqual(["text", "email", "tel", "textarea", "select", "checkbox", "radio", "number", "date"]);
    expect(p({ fields: [{ label: "Datei", type: "file" }] }).fields[0]).toEqual({ label: "Datei", type: "text", required: false, name: "", placeholder: "", options: [] });
    expect(p({ fields: [] }).fields).toHaveLength(3);
    expect(p({ subjectOptions: [] }).subjectOptions).toEqual(DEFAULT_SUBJECTS);
    expect(p({ subjectOptions: [" ", "Reklamation "] }).subjectOptions).toEqual(["Reklamation"]);
  });

  it("renders labelled fields with native validation, * on required ones, and the subject before the message", () => {
    const html = render({});
    expect(html).toMatch(/<section aria-labelledby="kontakt-k1-titel"[^>]*><h2 id="kontakt-k1-titel"[^>]*>Kontaktieren Sie uns<\/h2>/);
    expect(html).toMatch(/<form [^>]*aria-labelledby="kontakt-k1-titel"/);
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(labelFor(html, "name")).toBe('Name<span aria-hidden="true" class="ml-0.5 text-destructive">*</span>');
    expect(labelFor(html, "email")).toContain("E-Mail");
    expect(labelFor(html, "message")).toContain("Nachricht");
    expect(labelFor(html, "subject")).toContain("Betreff");
    for (const part of ['type="email"', 'required=""', 'placeholder="name@beispiel.de"', 'autoComplete="email"']) expect(control(html, "email")).toContain(part);
    expect(control(html, "message")).toMatch(/^<textarea[^>]*required=""[^>]*rows="5"/);
    expect(control(html, "subject")).toMatch(/^<select[^>]*required=""/);
    expect(html).toMatch(/<option value="" selected="">Bitte wählen<\/option><option value="Allgemeine Anfrage">Allgemeine Anfrage<\/option><option value="Support">Support<\/option><option value="Vertrieb">Vertrieb<\/option><\/select>/);
    expect(html.indexOf('name="subject"')).toBeGreaterThan(html.indexOf('name="email"'));
    expect(html.indexOf('name="subject"')).toBeLessThan(html.indexOf('name="message"'));
    expect(html).toMatch(/<button type="submit" class="[^"]*bg-primary-strong[^"]*">Nachricht senden<\/button>/);
    expect(html).toContain("Pflichtfeld");
  });

  it("never puts the recipient address into the page", () => {
    const html = render({ recipient: "geheim@firma.de", recipientEmail: "auch-geheim@firma.de" });
    expect(html).not.toContain("geheim@firma.de");
  });

  it("renders every field type", () => {
    const html = render({
      subjectRequired: false,
      fields: [
        { label: "Telefon", type: "tel", name: "phone" },
        { label: "Stückzahl", type: "number", name: "menge", placeholder: "100" },
        { label: "Liefertermin", type: "date", name: "termin", required: true },
        { label: "Produkt", type: "select", name: "produkt", options: ["Pumpe", "Ventil"] },
        { label: "Kontaktweg", type: "radio", name: "weg", required: true, options: ["Telefon", "E-Mail"] },
        { label: "Ich stimme der Datenschutzerklärung zu", type: "checkbox", name: "datenschutz", required: true },
        { label: "Telefon", type: "text", name: "phone" },
      ],
    });
    expect(control(html, "phone")).toMatch(/type="tel"[^>]*autoComplete="tel"/);
    expect(labelFor(html, "phone")).toBe("Telefon");
    expect(control(html, "menge")).toMatch(/type="number" placeholder="100"/);
    expect(control(html, "termin")).toMatch(/required="" type="date"/);
    expect(control(html, "termin")).not.toContain('placeholder="');
    expect(control(html, "produkt")).toMatch(/^<select/);
    expect(html).toMatch(/<option value="" selected="">Bitte wählen<\/option><option value="Pumpe">Pumpe<\/option><option value="Ventil">Ventil<\/option>/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Kontaktweg<span aria-hidden="true"[^>]*>\*<\/span><\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(control(html, "weg", "Telefon")).toMatch(/type="radio"[^>]*required=""/);
    expect(labelFor(html, "weg", "E-Mail")).toBe("E-Mail");
    expect(control(html, "datenschutz")).toMatch(/type="checkbox"[^>]*required=""/);
    expect(control(html, "datenschutz")).toContain('value="ja"');
    expect(labelFor(html, "datenschutz")).toMatch(/^Ich stimme der Datenschutzerklärung zu<span aria-hidden="true"/);
    // Duplicate names are made unique; ids are unique.
    expect(labelFor(html, "phone-7")).toBe("Telefon");
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Optional subject: no required attribute and the subject comes last (no textarea).
    expect(control(html, "subject")).not.toContain('required="');
    expect(html.indexOf('name="subject"')).toBeGreaterThan(html.indexOf('name="phone-7"'));
  });

  it("applies a custom button colour, variant, size and alignment", () => {
    const html = render({ buttonColor: "#aa3300", buttonVariant: "outline", buttonSize: "lg", alignment: "center", submitText: "Absenden" });
    expect(html).toContain("--form-button-color:#aa3300");
    expect(html).toMatch(/<div class="flex justify-center"><button type="submit" class="[^"]*border-\[var\(--form-button-color\)\][^"]*">Absenden<\/button>/);
    expect(html).toContain("h-10");
    const full = render({ alignment: "justify" });
    expect(full).toMatch(/<button type="submit" class="[^"]*w-full(?! sm:w-auto)/);
    expect(full).not.toContain("--form-button-color");
  });
});
