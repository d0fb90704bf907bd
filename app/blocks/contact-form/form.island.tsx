import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { deSite as de } from "~/i18n/site";
import { cn } from "~/lib/utils";
import { CONTROL_CLASS, FieldLabel, fieldId, RequiredMark } from "../input/form-field";
import { EDIT_FIELD_ATTR } from "../editable";
import { island } from "../island";
import type { ContactFormContent } from "./block";
import { DEFAULT_BUTTON_COLOR, HONEYPOT_NAME, POST_FIELDS, POST_FORM_VALUE, SUBJECT_NAME } from "./constants";
import { checkSubmission, fieldError, formFields, normaliseValue, subjectError, type FormField } from "./submission";

/**
 * The contact form. Without JavaScript it is a plain form posting to its own page (the server
 * answers with the page and the result at the form, see app/server/contact/form-post.server.ts);
 * the browser's own checks apply. Hydrated, it checks with the server's rules and German messages
 * (no browser bubbles), sends JSON to /api/contact and shows the answer without leaving the page.
 */

type Field = ContactFormContent["fields"][number];
type Status = "idle" | "submitting" | "success" | "error";

export interface ContactFormInitial {
  values: Record<string, string>;
  errors: Record<string, string>;
  status: "success" | "error";
  message: string;
}

interface Props {
  blockId: string;
  pageId: string;
  token: string;
  content: ContactFormContent;
  editMode: boolean;
  initial?: ContactFormInitial;
}

const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", tel: "tel", phone: "tel", firstName: "given-name", zipCode: "postal-code", city: "address-level2" };

const errorId = (id: string) => `${id}-fehler`;
/** Marks the message box as the place to start (no field name can be empty). */
const MESSAGE_FOCUS = "";

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** aria attributes of a control with or without an error. */
function invalid(id: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId(id) } : {};
}

/**
 * In edit mode (a prop, so the browser hydrates the same HTML) a field's text sits in a <span>
 * marked with its content path for the in-place editor (app/blocks/editable.ts); otherwise bare.
 */
function Marked({ path, children }: { path?: string; children: string }) {
  return path ? <span {...{ [EDIT_FIELD_ATTR]: path }}>{children}</span> : children;
}

interface ControlProps {
  value?: string;
  error?: string;
  /** Only in the page answering a post without JavaScript: the first field in error. */
  autoFocus?: boolean;
}

