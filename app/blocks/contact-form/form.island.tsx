import type { CSSProperties, FormEvent, ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { deSite as de } from "~/i18n/site";
import { cn } from "~/lib/utils";
import { CONTROL_CLASS, FieldLabel, fieldId, fieldName, RequiredMark } from "../input/form-field";
import { island } from "../island";
import type { ContactFormContent } from "./block";
import { DEFAULT_BUTTON_COLOR } from "./constants";

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

function ContactFormIsland({ blockId, content }: { blockId: string; content: ContactFormContent }) {
  const titleId = `kontakt-${blockId}-titel`.replace(/[^\w-]/g, "-");
  const used = new Set<string>();
  const fields = content.fields.map((f, i) => {
    let name = fieldName(f.name, f.label, `feld-${i + 1}`);
    if (used.has(name) || name === "subject") name = `${name}-${i + 1}`;
    used.add(name);
    return { field: f, name, id: fieldId(blockId, name) };
  });
  // The subject choice sits before the first multi-line field (usually the message).
  const subjectAt = (() => {
    const i = fields.findIndex((f) => f.field.type === "textarea");
    return i === -1 ? fields.length : i;
  })();
  const subjectId = fieldId(blockId, "subject");
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
        // POST, never GET: without JavaScript a message must not end up in an address or a log.
        method="post"
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
}

/** Hydrated in the browser as an island (app/blocks/island.tsx); sending comes with the contact issue. */
export const ContactForm = island("contact-form/form", ContactFormIsland);
