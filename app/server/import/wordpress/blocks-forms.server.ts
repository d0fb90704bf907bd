import type { Block } from "~/blocks/types";
import { contactFormBlocks, type FormShortcode } from "./contact-forms.server";
import { attrsOf, str, type Handler, type ParsedBlock } from "./parsed.server";
import type { Run } from "./run.server";
import { decodeHTML, parseAttributes, scanShortcodes } from "./shortcodes.server";

/**
 * The block-editor forms of form plugins → our contact-form block, like their shortcodes
 * (contact-forms.server.ts). Contact Form 7's block holds its shortcode as HTML: the Gutenberg pass
 * takes that shortcode out before this handler runs and puts its form after the block, so the
 * handler adds a form only when the block is written without it (older versions, self-closing).
 * The others name their form by id in the block's attributes. Jetpack's form keeps its fields as
 * inner blocks (jetpack/field-name, field-email …, each with label, required, options).
 */

type Attrs = Record<string, unknown>;

/** A form plugin's selector block: its form by the id in the attributes (the shortcode's name says which plugin). */
function selector(shortcode: string, idKeys: string[]): Handler {
  return (block, run) => {
    if (block.innerHTML.trim() !== "") return [];
    const attrs = attrsOf(block);
    const id = idKeys.map((key) => str(attrs[key])).find((value) => value !== "") ?? "";
    const title = str(attrs.title);
    return contactFormBlocks({ name: shortcode, attrs: { ...(id ? { id } : {}), ...(title ? { title } : {}) }, positional: [], content: null }, [], run, decodeHTML);
  };
}

/** A Jetpack field block's label: its own attribute, or (Jetpack 13+) the jetpack/label block inside it. */
function labelOf(block: ParsedBlock): string {
  const own = str(attrsOf(block).label);
  if (own) return own;
  const inner = block.innerBlocks.find((b) => b.blockName === "jetpack/label");
  return inner ? str(attrsOf(inner).label) : "";
}

/** The options of a choice field: an array attribute, or (Jetpack 13+) jetpack/field-option-* blocks inside it. */
function optionsOf(block: ParsedBlock): string[] {
  const options = attrsOf(block).options;
  if (Array.isArray(options)) return options.map((o) => str(o)).filter(Boolean);
  const found: string[] = [];
  const walk = (list: ParsedBlock[]) => {
    for (const b of list) {
      if (b.blockName?.startsWith("jetpack/field-option")) found.push(str(attrsOf(b).label));
      else walk(b.innerBlocks);
    }
  };
  walk(block.innerBlocks);
  return found.filter(Boolean);
}

function jetpackForm(block: ParsedBlock, run: Run): Block[] {
  const fields: FormShortcode[] = [];
  let submit = "";
  const walk = (list: ParsedBlock[]) => {
    for (const b of list) {
      const name = b.blockName ?? "";
      const a: Attrs = attrsOf(b);
      if (name.startsWith("jetpack/field-") && !name.startsWith("jetpack/field-option")) {
        const type = name.slice("jetpack/field-".length);
        // Options are joined as the shortcode writes them; a comma inside one is escaped.
        const options = optionsOf(b).map((o) => o.replace(/,/g, "\\,")).join(",");
        fields.push({
          name: "contact-field",
          attrs: {
            type,
            label: labelOf(b),
            ...(a.required === true ? { required: "1" } : {}),
            ...(options ? { options } : {}),
            ...(str(a.placeholder) ? { placeholder: str(a.placeholder) } : {}),
            ...(type === "consent" && str(a.explicitConsentMessage) ? { explicitconsentmessage: str(a.explicitConsentMessage) } : {}),
          },
          positional: [],
          content: null,
        });
      } else if (name === "jetpack/button") submit = str(a.text);
      else walk(b.innerBlocks);
    }
  };
  walk(block.innerBlocks);
  const attrs = attrsOf(block);
  const form: FormShortcode = {
    name: "contact-form",
    attrs: {
      to: str(attrs.to),
      ...(submit || str(attrs.submitButtonText) ? { submit_button_text: submit || str(attrs.submitButtonText) } : {}),
      ...(str(attrs.customThankyouMessage) ? { customthankyoumessage: str(attrs.customThankyouMessage) } : {}),
    },
    positional: [],
    content: null,
  };
  return contactFormBlocks(form, fields, run, (text) => text);
}

/** Divi's choices: select_options="%91{%22value%22:%22A%22,%22checked%22:0},…%93" (JSON with Divi's escapes). */
function diviOptions(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value.replace(/%91/g, "[").replace(/%93/g, "]").replace(/%22/g, '"').replace(/%92/g, "\\"));
    return Array.isArray(list) ? list.map((o) => str((o as Attrs | null)?.value)).filter(Boolean) : [];
  } catch {
    return [];
  }
}

/** Divi's field types → Jetpack's (contactFormBlocks reads fields in Jetpack's words). */
const DIVI_TYPES: Record<string, string> = { input: "text", email: "email", text: "textarea", select: "select", radio: "radio", checkbox: "checkbox-multiple" };

/**
 * Divi's [et_pb_contact_form email="…" title="…"] with [et_pb_contact_field field_title="…"
 * field_type="…" required_mark="off"] inside → our contact form with those fields (a Divi field
 * is required unless required_mark="off"; the sender's name is the field with id "Name").
 */
