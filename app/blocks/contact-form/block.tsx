import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { isCleanText } from "~/lib/clean-text";
import { isEmailAddress } from "~/lib/email";
import {
  ALIGNMENTS,
  ALIGNMENT_LABELS,
  BUTTON_SIZES,
  BUTTON_SIZE_LABELS,
  BUTTON_VARIANTS,
  BUTTON_VARIANT_LABELS,
  bool,
  field,
  oneOf,
  text,
} from "../fields";
import { useBlockData } from "../data";
import { useContactFormData } from "./form-data";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { DEFAULT_BUTTON_COLOR, FIELD_TYPES, FIELD_TYPE_LABELS, LIMITS } from "./constants";
import { ContactForm } from "./form.island";

export { DEFAULT_BUTTON_COLOR, FIELD_TYPES };
export const DEFAULT_SUBJECTS = ["Allgemeine Anfrage", "Support", "Vertrieb"];

const m = de.blocks.form.config;

/** Text with a maximum length, checked on save (a stored longer text still renders). */
const limited = (fallback: string, max: number) => text(fallback).refine((v) => v.length <= max, { error: m.tooLong(max) });

/** One line of text: no line breaks (subjects and option labels end up in mail headers). */
const oneLine = (max: number) =>
  z
    .string()
    .refine((v) => isCleanText(v), { error: m.lineBreak })
    .refine((v) => v.length <= max, { error: m.tooLong(max) });

const recipientAddress = text("").refine((v) => v.trim() === "" || isEmailAddress(v.trim()), { error: m.recipientInvalid });

const formField = z
  .object({
    label: limited("", LIMITS.label),
    type: oneOf(FIELD_TYPES, "text"),
    required: bool(false),
    /** The submitted value's key; empty: derived from the label (see submission.ts). */
    name: text("").refine((v) => v === "" || /^[A-Za-z][\w-]{0,39}$/.test(v), { error: m.nameInvalid }),
    placeholder: limited("", LIMITS.label),
    /** Choices of a select or radio field (not in the spec's field shape; empty for other types). */
    options: z
      .array(oneLine(LIMITS.option))
      .refine((o) => o.length <= LIMITS.options, { error: m.tooManyOptions(LIMITS.options) })
      .default([]),
  })
  .superRefine((f, ctx) => {
    if ((f.type === "select" || f.type === "radio") && f.options.every((o) => o.trim() === "")) {
      ctx.addIssue({ code: "custom", path: ["options"], message: m.optionsRequired });
    }
  });

export type ContactFieldConfig = z.infer<typeof formField>;

const DEFAULT_FIELDS: ContactFieldConfig[] = [
  { label: "Name", type: "text", required: true, name: "name", placeholder: "Ihr Name", options: [] },
  { label: "E-Mail", type: "email", required: true, name: "email", placeholder: "name@beispiel.de", options: [] },
  { label: "Nachricht", type: "textarea", required: true, name: "message", placeholder: "Wie können wir Ihnen helfen?", options: [] },
];

const schema = z.object({
  title: limited("Kontaktieren Sie uns", 200),
  description: limited("Schreiben Sie uns – wir melden uns schnellstmöglich bei Ihnen.", 1000),
  submitText: limited(de.blocks.form.submit, 100),
  /** Where the enquiry goes (never rendered); empty: settings.default_contact_email. */
  recipient: recipientAddress,
  recipientEmail: recipientAddress,
  /** Sends the visitor a copy of the message (off by default: it mails an address a stranger typed). */
  sendConfirmation: bool(false),
  successText: limited(de.blocks.form.success, 500),
  buttonVariant: oneOf(BUTTON_VARIANTS, "default"),
  /** Spec §5: only a #rrggbb value applies; anything else is the default #3b82f6. */
  buttonColor: z
    .string()
    .transform((v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? v : DEFAULT_BUTTON_COLOR))
    .default(DEFAULT_BUTTON_COLOR),
  buttonSize: oneOf(BUTTON_SIZES, "default"),
  alignment: oneOf(ALIGNMENTS, "left"),
  /** Spec §5: never fewer than 1 subject option or 1 field. */
  subjectOptions: z
    .array(oneLine(LIMITS.option))
    .refine((o) => o.length <= LIMITS.options, { error: m.tooManyOptions(LIMITS.options) })
    .transform((o) => o.map((s) => s.trim()).filter(Boolean))
    .refine((o) => o.length > 0, { error: m.subjectRequired })
    .default(() => [...DEFAULT_SUBJECTS]),
  subjectRequired: bool(true),
  fields: z
    .array(formField)
    // refine, not min/max: their issues are worded by us (custom), which the page save passes on.
    .refine((f) => f.length > 0, { error: m.fieldRequired })
    .refine((f) => f.length <= LIMITS.fields, { error: m.tooManyFields(LIMITS.fields) })
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (!f.name) return;
        if (seen.has(f.name)) ctx.addIssue({ code: "custom", path: [i, "name"], message: m.nameDuplicate(f.name) });
        seen.add(f.name);
      });
    })
    .default(() => DEFAULT_FIELDS.map((d) => ({ ...d, options: [] }))),
});

