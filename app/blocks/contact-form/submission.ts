import { deSite } from "~/i18n/site";
import { isCleanText } from "~/lib/clean-text";
import type { ContactValue } from "~/lib/contact-value";
import { isEmailAddress } from "~/lib/email";
import { fieldId, fieldName } from "../input/form-field";
import type { ContactFieldConfig, ContactFormContent } from "./block";
import { type ContactFieldType, HONEYPOT_NAME, LIMITS, RESERVED_PREFIX, SUBJECT_NAME } from "./constants";

/**
 * What a visitor may send through a contact form, checked the same way in the browser (messages
 * at the fields before sending) and on the server (the authority: it checks against the block's
 * stored configuration, never against what the browser says the form looks like).
 */

const e = deSite.blocks.form.error;

export interface FormField {
  field: ContactFieldConfig;
  /** Key of the value: unique within the form, never a reserved name. */
  name: string;
  /** Element id (unique on the page). */
  id: string;
}

function reserved(name: string): boolean {
  return name === SUBJECT_NAME || name === HONEYPOT_NAME || name.startsWith(RESERVED_PREFIX);
}

/** The form's fields with their value names: as configured, else from the label; made unique. */
export function formFields(blockId: string, content: Pick<ContactFormContent, "fields">): FormField[] {
  const used = new Set<string>();
  return content.fields.map((field, i) => {
    let name = fieldName(field.name, field.label, `feld-${i + 1}`);
    if (used.has(name) || reserved(name)) name = `${name}-${i + 1}`;
    used.add(name);
    return { field, name, id: fieldId(blockId, name) };
  });
}

export type { ContactValue };

export interface CheckedSubmission {
  /** Field name (or "subject") → German message; empty when everything is fine. */
  errors: Record<string, string>;
  values: ContactValue[];
  subject: string;
  /** The first valid answer of an e-mail field: Reply-To and the optional confirmation copy. */
  senderEmail: string | null;
  senderName: string | null;
}

const TEL = /^\+?[\d\s()/.-]{3,40}$/;
const NUMBER = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/;

function validDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** A submitted value as text: strings trimmed, line ends unified; a ticked checkbox is "ja". */
export function normaliseValue(type: ContactFieldType, raw: unknown): string {
  if (type === "checkbox") return raw === true || raw === "ja" || raw === "on" || raw === "true" ? "ja" : "";
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== "string") return "";
  const text = raw.replace(/\r\n?/g, "\n");
  return text.trim();
}

/** The message for one field's value, or null when it is fine. */
export function fieldError(field: ContactFieldConfig, value: string): string | null {
  if (value === "") {
    if (!field.required) return null;
    if (field.type === "checkbox") return e.requiredCheckbox;
    if (field.type === "select" || field.type === "radio") return e.requiredChoice;
    return e.required;
  }
  // The check every API shares (app/lib/clean-text.ts); line breaks only in a text area.
  if (field.type !== "textarea" && !isCleanText(value)) return e.lineBreak;
  if (field.type === "textarea" && !isCleanText(value, { multiline: true })) return e.invalid;
  const max = field.type === "textarea" ? LIMITS.multiline : LIMITS.line;
  if (value.length > max) return e.tooLong(max);
  switch (field.type) {
    case "email":
      return isEmailAddress(value) ? null : e.email;
    case "tel":
      return TEL.test(value) ? null : e.tel;
    case "number":
      return NUMBER.test(value) ? null : e.number;
    case "date":
      return validDate(value) ? null : e.date;
    case "select":
    case "radio":
      return field.options.map((o) => o.trim()).includes(value) ? null : e.option;
    default:
      return null;
  }
}

export function subjectError(content: Pick<ContactFormContent, "subjectOptions" | "subjectRequired">, subject: string): string | null {
  if (subject === "") return content.subjectRequired ? e.subjectRequired : null;
  if (!isCleanText(subject)) return e.lineBreak;
  return content.subjectOptions.includes(subject) ? null : e.option;
}

/**
 * Checks one submission against the form's configuration. `values` maps field names to what was
 * entered (unknown names are ignored, so nothing the form does not ask for is stored).
 */
export function checkSubmission(
  blockId: string,
  content: Pick<ContactFormContent, "fields" | "subjectOptions" | "subjectRequired">,
  input: { values: Record<string, unknown>; subject: unknown },
): CheckedSubmission {
  const errors: Record<string, string> = {};
  const values: ContactValue[] = [];
  let senderEmail: string | null = null;
  let firstName = "";
  let name = "";
  for (const { field, name: key } of formFields(blockId, content)) {
    const value = normaliseValue(field.type, input.values[key]);
    const error = fieldError(field, value);
    if (error) errors[key] = error;
    values.push({ name: key, label: field.label || key, type: field.type, value });
    if (!error && value && field.type === "email" && !senderEmail) senderEmail = value;
    if (!error && key === "firstName") firstName = value;
    if (!error && key === "name") name = value;
  }
  const subject = normaliseValue("select", input.subject);
  const subjectProblem = subjectError(content, subject);
  if (subjectProblem) errors[SUBJECT_NAME] = subjectProblem;
  const senderName = [firstName, name].filter(Boolean).join(" ").replace(/\s+/g, " ").trim() || null;
  return { errors, values, subject, senderEmail, senderName: senderName && isCleanText(senderName) ? senderName : null };
}
