export const DEFAULT_BUTTON_COLOR = "#3b82f6";

import { FIELD_TYPES, type ContactFieldType } from "~/lib/contact-value";

export { FIELD_TYPES, type ContactFieldType };
export const FIELD_TYPE_LABELS = {
  text: "Text",
  email: "E-Mail",
  tel: "Telefon",
  textarea: "Mehrzeiliger Text",
  select: "Auswahlliste",
  checkbox: "Kontrollkästchen",
  radio: "Optionsfelder",
  number: "Zahl",
  date: "Datum",
} as const satisfies Record<ContactFieldType, string>;

/** Limits of a form's configuration and of what a visitor may send. */
export const LIMITS = {
  fields: 30,
  options: 50,
  option: 200,
  label: 200,
  /** Characters of a one-line answer. */
  line: 300,
  /** Characters of a multi-line answer (message). */
  multiline: 10_000,
} as const;

/**
 * Names a configured field can never take: the subject select, the honeypot and our own hidden
 * inputs of the no-JavaScript form (prefix cms_).
 */
export const SUBJECT_NAME = "subject";
export const HONEYPOT_NAME = "website";
export const RESERVED_PREFIX = "cms_";
/** Hidden inputs of the form posted without JavaScript. */
export const POST_FIELDS = { form: "cms_form", page: "cms_page", block: "cms_block", token: "cms_token" } as const;
export const POST_FORM_VALUE = "contact";