function FieldControl({ field, id, name, value, error, autoFocus }: ControlProps & { field: Field; id: string; name: string }) {
  const common = { id, name, required: field.required, defaultValue: value, autoFocus, ...invalid(id, error) };
  const placeholder = field.placeholder || undefined;
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={5} placeholder={placeholder} className={cn(CONTROL_CLASS, "resize-y")} />;
    case "select":
      return (
        <select {...common} defaultValue={value ?? ""} className={cn(CONTROL_CLASS, "h-9 py-1")}>
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

function FormFieldView({ field, id, name, value, error, autoFocus, labelPath }: FormField & ControlProps & { labelPath?: string }): ReactNode {
  if (field.type === "checkbox") {
    return (
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={name}
            type="checkbox"
            value="ja"
            required={field.required}
            defaultChecked={value === "ja"}
            autoFocus={autoFocus}
            {...invalid(id, error)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          />
          <FieldLabel htmlFor={id} required={field.required} className="leading-snug font-normal">
            <Marked path={labelPath}>{field.label}</Marked>
          </FieldLabel>
        </div>
        <ErrorText id={id} error={error} />
      </div>
    );
  }
  if (field.type === "radio") {
    if (field.options.length === 0) return null;
    return (
      <fieldset className="grid gap-2" {...(error ? { "aria-describedby": errorId(id) } : {})}>
        <legend className="mb-1 text-sm font-medium">
          <Marked path={labelPath}>{field.label}</Marked>
          {field.required && <RequiredMark />}
        </legend>
        {field.options.map((o, i) => (
          <div key={i} className="flex items-center gap-3">
            <input
              id={`${id}-${i}`}
              name={name}
              type="radio"
              value={o}
              required={field.required}
              defaultChecked={value === o}
              autoFocus={autoFocus && i === 0}
              {...(error ? { "aria-invalid": true } : {})}
              className="size-4 shrink-0 accent-[var(--primary)]"
            />
            <label htmlFor={`${id}-${i}`} className="text-sm">
              {o}
            </label>
          </div>
        ))}
        <ErrorText id={id} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id} required={field.required}>
        <Marked path={labelPath}>{field.label}</Marked>
      </FieldLabel>
      <FieldControl field={field} id={id} name={name} value={value} error={error} autoFocus={autoFocus} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

const JUSTIFY = { left: "justify-start", center: "justify-center", right: "justify-end", justify: "" } as const;

/** What the visitor entered, by value name (checkboxes "ja" or ""). */
export interface Entered {
  values: Record<string, string>;
  subject: string;
  /** The honeypot's content: empty from people. */
  website: string;
}

function readForm(form: HTMLFormElement, fields: FormField[]): Entered {
  const data = new FormData(form);
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === "string" ? value : "";
  };
  const values: Record<string, string> = {};
  for (const f of fields) values[f.name] = text(f.name);
  return { values, subject: text(SUBJECT_NAME), website: text(HONEYPOT_NAME) };
}

/** The JSON body of POST /api/contact (app/server/contact/contact.server.ts reads it). */
export function contactRequest(form: { pageId: string; blockId: string; token: string }, entered: Entered) {
  return { page_id: form.pageId, block_id: form.blockId, values: entered.values, subject: entered.subject, token: form.token, [HONEYPOT_NAME]: entered.website };
}

/**
 * What the form shows after the server's answer. `token`: the form's token had expired or was for
 * another form (409); the answer brings a fresh one and the form sends again with it.
 */
export type Answer = { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; token?: string };

const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/**
 * Reads the answer of POST /api/contact: 2xx { message } (the block's success text); 400
 * { error, fields } with German messages by field name (or "subject"); 404, 429 and 503 { error }
 * with a text the visitor can act on (reload, wait, tell the site owner), shown as it comes; 409
 * { error, token } a fresh token to send again with (the form's had expired, issue 26);
 * anything else (5xx, a proxy's page, no JSON) the spec's generic 'Fehler beim Senden der Nachricht'.
 */
export function readAnswer(status: number, body: unknown, successText: string, retryAfter?: string | null): Answer {
  const b = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300) return { ok: true, message: nonEmpty(b.message) ? b.message : successText || de.blocks.form.success };
  if (status === 400 && b.fields && typeof b.fields === "object" && !Array.isArray(b.fields)) {
    const errors: Record<string, string> = {};
    for (const [key, text] of Object.entries(b.fields)) if (nonEmpty(text)) errors[key] = text;
    return { ok: false, message: nonEmpty(b.error) ? b.error : de.blocks.form.checkFields, errors };
  }
  if (status === 409 && nonEmpty(b.token)) return { ok: false, message: nonEmpty(b.error) ? b.error : de.blocks.form.tokenExpired, errors: {}, token: b.token };
  if ((status === 404 || status === 429 || status === 503) && nonEmpty(b.error)) return { ok: false, message: b.error, errors: {} };
  const seconds = Number(retryAfter);
  if (status === 429 && retryAfter && Number.isFinite(seconds) && seconds >= 0) {
    return { ok: false, message: de.blocks.form.tooMany(seconds), errors: {} };
  }
  return { ok: false, message: de.blocks.form.sendError, errors: {} };
}

/**
 * One field's message after the visitor touched it again (only after a first attempt to send).
 * While typing (`committed` false) a message is only updated or cleared, never newly shown: nobody
 * should read "ungültig" halfway through an address; leaving the field or picking a choice commits.
 * Returns `current` itself when nothing changes.
 */
export function updateFieldError(current: Record<string, string>, name: string, error: string | null, committed: boolean): Record<string, string> {
  if ((current[name] ?? null) === error) return current;
  if (error && !committed && !(name in current)) return current;
  const next = { ...current };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

/** Only messages of fields this form has (an answer may name request parts such as "page_id"). */
function known(errors: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => names.includes(key)));
}

/**
 * Empties every field. reset() first: it also clears the browser's "user interacted" state, so the
 * emptied required fields do not turn red (:user-invalid); then values a page answered without
 * JavaScript had put in as defaults are cleared too.
 */
function clearForm(form: HTMLFormElement, fields: FormField[]) {
  form.reset();
  for (const name of [...fields.map((f) => f.name), SUBJECT_NAME]) {
    const control = form.elements.namedItem(name);
    const list = control instanceof RadioNodeList ? [...control] : control ? [control] : [];
    for (const el of list) {
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) el.checked = false;
      else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) el.value = "";
    }
  }
}