export function diviContactForm(attrs: Record<string, string>, content: string, run: Run): Block[] {
  const fields: FormShortcode[] = [];
  for (const m of scanShortcodes(content)) {
    if (m.name.toLowerCase() !== "et_pb_contact_field" || m.open !== "") continue;
    const a = parseAttributes(m.attrText).attrs;
    const given = (a.field_type ?? "input").toLowerCase();
    const options = diviOptions(a.select_options ?? a.radio_options ?? a.checkbox_options);
    const type = given === "input" && /^name$/i.test(a.field_id ?? "") ? "name" : given === "checkbox" && options.length === 0 ? "checkbox" : (DIVI_TYPES[given] ?? "text");
    fields.push({
      name: "contact-field",
      attrs: {
        type,
        label: a.field_title ?? a.field_id ?? "",
        ...(a.required_mark !== "off" ? { required: "1" } : {}),
        ...(options.length > 0 ? { options: options.map((o) => o.replace(/,/g, "\\,")).join(",") } : {}),
      },
      positional: [],
      content: null,
    });
  }
  const form: FormShortcode = {
    name: "et_pb_contact_form",
    attrs: {
      ...(attrs.email ? { to: attrs.email } : {}),
      ...(attrs.submit_button_text ? { submit_button_text: attrs.submit_button_text } : {}),
      ...(attrs.success_message ? { customthankyoumessage: attrs.success_message } : {}),
    },
    positional: [],
    content: null,
  };
  return contactFormBlocks(form, fields, run, decodeHTML, "Divi");
}

/** Elementor's form widgets (Elementor Pro's own, WPForms', Essential Addons' for the form plugins) → the plugin's name. */
export const ELEMENTOR_FORM_WIDGETS: Record<string, string> = {
  form: "Elementor Pro",
  wpforms: "WPForms",
  "eael-contact-form-7": "Contact Form 7",
  "eael-wpforms": "WPForms",
  "eael-gravity-form": "Gravity Forms",
  "eael-ninja": "Ninja Forms",
  "eael-fluentform": "Fluent Forms",
};

/** Elementor Pro's form field types → Jetpack's; the others (hidden, reCAPTCHA, honeypot, HTML, steps) are not fields of ours. */
const ELEMENTOR_TYPES: Record<string, string> = {
  text: "text", email: "email", textarea: "textarea", url: "url", tel: "telephone", number: "number", date: "date", time: "text",
  select: "select", radio: "radio", checkbox: "checkbox-multiple", acceptance: "consent",
};

/**
 * Elementor's form widgets → our contact form: Elementor Pro's `form` with its `form_fields`
 * (type, label, required, options one per line, "Label|value" shown by the label), `email_to`,
 * `button_text`, `success_message`; the widgets of WPForms, Contact Form 7 and others by their form's id.
 */
export function elementorForm(widgetType: string, settings: Attrs, run: Run): Block[] {
  if (!(widgetType in ELEMENTOR_FORM_WIDGETS)) return [];
  if (widgetType !== "form") {
    const id = ["form_id", "contact_form_list", "contact_form_id"].map((key) => str(settings[key])).find(Boolean) ?? "";
    return contactFormBlocks({ name: widgetType, attrs: id ? { id } : {}, positional: [], content: null }, [], run, (t) => t, ELEMENTOR_FORM_WIDGETS[widgetType]);
  }
  const fields: FormShortcode[] = [];
  const list = Array.isArray(settings.form_fields) ? (settings.form_fields as unknown[]) : [];
  let skipped = 0;
  for (const item of list) {
    const f = (item && typeof item === "object" ? item : {}) as Attrs;
    const given = str(f.field_type) || "text";
    const mapped = ELEMENTOR_TYPES[given];
    if (!mapped) {
      if (given === "upload" || given === "password") skipped++;
      continue;
    }
    const options = str(f.field_options).split(/\r?\n/).map((o) => o.split("|")[0]!.trim()).filter(Boolean);
    const type = mapped === "text" && str(f.custom_id) === "name" ? "name" : mapped === "checkbox-multiple" && options.length <= 1 ? "checkbox" : mapped;
    fields.push({
      name: "contact-field",
      attrs: {
        type,
        label: type === "consent" ? str(f.acceptance_text) || str(f.field_label) : str(f.field_label) || str(f.placeholder),
        ...(f.required === "true" || f.required === "yes" || f.required === true ? { required: "1" } : {}),
        ...(options.length > 0 ? { options: options.map((o) => o.replace(/,/g, "\\,")).join(",") } : {}),
        ...(str(f.placeholder) ? { placeholder: str(f.placeholder) } : {}),
      },
      positional: [],
      content: null,
    });
  }
  if (skipped > 0) run.note(`Kontaktformular: ${skipped} Feld${skipped === 1 ? "" : "er"} für Dateien oder Passwörter nicht übernommen`);
  const form: FormShortcode = {
    name: "form",
    attrs: {
      ...(str(settings.email_to) ? { to: str(settings.email_to) } : {}),
      ...(str(settings.button_text) ? { submit_button_text: str(settings.button_text) } : {}),
      ...(str(settings.success_message) ? { customthankyoumessage: str(settings.success_message) } : {}),
    },
    positional: [],
    content: null,
  };
  return contactFormBlocks(form, fields, run, (t) => t, "Elementor Pro");
}

export const FORM_HANDLERS: Record<string, Handler> = {
  "contact-form-7/contact-form-selector": selector("contact-form-7", ["hash", "id"]),
  "wpforms/form-selector": selector("wpforms", ["formId"]),
  "gravityforms/form": selector("gravityform", ["formId"]),
  "ninja-forms/form": selector("ninja_form", ["formID", "formId"]),
  "formidable/simple-form": selector("formidable", ["formId"]),
  "fluentfom/guten-block": selector("fluentform", ["formId"]),
  "jetpack/contact-form": (block, run) => jetpackForm(block, run),
};
