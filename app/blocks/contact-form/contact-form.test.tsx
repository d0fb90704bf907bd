import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import { block, DEFAULT_SUBJECTS, FIELD_TYPES } from "./block";
import { renderBlock } from "../render-for-test";
import { readAnswer } from "./form.island";
import { loader } from "./data.server";
import type { ContactFormState } from "./form-data";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  return renderBlock(block, content, { id: "k1", data });
}

/** The render data of a page whose form was answered. */
function answered(answer: ContactFormState): BlockData {
  return { loaded: { "contact-form": { pageId: "p1", tokens: {}, answer } } };
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
    // Spec §5: never fewer than 1 field or subject option: refused on save (the renderer then shows the defaults).
    expect(block.schema.safeParse({ fields: [] }).success).toBe(false);
    expect(block.schema.safeParse({ subjectOptions: [] }).success).toBe(false);
    expect(p({ subjectOptions: [" ", "Reklamation "] }).subjectOptions).toEqual(["Reklamation"]);
  });

  it("renders labelled fields with native validation, * on required ones, and the subject before the message", () => {
    const html = render({});
    expect(html).toMatch(/<section id="kontakt-k1" aria-labelledby="kontakt-k1-titel"[^>]*><h2 id="kontakt-k1-titel"[^>]*>Kontaktieren Sie uns<\/h2>/);
    expect(html).toMatch(/<form [^>]*aria-labelledby="kontakt-k1-titel"/);
    // Without JavaScript the form posts to its own page and comes back to itself.
    expect(html).toMatch(/<form [^>]*action="#kontakt-k1" method="post"/);
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
        { label: "Phone", type: "text" },
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
    expect(labelFor(html, "phone-7")).toBe("Phone");
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

  it("carries page, block and the signed render time for this form (from its loader), and a honeypot people never reach", async () => {
    const blocks = [{ id: "k1", type: "contact-form", content: {} }];
    const loaded = await loader({ db: undefined as never, blocks, pageId: "seite-1", formToken: (blockId) => (blockId === "k1" ? "1700000000000.abc" : "falsch") });
    expect(loaded).toEqual({ pageId: "seite-1", tokens: { k1: "1700000000000.abc" } });
    const html = render({}, { loaded: { "contact-form": loaded } });
    expect(html).toContain('<input type="hidden" name="cms_form" value="contact"/>');
    expect(html).toContain('<input type="hidden" name="cms_page" value="seite-1"/>');
    expect(html).toContain('<input type="hidden" name="cms_block" value="k1"/>');
    expect(html).toContain('<input type="hidden" name="cms_token" value="1700000000000.abc"/>');
    expect(html).toMatch(/<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*"><label for="kontakt-k1-website">Bitte dieses Feld leer lassen<\/label><input [^>]*tabindex="-1"[^>]*name="website"/);
    // Not display:none (bots skip those), and no required attribute.
    expect(control(html, "website")).not.toContain("required");
  });

  it("shows the server's answer to a post without JavaScript: values kept, messages at the fields", () => {
    const html = render(
      {},
      {
        loaded: {
          "contact-form": {
            pageId: "p1",
            tokens: {},
            answer: {
              blockId: "k1",
              status: "error",
              message: "Bitte prüfen Sie die markierten Felder.",
              values: { name: "Max", email: "max@firma", message: "Hallo", subject: "Support" },
              errors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
            },
          },
        },
      },
    );
    expect(control(html, "name")).toContain('value="Max"');
    expect(control(html, "email")).toMatch(/aria-invalid="true" aria-describedby="feld-k1-email-fehler"/);
    expect(html).toContain('<p id="feld-k1-email-fehler" class="text-sm text-destructive">Bitte geben Sie eine gültige E-Mail-Adresse ein.</p>');
    expect(html).toMatch(/<textarea [^>]*name="message"[^>]*>Hallo<\/textarea>/);
    expect(html).toContain('<option value="Support" selected="">Support</option>');
    expect(html).toMatch(/role="alert"[^>]*>Bitte prüfen Sie die markierten Felder\.<\/div>/);
    // Another form on the page is not touched.
    const other = render({}, answered({ blockId: "k2", status: "success", message: "Danke", values: {}, errors: {} }));
    expect(other).not.toContain("Danke");

    const ok = render({ successText: "Danke, wir melden uns!" }, answered({ blockId: "k1", status: "success", message: "Danke, wir melden uns!", values: {}, errors: {} }));
    expect(ok).toMatch(/role="status"[^>]*>Danke, wir melden uns!<\/div>/);
    expect(control(ok, "name")).not.toContain("value=");
  });

  it("disables every field in the admin's edit mode", () => {
    const html = render({}, { editMode: true });
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toContain("Im Bearbeitungs-Modus ist das Formular deaktiviert.");
    expect(render({})).not.toMatch(/<fieldset disabled/);
  });
});

describe("the contact form's reading of the server's answer", () => {
  it("takes the fresh token of a 409 to send again, and names a rate limit's wait in minutes or seconds", () => {
    expect(readAnswer(409, { error: "Das Formular war zu lange geöffnet.", token: "1.neu" }, "")).toEqual({ ok: false, message: "Das Formular war zu lange geöffnet.", errors: {}, token: "1.neu" });
    expect(readAnswer(409, {}, "")).toEqual({ ok: false, message: "Fehler beim Senden der Nachricht", errors: {} });
    expect(readAnswer(429, null, "", "45").message).toBe("Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in 45 Sekunden erneut.");
    expect(readAnswer(429, null, "", "61").message).toBe("Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in 2 Minuten erneut.");
    expect(readAnswer(429, null, "", "60").message).toBe("Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in 1 Minute erneut.");
  });
});
