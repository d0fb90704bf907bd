import type { CSSProperties, FormEvent, ReactNode } from "react";
import { z } from "zod";
import { buttonVariants } from "~/components/ui/button";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";
import { CONTROL_CLASS, FieldLabel, fieldId, fieldName, RequiredMark } from "../input/form-field";
import { ALIGNMENTS, BUTTON_SIZES, BUTTON_VARIANTS, bool, oneOf, text } from "../fields";
import { defineBlock } from "../types";

export const FIELD_TYPES = ["text", "email", "tel", "textarea", "select", "checkbox", "radio", "number", "date"] as const;
export const DEFAULT_BUTTON_COLOR = "#3b82f6";
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
type Field = ContactFormContent["fields"][number];

const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", tel: "tel", phone: "tel", firstName: "given-name", zipCode: "postal-code", city: "address-level2" };

/**
 * Sending belongs to the contact issue: for now the form only renders and validates in the browser.
 * It has no action (nothing goes to another origin), and a valid submit is stopped here.
 */
function stopSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

function FieldControl({ field, id, name }: { field: Field; id: string; name: string }) {
  const common = { id, name, required: field.required };
  const placeholder = field.placeholder || undefined;
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={5} placeholder={placeholder} className={cn(CONTROL_CLASS, "resize-y")} />;
    case "select":
      return (
        <select {...common} defaultValue="" className={cn(CONTROL_CLASS, "h-9 py-1")}>
          <option value="">{field.placeholder || de.blocks.form.selectPlaceholder}</option>
          {field.options.map((o, i) => (
            <option key={i} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case "date":
      return <input {...common} type="date" className={cn(CONTROL_CLASS, "h-9 py-1")} />;
    default:
      return (
        <input
          {...common}
          type={field.type}
          placeholder={placeholder}
          autoComplete={AUTOCOMPLETE[name] ?? (field.type === "email" ? "email" : field.type === "tel" ? "tel" : undefined)}
          className={cn(CONTROL_CLASS, "h-9 py-1")}
        />
      );
  }
}

function FormField({ field, id, name }: { field: Field; id: string; name: string }): ReactNode {
  if (field.type === "checkbox") {
    return (
      <div className="flex items-start gap-3">
        <input id={id} name={name} type="checkbox" value="ja" required={field.required} className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" />
        <FieldLabel htmlFor={id} required={field.required} className="leading-snug font-normal">
          {field.label}
        </FieldLabel>
      </div>
    );
  }
  if (field.type === "radio") {
    if (field.options.length === 0) return null;
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          {field.label}
          {field.required && <RequiredMark />}
        </legend>
        {field.options.map((o, i) => (
          <div key={i} className="flex items-center gap-3">
            <input id={`${id}-${i}`} name={name} type="radio" value={o} required={field.required} className="size-4 shrink-0 accent-[var(--primary)]" />
            <label htmlFor={`${id}-${i}`} className="text-sm">
              {o}
            </label>
          </div>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      <FieldControl field={field} id={id} name={name} />
    </div>
  );
}

const JUSTIFY = { left: "justify-start", center: "justify-center", right: "justify-end", justify: "" } as const;

export const block = defineBlock({
  type: "contact-form",
  label: "Kontaktformular",
  category: "Forms",
  icon: "mail",
  schema,
  Render: ({ block, content }) => {
    const titleId = `kontakt-${block.id}-titel`.replace(/[^\w-]/g, "-");
    const used = new Set<string>();
    const fields = content.fields.map((f, i) => {
      let name = fieldName(f.name, f.label, `feld-${i + 1}`);
      if (used.has(name) || name === "subject") name = `${name}-${i + 1}`;
      used.add(name);
      return { field: f, name, id: fieldId(block.id, name) };
    });
    // The subject choice sits before the first multi-line field (usually the message).
    const subjectAt = (() => {
      const i = fields.findIndex((f) => f.field.type === "textarea");
      return i === -1 ? fields.length : i;
    })();
    const subjectId = fieldId(block.id, "subject");
    const subject = (
      <div key="subject" className="grid gap-2">
        <FieldLabel htmlFor={subjectId} required={content.subjectRequired}>
          {de.blocks.form.subject}
        </FieldLabel>
        <select id={subjectId} name="subject" required={content.subjectRequired} defaultValue="" className={cn(CONTROL_CLASS, "h-9 py-1")}>
          <option value="">{de.blocks.form.selectPlaceholder}</option>
          {content.subjectOptions.map((o, i) => (
            <option key={i} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    );
    const rendered: ReactNode[] = fields.map((f) => <FormField key={f.id} {...f} />);
    rendered.splice(subjectAt, 0, subject);
    const anyRequired = content.subjectRequired || content.fields.some((f) => f.required);
    const customColour = content.buttonColor.toLowerCase() !== DEFAULT_BUTTON_COLOR;
    const variant = content.buttonVariant;
    const colourClass = !customColour
      ? undefined
      : variant === "outline"
        ? "border-[var(--form-button-color)] text-[var(--form-button-color)] hover:text-[var(--form-button-color)]"
        : variant === "ghost" || variant === "link"
          ? "text-[var(--form-button-color)] hover:text-[var(--form-button-color)]"
          : "border border-[var(--form-button-color)] bg-[var(--form-button-color)] text-white hover:bg-[var(--form-button-color)] hover:opacity-90";
    return (
      <section aria-labelledby={content.title ? titleId : undefined} className="mx-auto max-w-2xl rounded-xl border border-border bg-card p-6 sm:p-8">
        {content.title && (
          <h2 id={titleId} className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">
            {content.title}
          </h2>
        )}
        {content.description && <p className="mt-2 leading-relaxed text-muted-foreground">{content.description}</p>}
        <form
          className="mt-6 grid gap-5"
          aria-labelledby={content.title ? titleId : undefined}
          onSubmit={stopSubmit}
          style={customColour ? ({ "--form-button-color": content.buttonColor } as CSSProperties) : undefined}
        >
          {rendered}
          {anyRequired && (
            <p className="text-sm text-muted-foreground">
              <RequiredMark /> {de.blocks.form.required}
            </p>
          )}
          <div className={cn("flex", JUSTIFY[content.alignment])}>
            <button
              type="submit"
              className={cn(buttonVariants({ variant, size: content.buttonSize }), content.alignment === "justify" ? "w-full" : "w-full sm:w-auto", colourClass)}
            >
              {content.submitText || de.blocks.form.submit}
            </button>
          </div>
        </form>
      </section>
    );
  },
});