export type ContactFormContent = z.infer<typeof schema>;

function ContactFormBlock({ blockId, content }: { blockId: string; content: ContactFormContent }) {
  const { editMode } = useBlockData();
  const data = useContactFormData();
  const state = data?.answer?.blockId === blockId ? data.answer : undefined;
  return (
    <ContactForm
      blockId={blockId}
      pageId={data?.pageId ?? ""}
      token={data?.tokens[blockId] ?? ""}
      content={content}
      editMode={editMode ?? false}
      initial={state ? { values: state.values, errors: state.errors, status: state.status, message: state.message } : undefined}
    />
  );
}

export const block = defineBlock({
  type: "contact-form",
  label: "Kontaktformular",
  category: "Forms",
  schema,
  fields: {
    title: field.text("Titel", { maxLength: 200 }),
    description: field.multiline("Beschreibung", { maxLength: 1000 }),
    submitText: field.text("Text der Schaltfläche", { maxLength: 100 }),
    // Private: the server reads them from the stored page (contact.server.ts); visitors never receive them.
    recipient: field.private(field.notEditable("Älterer Name des Empfängers; gilt, wenn „Empfänger (E-Mail)“ leer ist")),
    recipientEmail: field.private(
      field.text("Empfänger (E-Mail)", { format: "email", help: "Leer: die Kontakt-E-Mail aus den Einstellungen. Wird Besuchern nie angezeigt." }),
    ),
    sendConfirmation: field.switch("Kopie an den Absender senden"),
    successText: field.multiline("Erfolgsmeldung", { maxLength: 500 }),
    buttonVariant: field.select("Variante der Schaltfläche", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
    buttonColor: field.colour("Farbe der Schaltfläche"),
    buttonSize: field.select("Größe der Schaltfläche", BUTTON_SIZES, BUTTON_SIZE_LABELS),
    alignment: field.select("Ausrichtung", ALIGNMENTS, ALIGNMENT_LABELS),
    subjectOptions: field.values("Betreff-Optionen", "Betreff", field.text("Betreff", { maxLength: LIMITS.option }), { minItems: 1, maxItems: LIMITS.options }),
    subjectRequired: field.switch("Betreff ist Pflichtfeld"),
    fields: field.list(
      "Formularfelder",
      "Feld",
      {
        label: field.text("Beschriftung", { maxLength: LIMITS.label }),
        type: field.select("Feldtyp", FIELD_TYPES, FIELD_TYPE_LABELS),
        required: field.switch("Pflichtfeld"),
        name: field.text("Feldname", { maxLength: 40, help: "Buchstaben, Ziffern, _ und -; leer: aus der Beschriftung" }),
        placeholder: field.text("Platzhalter", { maxLength: LIMITS.label }),
        options: field.values("Auswahlmöglichkeiten", "Option", field.text("Option", { maxLength: LIMITS.option }), {
          maxItems: LIMITS.options,
          help: "Nur für Auswahlliste und Optionsfelder",
        }),
      },
      { minItems: 1, maxItems: LIMITS.fields },
    ),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ block, content }) => <ContactFormBlock blockId={block.id} content={content} />,
});