function ContactFormIsland({ blockId, pageId, token: initialToken, content, editMode, initial }: Props) {
  const sectionId = `kontakt-${blockId}`.replace(/[^\w-]/g, "-");
  const titleId = `${sectionId}-titel`;
  const messageId = `${sectionId}-meldung`;
  const fields = formFields(blockId, content);
  const names = [...fields.map((f) => f.name), SUBJECT_NAME];
  const values = initial?.status === "error" ? initial.values : {};
  const initialErrors = known(initial?.errors ?? {}, names);

  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<Status>(initial?.status ?? "idle");
  const [message, setMessage] = useState(initial?.message ?? "");
  /** The message only summarises the field messages ('Bitte prüfen Sie …'): it goes with the last of them. */
  const [summary, setSummary] = useState(Object.keys(initialErrors).length > 0);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [attempted, setAttempted] = useState(Object.keys(initialErrors).length > 0);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  /** The token to send: the rendered one until the server hands out a fresh one (409). */
  const [token, setToken] = useState(initialToken);

  useEffect(() => setHydrated(true), []);
  // After a check or an answer: focus to the first field in error, else to the message.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? messageRef.current)?.focus();
  }, [focusRequest]);

  function showErrors(next: Record<string, string>, text: string) {
    const shown = known(next, names);
    setErrors(shown);
    setSummary(Object.keys(shown).length > 0);
    setStatus("error");
    setMessage(text);
    setFocusRequest((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === "submitting" || editMode) return;
    const entered = readForm(form, fields);
    const checked = checkSubmission(blockId, content, entered);
    setAttempted(true);
    if (Object.keys(checked.errors).length) return showErrors(checked.errors, de.blocks.form.checkFields);
    setErrors({});
    setMessage("");
    setSummary(false);
    setStatus("submitting");
    const send = async (withToken: string): Promise<Answer> => {
      try {
        const res = await fetch("/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contactRequest({ pageId, blockId, token: withToken }, entered)),
        });
        const body: unknown = await res.json().catch(() => null);
        return readAnswer(res.status, body, content.successText, res.headers.get("retry-after"));
      } catch {
        // Offline, connection dropped, blocked: the input stays, the visitor can simply send again.
        return readAnswer(0, null, content.successText);
      }
    };
    let answer = await send(token);
    // The page was open (or cached) too long: send once more with the fresh token the answer
    // brought, so the visitor notices nothing; the input stays in the form in any case.
    if (!answer.ok && answer.token) {
      setToken(answer.token);
      answer = await send(answer.token);
      if (!answer.ok && answer.token) setToken(answer.token);
    }
    if (!answer.ok) return showErrors(answer.errors, answer.message);
    clearForm(form, fields);
    setAttempted(false);
    setStatus("success");
    setMessage(answer.message);
    setFocusRequest((n) => n + 1);
  }

  /** After a first attempt, a field is checked again as the visitor corrects it. */
  function recheck(target: EventTarget, committed: boolean) {
    if (!attempted || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    const name = target.name;
    const form = formRef.current;
    if (!form) return;
    const entered = readForm(form, fields);
    let error: string | null;
    if (name === SUBJECT_NAME) error = subjectError(content, normaliseValue("select", entered.subject));
    else {
      const f = fields.find((x) => x.name === name);
      if (!f) return;
      error = fieldError(f.field, normaliseValue(f.field.type, entered.values[name]));
    }
    // A choice (select, checkbox, radio) is made with the change itself.
    const choice = target instanceof HTMLSelectElement || target.type === "checkbox" || target.type === "radio";
    setErrors((current) => updateFieldError(current, name, error, committed || choice));
  }

  // The subject choice sits before the first multi-line field (usually the message).
  const subjectAt = (() => {
    const i = fields.findIndex((f) => f.field.type === "textarea");
    return i === -1 ? fields.length : i;
  })();
  const subjectId = fieldId(blockId, SUBJECT_NAME);
  // A page answering a post without JavaScript starts at the first field in error, else at the
  // message, as the hydrated form does after sending (spec: focus to the first error).
  const order = [...fields.slice(0, subjectAt).map((f) => f.name), SUBJECT_NAME, ...fields.slice(subjectAt).map((f) => f.name)];
  const initialFocus = initial ? (order.find((name) => initialErrors[name]) ?? (initial.message ? MESSAGE_FOCUS : undefined)) : undefined;
  const subject = (
    <div key="subject" className="grid gap-2">
      <FieldLabel htmlFor={subjectId} required={content.subjectRequired}>
        {de.blocks.form.subject}
      </FieldLabel>
      <select
        id={subjectId}
        name={SUBJECT_NAME}
        required={content.subjectRequired}
        defaultValue={values[SUBJECT_NAME] ?? ""}
        autoFocus={initialFocus === SUBJECT_NAME}
        {...invalid(subjectId, errors[SUBJECT_NAME])}
        className={cn(CONTROL_CLASS, "h-9 py-1")}
      >
        <option value="">{de.blocks.form.selectPlaceholder}</option>
        {content.subjectOptions.map((o, i) => (
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ErrorText id={subjectId} error={errors[SUBJECT_NAME]} />
    </div>
  );
  const rendered: ReactNode[] = fields.map((f, i) => (
    <FormFieldView key={f.id} {...f} labelPath={editMode ? `fields.${i}.label` : undefined} value={values[f.name]} error={errors[f.name]} autoFocus={f.name === initialFocus} />
  ));
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
  const submitting = status === "submitting";
  const showMessage = message !== "" && (status === "success" || (status === "error" && !(summary && Object.keys(errors).length === 0)));
  return (
    <section id={sectionId} aria-labelledby={content.title ? titleId : undefined} className="mx-auto max-w-2xl scroll-mt-24 rounded-xl border border-border bg-card p-6 sm:p-8">
      {content.title && (
        <h2 id={titleId} {...(editMode ? { [EDIT_FIELD_ATTR]: "title" } : {})} className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">
          {content.title}
        </h2>
      )}
      {content.description && <p {...(editMode ? { [EDIT_FIELD_ATTR]: "description" } : {})} className="mt-2 leading-relaxed text-muted-foreground">{content.description}</p>}
      <form
        ref={formRef}
        // POST, never GET: without JavaScript a message must not end up in an address or a log.
        // The page's own address (query included); the fragment brings the visitor back here.
        method="post"
        action={`#${sectionId}`}
        noValidate={hydrated}
        className="mt-6"
        aria-labelledby={content.title ? titleId : undefined}
        aria-busy={submitting || undefined}
        onSubmit={onSubmit}
        onBlur={(e) => recheck(e.target, true)}
        onChange={(e) => recheck(e.target, false)}
        style={customColour ? ({ "--form-button-color": content.buttonColor } as CSSProperties) : undefined}
      >
        <input type="hidden" name={POST_FIELDS.form} value={POST_FORM_VALUE} />
        <input type="hidden" name={POST_FIELDS.page} value={pageId} />
        <input type="hidden" name={POST_FIELDS.block} value={blockId} />
        <input type="hidden" name={POST_FIELDS.token} value={token} />
        {/* People never see or reach this field; simple bots fill it (then nothing is sent). */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor={`${sectionId}-${HONEYPOT_NAME}`}>{de.blocks.form.honeypotLabel}</label>
          <input id={`${sectionId}-${HONEYPOT_NAME}`} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <fieldset disabled={submitting || editMode} className="m-0 grid min-w-0 gap-5 border-0 p-0">
          {editMode && <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{de.blocks.form.editModeHint}</p>}
          {rendered}
          {anyRequired && (
            <p className="text-sm text-muted-foreground">
              <RequiredMark /> {de.blocks.form.required}
            </p>
          )}
          {showMessage && (
            <div
              id={messageId}
              ref={messageRef}
              tabIndex={-1}
              autoFocus={initialFocus === MESSAGE_FOCUS}
              role={status === "success" ? "status" : "alert"}
              className={cn(
                "rounded-lg border px-4 py-3 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                status === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900",
              )}
            >
              {message}
            </div>
          )}
          <div className={cn("flex", JUSTIFY[content.alignment])}>
            <button
              type="submit"
              className={cn(buttonVariants({ variant, size: content.buttonSize }), content.alignment === "justify" ? "w-full" : "w-full sm:w-auto", colourClass)}
            >
              {submitting ? (
                de.blocks.form.sending
              ) : (
                <Marked path={editMode && content.submitText ? "submitText" : undefined}>{content.submitText || de.blocks.form.submit}</Marked>
              )}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

/** Hydrated in the browser as an island (app/blocks/island.tsx). */
export const ContactForm = island("contact-form/form", ContactFormIsland);
