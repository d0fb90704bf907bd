import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

/** Form plugins' shortcodes → our contact-form block (issue 39). */

const ctx: ConvertContext = { mapUrl: (url) => url };
const convert = (html: string) => convertWordPressContent(html, ctx);
const DEFAULT = getBlockModule("contact-form")!.schema.parse({}) as Record<string, unknown>;

function forms(blocks: Block[]) {
  return flattenBlocks(blocks).filter((b) => b.type === "contact-form");
}

function fieldsOf(block: Block) {
  return (block.content.fields as { label: string; type: string; required: boolean; name: string; options: string[] }[]).map((f) => [f.label, f.type, f.required, f.name, f.options.join("|")]);
}

describe("contact-form shortcodes", () => {
  test("Jetpack's [contact-form] with its fields: labels, types, required, choices, recipient and button", () => {
    const { blocks, notes } = convert(
      [
        "<p>Schreiben Sie uns:</p>",
        '[contact-form to="info@tischlerei-beispiel.de" subject="Anfrage über die Website" submit_button_text="Anfrage senden"]',
        "[contact-field label='Ihr Name' type='name' required='1'/]",
        "[contact-field label='E-Mail' type='email' required='1'/]",
        "[contact-field label='Telefon' type='telephone'/]",
        "[contact-field label='Website' type='url'/]",
        "[contact-field label='Leistung' type='select' options='Treppen,Türen,Möbel' required='1'/]",
        "[contact-field label='Rückruf erwünscht?' type='radio' options='Ja,Nein'/]",
        "[contact-field label='Interesse' type='checkbox-multiple' options='Beratung,Aufmaß'/]",
        "[contact-field label='Nachricht' type='textarea' required='true'/]",
        "[contact-field label='Ich stimme der Datenschutzerklärung zu' type='checkbox' required='1'/]",
        "[/contact-form]",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "contact-form"]);
    const form = blocks[1]!;
    expect(fieldsOf(form)).toEqual([
      ["Ihr Name", "text", true, "name", ""],
      ["E-Mail", "email", true, "email", ""],
      ["Telefon", "tel", false, "", ""],
      ["Website", "text", false, "", ""],
      ["Leistung", "select", true, "", "Treppen|Türen|Möbel"],
      ["Rückruf erwünscht?", "radio", false, "", "Ja|Nein"],
      ["Interesse: Beratung", "checkbox", false, "", ""],
      ["Interesse: Aufmaß", "checkbox", false, "", ""],
      ["Nachricht", "textarea", true, "", ""],
      ["Ich stimme der Datenschutzerklärung zu", "checkbox", true, "", ""],
    ]);
    expect(form.content).toMatchObject({ recipientEmail: "info@tischlerei-beispiel.de", submitText: "Anfrage senden", title: "", description: "" });
    // Jetpack's subject was the mail's: the one subject offered, and (as before) not asked for.
    expect(form.content).toMatchObject({ subjectOptions: ["Anfrage über die Website"], subjectRequired: false });
    expect(notes).toEqual(["Kontaktformular von Jetpack mit 10 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen"]);
    // Valid as stored: what the editor would save.
    expect(getBlockModule("contact-form")!.schema.parse(form.content)).toEqual(form.content);
  });

  test("Jetpack's form without fields (its default form) and with a list of recipients", () => {
    const { blocks, notes } = convert('[contact-form to="kein-gueltiger, zweite@beispiel.de"][/contact-form]');
    expect(forms(blocks)).toHaveLength(1);
    expect(blocks[0]!.content.fields).toEqual(DEFAULT.fields);
    expect(blocks[0]!.content.recipientEmail).toBe("zweite@beispiel.de");
    expect(notes).toEqual(["Kontaktformular von Jetpack mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen"]);
  });

  test("other plugins' forms get the default fields and a note naming the plugin and the form", () => {
    const { blocks, notes } = convert(
      [
        '[contact-form-7 id="5" title="Kontaktformular 1"]',
        '[contact-form-7 id="a1b2c3d" title="Rückruf"]',
        '[wpforms id="128" title="false" description="false"]',
        '[gravityform id="3" title="true" ajax="true"]',
        "[ninja_form id=2]",
        '[contact-form 1 "Contact form 1"]',
      ].join("\n\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(Array(6).fill("contact-form"));
    for (const block of blocks) {
      expect(block.content.fields).toEqual(DEFAULT.fields);
      expect(block.content).toMatchObject({ subjectOptions: DEFAULT.subjectOptions, subjectRequired: false });
      expect(block.content.recipientEmail).toBe("");
      expect(block.content.title).toBe("");
    }
    expect(notes).toEqual([
      "Kontaktformular von Contact Form 7 (Formular 5 „Kontaktformular 1“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Contact Form 7 (Formular a1b2c3d „Rückruf“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von WPForms (Formular 128) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Gravity Forms (Formular 3) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Ninja Forms (Formular 2) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Contact Form 7 (Formular 1 „Contact form 1“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
    ]);
  });

  test("a form inside a sentence of a Gutenberg paragraph follows the paragraph; the same form twice is one counted note", () => {
    const html = '<!-- wp:paragraph -->\n<p>Fragen? Schreiben Sie uns: [contact-form-7 id="77" title="Helfer"]</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:shortcode -->\n[contact-form-7 id="77" title="Helfer"]\n<!-- /wp:shortcode -->';
    const { blocks, notes } = convert(html);
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "contact-form", "contact-form"]);
    expect(blocks[0]!.content.text).toBe("<p>Fragen? Schreiben Sie uns:</p>");
    expect(notes).toEqual(["Kontaktformular von Contact Form 7 (Formular 77 „Helfer“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen (2×)"]);
  });

  test("the block editor's form blocks: Contact Form 7 (shortcode inside or self-closing), WPForms, Gravity Forms, Jetpack with field blocks", () => {
    const { blocks, notes } = convert(
      [
        '<!-- wp:contact-form-7/contact-form-selector {"id":9,"hash":"a1b2c3d","title":"Kontakt"} -->',
        '<div class="wp-block-contact-form-7-contact-form-selector">[contact-form-7 id="a1b2c3d" title="Kontakt"]</div>',
        "<!-- /wp:contact-form-7/contact-form-selector -->",
        '<!-- wp:contact-form-7/contact-form-selector {"id":12,"title":"Rückruf"} /-->',
        '<!-- wp:wpforms/form-selector {"formId":"128","displayTitle":true} /-->',
        '<!-- wp:gravityforms/form {"formId":"3"} /-->',
        '<!-- wp:jetpack/contact-form {"to":"info@verein-beispiel.de","subject":"Anmeldung"} -->',
        '<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-name {"required":true} /-->',
        '<!-- wp:jetpack/field-email {"required":true,"label":"Ihre E-Mail"} /-->',
        '<!-- wp:jetpack/field-select {"label":"Gruppe","options":["Kinder","Erwachsene"]} /-->',
        '<!-- wp:jetpack/field-radio {"label":"Essen"} --><div><!-- wp:jetpack/field-option-radio {"label":"mit Fleisch"} /--><!-- wp:jetpack/field-option-radio {"label":"vegetarisch"} /--></div><!-- /wp:jetpack/field-radio -->',
        '<!-- wp:jetpack/field-textarea {"label":"Anmerkungen"} /-->',
        '<!-- wp:jetpack/button {"element":"button","text":"Anmelden"} /--></div>',
        "<!-- /wp:jetpack/contact-form -->",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(Array(5).fill("contact-form"));
    expect(fieldsOf(blocks[4]!)).toEqual([
      ["Name", "text", true, "name", ""],
      ["Ihre E-Mail", "email", true, "email", ""],
      ["Gruppe", "select", false, "", "Kinder|Erwachsene"],
      ["Essen", "radio", false, "", "mit Fleisch|vegetarisch"],
      ["Anmerkungen", "textarea", false, "", ""],
    ]);
    expect(blocks[4]!.content).toMatchObject({ recipientEmail: "info@verein-beispiel.de", submitText: "Anmelden" });
    expect(notes).toEqual([
      "Kontaktformular von Contact Form 7 (Formular a1b2c3d „Kontakt“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Contact Form 7 (Formular 12 „Rückruf“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von WPForms (Formular 128) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Gravity Forms (Formular 3) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von Jetpack mit 5 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen",
    ]);
  });

  test("Divi's contact form: its fields with Divi's encoded choices, required unless required_mark=\"off\"", () => {
    const divi =
      '[et_pb_section][et_pb_row][et_pb_column type="4_4"][et_pb_contact_form email="kanzlei@beispiel.de" success_message="Danke, wir melden uns." _builder_version="4.16"]' +
      '[et_pb_contact_field field_id="Name" field_title="Ihr Name"][/et_pb_contact_field]' +
      '[et_pb_contact_field field_id="Thema" field_title="Thema" field_type="select" required_mark="off" select_options="%91{%22value%22:%22Steuern%22,%22checked%22:0,%22dragID%22:-1},{%22value%22:%22Recht, Verträge%22,%22checked%22:0,%22dragID%22:0}%93"][/et_pb_contact_field]' +
      '[et_pb_contact_field field_id="Message" field_title="Nachricht" field_type="text"][/et_pb_contact_field]' +
      "[/et_pb_contact_form][/et_pb_column][/et_pb_row][/et_pb_section]";
    const { blocks, notes } = convert(divi);
    const [form] = forms(blocks);
    expect(fieldsOf(form!)).toEqual([
      ["Ihr Name", "text", true, "name", ""],
      ["Thema", "select", false, "", "Steuern|Recht, Verträge"],
      ["Nachricht", "textarea", true, "", ""],
    ]);
    expect(form!.content).toMatchObject({ recipientEmail: "kanzlei@beispiel.de", successText: "Danke, wir melden uns." });
    expect(notes).toContain("Kontaktformular von Divi mit 3 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen");
  });

  test("Elementor Pro's form widget with its fields, and WPForms' Elementor widget", () => {
    const widget = (widgetType: string, settings: Record<string, unknown>, id: string) => ({ id, elType: "widget", widgetType, settings, elements: [] });
    const data = [
      {
        id: "s", elType: "section", settings: {}, elements: [{ id: "c", elType: "column", settings: {}, elements: [
          widget("form", {
            form_name: "Kontakt",
            email_to: "praxis@beispiel.de",
            button_text: "Termin anfragen",
            form_fields: [
              { custom_id: "name", field_label: "Name", placeholder: "Ihr Name" },
              { custom_id: "email", field_type: "email", field_label: "E-Mail", required: "true" },
              { custom_id: "field_1", field_type: "select", field_label: "Behandlung", field_options: "Vorsorge\nImplantat|implantat" },
              { custom_id: "upload", field_type: "upload", field_label: "Befund" },
              { custom_id: "hp", field_type: "honeypot" },
              { custom_id: "message", field_type: "textarea", field_label: "Nachricht" },
              { custom_id: "ok", field_type: "acceptance", acceptance_text: "Ich stimme der Datenschutzerklärung zu.", required: "true" },
            ],
          }, "w1"),
          widget("wpforms", { form_id: "12" }, "w2"),
        ] }],
      },
    ];
    const { blocks, notes } = convertWordPressContent("<p>x</p>", ctx, { _elementor_edit_mode: "builder", _elementor_data: JSON.stringify(data) });
    const found = forms(blocks);
    expect(found).toHaveLength(2);
    expect(fieldsOf(found[0]!)).toEqual([
      ["Name", "text", false, "name", ""],
      ["E-Mail", "email", true, "email", ""],
      ["Behandlung", "select", false, "", "Vorsorge|Implantat"],
      ["Nachricht", "textarea", false, "", ""],
      ["Ich stimme der Datenschutzerklärung zu.", "checkbox", true, "", ""],
    ]);
    expect(found[0]!.content).toMatchObject({ recipientEmail: "praxis@beispiel.de", submitText: "Termin anfragen" });
    expect(found[1]!.content.fields).toEqual(DEFAULT.fields);
    expect(notes).toEqual(
      expect.arrayContaining([
        "Kontaktformular: 1 Feld für Dateien oder Passwörter nicht übernommen",
        "Kontaktformular von Elementor Pro mit 5 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen",
        "Kontaktformular von WPForms (Formular 12) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      ]),
    );
  });

  test("hostile or oversized field attributes stay within the block's limits", () => {
    const many = Array.from({ length: 40 }, (_, i) => `[contact-field label="Feld ${i}\nmit Umbruch" type="select" options="${"x".repeat(300)},b"/]`).join("");
    const { blocks, notes } = convert(`[contact-form to="<script>@x"]${many}[contact-field type="hidden" label="geheim"/][/contact-form]`);
    const form = blocks[0]!;
    const fields = form.content.fields as { label: string; options: string[] }[];
    expect(fields).toHaveLength(30);
    expect(fields[0]!.label).toBe("Feld 0 mit Umbruch");
    expect(fields[0]!.options[0]).toHaveLength(200);
    expect(form.content.recipientEmail).toBe("");
    expect(notes[0]).toBe("Kontaktformular: nur die ersten 30 von 40 Feldern übernommen");
    expect(getBlockModule("contact-form")!.schema.parse(form.content)).toEqual(form.content);
  });
});
