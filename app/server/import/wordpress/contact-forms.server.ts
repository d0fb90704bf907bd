import { FIELD_TYPES, LIMITS, type ContactFieldType } from "~/blocks/contact-form/constants";
import type { Block } from "~/blocks/types";
import { isEmailAddress } from "~/lib/email";
import { makeBlock, type Run } from "./run.server";

/**
 * Contact-form shortcodes of WordPress form plugins → our contact-form block (issue 39). The form
 * itself lives in the plugin's own tables or posts (Contact Form 7's `wpcf7_contact_form`, WPForms'
 * JSON …), which an export does not hold in a form we can read; only Jetpack writes its fields into
 * the shortcode ([contact-form][contact-field label="Name" type="name" required="1"/]…[/contact-form]).
 * So Jetpack's fields are mapped (label, type, required, options, placeholder) and every other
 * plugin's form gets the block's default fields. The form's heading and introduction stay empty
 * (WordPress showed none), the subject is not required (the old form asked for none; Jetpack's
 * `subject` is the one offered), the recipient empty (= the site's contact address) unless
 * Jetpack's `to` names one. Each form is one note naming the plugin and asking to check recipient and fields.
 */

/** Shortcode name → the plugin's name as the report shows it. */
export const FORM_PLUGINS: Record<string, string> = {
  "contact-form-7": "Contact Form 7",
  "contact-form": "Jetpack",
  wpforms: "WPForms",
  ninja_form: "Ninja Forms",
  ninja_forms: "Ninja Forms",
  ninja_forms_display_form: "Ninja Forms",
  gravityform: "Gravity Forms",
  gravityforms: "Gravity Forms",
  formidable: "Formidable Forms",
  caldera_form: "Caldera Forms",
  fluentform: "Fluent Forms",
  forminator_form: "Forminator",
  "everest_form": "Everest Forms",
};

/** The parts of a parsed shortcode this module reads (shortcodes.server.ts's Shortcode). */
export interface FormShortcode {
  name: string;
  attrs: Record<string, string>;
  positional: string[];
  content: string | null;
}

type Field = { label: string; type: ContactFieldType; required: boolean; name: string; placeholder: string; options: string[] };

/** Jetpack's field types → ours; anything else is a one-line text field. */
const JETPACK_TYPES: Record<string, ContactFieldType> = {
  name: "text",
  text: "text",
  url: "text",
  email: "email",
  telephone: "tel",
  tel: "tel",
  phone: "tel",
  textarea: "textarea",
  date: "date",
  number: "number",
  checkbox: "checkbox",
  consent: "checkbox",
  select: "select",
  radio: "radio",
};

/** Jetpack's label when a field has none (it shows the type's own). */
const DEFAULT_LABELS: Record<string, string> = { name: "Name", email: "E-Mail", url: "Website", telephone: "Telefon", textarea: "Nachricht", date: "Datum" };

const oneLine = (value: string, max: number) => value.replace(/\s+/g, " ").trim().slice(0, max);

