/**
 * One answer of a contact form as stored, mailed and shown in the inbox. It lives here, below the
 * contact-form block, because the server and the admin inbox read stored answers too.
 */
export const FIELD_TYPES = ["text", "email", "tel", "textarea", "select", "checkbox", "radio", "number", "date"] as const;
export type ContactFieldType = (typeof FIELD_TYPES)[number];

/** One answer as stored and mailed: the label as the form showed it then. */
export interface ContactValue {
  name: string;
  label: string;
  type: ContactFieldType;
  value: string;
}
