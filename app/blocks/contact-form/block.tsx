import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { ALIGNMENTS, BUTTON_SIZES, BUTTON_VARIANTS, bool, oneOf, text } from "../fields";
import { defineBlock } from "../types";
import { ContactForm } from "./form.island";

export const FIELD_TYPES = ["text", "email", "tel", "textarea", "select", "checkbox", "radio", "number", "date"] as const;
import { DEFAULT_BUTTON_COLOR } from "./constants";

export { DEFAULT_BUTTON_COLOR };
export const DEFAULT_SUBJECTS = ["Allgemeine Anfrage", "Support", "Vertrieb"];

const field = z.object({
  label: text(""),
  type: oneOf(FIELD_TYPES, "text"),
  required: bool(false),
  name: text(""),
  placeholder: text(""),
  /** Choices of a select or radio field (not in the spec's field shape; empty for other types). */
  options: z.array(z.string()).default([]),
});

const DEFAULT_FIELDS = [
  { label: "Name", type: "text" as const, required: true, name: "name", placeholder: "Ihr Name", options: [] },
  { label: "E-Mail", type: "email" as const, required: true, name: "email", placeholder: "name@beispiel.de", options: [] },
  { label: "Nachricht", type: "textarea" as const, required: true, name: "message", placeholder: "Wie können wir Ihnen helfen?", options: [] },
];

const schema = z.object({
  title: text("Kontaktieren Sie uns"),
  description: text("Schreiben Sie uns – wir melden uns schnellstmöglich bei Ihnen."),
  submitText: text(de.blocks.form.submit),
  /** Recipients are used by the server when sending (a later issue) and are never rendered. */
  recipient: text(""),
  recipientEmail: text(""),
  buttonVariant: oneOf(BUTTON_VARIANTS, "default"),
  /** Spec §5: only a #rrggbb value applies; anything else is the default #3b82f6. */
  buttonColor: z
    .string()
    .transform((v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? v : DEFAULT_BUTTON_COLOR))
    .default(DEFAULT_BUTTON_COLOR),
  buttonSize: oneOf(BUTTON_SIZES, "default"),
  alignment: oneOf(ALIGNMENTS, "left"),
  /** Spec §5: never fewer than 1 subject option or 1 field; an empty list means the defaults. */
  subjectOptions: z
    .array(z.string())
    .transform((o) => {
      const kept = o.map((s) => s.trim()).filter(Boolean);
      return kept.length > 0 ? kept : [...DEFAULT_SUBJECTS];
    })
    .default(() => [...DEFAULT_SUBJECTS]),
  subjectRequired: bool(true),
  fields: z
    .array(field)
    .transform((f) => (f.length > 0 ? f : DEFAULT_FIELDS.map((d) => ({ ...d, options: [] }))))
    .default(() => DEFAULT_FIELDS.map((d) => ({ ...d, options: [] }))),
});

export type ContactFormContent = z.infer<typeof schema>;
export const block = defineBlock({
  type: "contact-form",
  label: "Kontaktformular",
  category: "Forms",
  icon: "mail",
  schema,
  Render: ({ block, content }) => <ContactForm blockId={block.id} content={content} />,
});