function truthy(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/** Jetpack's options: "a,b,c" (a comma inside an option written as &#x002c; or \,). */
function optionsOf(value: string | undefined, decode: (text: string) => string): string[] {
  if (!value) return [];
  return value
    .split(/(?<!\\),/)
    .map((o) => oneLine(decode(o.replace(/\\,/g, ",")), LIMITS.option))
    .filter((o) => o !== "")
    .slice(0, LIMITS.options);
}

/** Jetpack's [contact-field …] shortcodes inside the form → our fields (bounded by the block's limits). */
function jetpackFields(fields: FormShortcode[], run: Run, decode: (text: string) => string): Field[] {
  const out: Field[] = [];
  const named = new Set<string>();
  for (const field of fields) {
    const kind = (field.attrs.type ?? "text").toLowerCase();
    if (kind === "hidden") continue;
    const rawLabel =
      kind === "consent" ? (field.attrs.explicitconsentmessage ?? field.attrs.implicitconsentmessage ?? field.attrs.label ?? "") : (field.attrs.label ?? "");
    const label = oneLine(decode(rawLabel), LIMITS.label) || DEFAULT_LABELS[kind] || `Feld ${out.length + 1}`;
    const options = optionsOf(field.attrs.options ?? field.attrs.values, decode);
    const required = truthy(field.attrs.required);
    const placeholder = oneLine(decode(field.attrs.placeholder ?? ""), LIMITS.label);
    if (kind === "checkbox-multiple") {
      // Our checkbox is one box: a box for each option, so every choice can still be ticked.
      for (const option of options) out.push({ label: oneLine(`${label}: ${option}`, LIMITS.label), type: "checkbox", required: false, name: "", placeholder: "", options: [] });
      if (options.length === 0) out.push({ label, type: "checkbox", required, name: "", placeholder: "", options: [] });
      continue;
    }
    let type: ContactFieldType = JETPACK_TYPES[kind] ?? "text";
    // A choice without choices cannot be saved: a text field instead.
    if ((type === "select" || type === "radio") && options.length === 0) type = "text";
    // The sender's name and address keep the keys the mail and the inbox read them by.
    const name = (kind === "name" || kind === "email") && !named.has(kind) ? kind : "";
    if (name) named.add(name);
    out.push({ label, type, required, name, placeholder, options: type === "select" || type === "radio" ? options : [] });
  }
  if (out.length > LIMITS.fields) run.note(`Kontaktformular: nur die ersten ${LIMITS.fields} von ${out.length} Feldern übernommen`);
  return out.slice(0, LIMITS.fields).filter((f) => (FIELD_TYPES as readonly string[]).includes(f.type));
}

/** Which form of the plugin: "Formular 5 „Kontakt“" from id/title attributes (or CF7's old positional form). */
function formName(code: FormShortcode, decode: (text: string) => string): string {
  const id = (code.attrs.id ?? code.attrs.form_id ?? code.attrs.form ?? code.positional.find((p) => /^\d+$/.test(p)) ?? "").trim();
  const title = oneLine(decode(code.attrs.title ?? code.positional.find((p) => !/^\d+$/.test(p) && !p.startsWith("=")) ?? ""), 80);
  const parts = [/^[\w-]{1,40}$/.test(id) ? `Formular ${id}` : "", title && !/^(true|false)$/i.test(title) ? `„${title}“` : ""].filter(Boolean);
  return parts.join(" ");
}

/**
 * A form plugin's shortcode → our contact-form block. `fields` are the [contact-field] shortcodes
 * inside a Jetpack form (found by the caller with WordPress's expression), or another form's fields
 * written the same way (Divi's, blocks-forms.server.ts), with its recipient, button text and
 * thank-you message under Jetpack's attribute names; `plugin` names the plugin then.
 */
export function contactFormBlocks(code: FormShortcode, fields: FormShortcode[], run: Run, decode: (text: string) => string, plugin?: string): Block[] {
  // CF7 registered [contact-form id title] too before 3.x; Jetpack's has fields, a "to" or nothing at all.
  const cf7Legacy = code.name === "contact-form" && fields.length === 0 && code.attrs.to === undefined && (code.attrs.title !== undefined || code.positional.some((p) => /^\d+$/.test(p)));
  plugin ??= cf7Legacy ? "Contact Form 7" : (FORM_PLUGINS[code.name] ?? code.name);
  const mapped = jetpackFields(fields, run, decode);
  // The old form asked for no subject: ours shows its subject list, but does not insist on it.
  const content: Record<string, unknown> = { title: "", description: "", subjectRequired: false };
  if (mapped.length > 0) content.fields = mapped;
  // Jetpack's subject was the mail's subject line: the one subject offered.
  const subject = oneLine(decode(code.attrs.subject ?? ""), LIMITS.option);
  if (subject) content.subjectOptions = [subject];
  // Jetpack's attributes (other plugins' forms name neither): the first valid recipient, button, thanks.
  const to = (code.attrs.to ?? "").split(/[,;]/).map((a) => a.trim()).find((a) => isEmailAddress(a));
  if (to) content.recipientEmail = to;
  const submit = oneLine(decode(code.attrs.submit_button_text ?? ""), 100);
  if (submit) content.submitText = submit;
  const thanks = decode(code.attrs.customthankyoumessage ?? "").trim().slice(0, 500);
  if (thanks) content.successText = thanks;
  let block: Block;
  try {
    block = makeBlock("contact-form", content);
  } catch {
    // Something the block refuses (it should not happen with the bounds above): the default form.
    block = makeBlock("contact-form", { title: "", description: "", subjectRequired: false });
    mapped.length = 0;
  }
  const which = formName(code, decode);
  const fieldsText = mapped.length > 0 ? `mit ${mapped.length} ${mapped.length === 1 ? "Feld" : "Feldern"}` : "mit den Standardfeldern";
  run.count(`Kontaktformular von ${plugin}${which ? ` (${which})` : ""} ${fieldsText} übernommen – Empfänger (E-Mail) und Felder prüfen`);
  return [block];
}
