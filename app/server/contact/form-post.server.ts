import { data } from "react-router";
import { HONEYPOT_NAME, POST_FIELDS, POST_FORM_VALUE, RESERVED_PREFIX, SUBJECT_NAME } from "~/blocks/contact-form/constants";
import type { ContactFormState } from "~/blocks/contact-form/form-data";
import { deSite } from "~/i18n/site";
import { logger } from "../logger.server";
import { runtime } from "../runtime.server";
import { ContactError, submitContact } from "./contact.server";

/**
 * A contact form posted to its page without JavaScript (the site routes' action). The same
 * submission as POST /api/contact; the page is then rendered again with the result at the form:
 * the success text, or the visitor's input with German messages at the fields.
 */

export interface FormPostResult {
  state: ContactFormState;
  status: number;
  headers: Record<string, string>;
}

/** Handles the post; throws 405 for anything that is not a contact form. */
export async function handleContactFormPost(request: Request, clientIp: string | undefined): Promise<FormPostResult> {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  if (form.get(POST_FIELDS.form) !== POST_FORM_VALUE) throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || key === SUBJECT_NAME || key === HONEYPOT_NAME || key.startsWith(RESERVED_PREFIX)) continue;
    values[key] = value;
  }
  const blockId = text(POST_FIELDS.block);
  const { database, mailer, env } = runtime();
  try {
    const result = await submitContact(
      { db: database.db, mailer, env },
      { page_id: text(POST_FIELDS.page), block_id: blockId, values, subject: text(SUBJECT_NAME), token: text(POST_FIELDS.token), [HONEYPOT_NAME]: text(HONEYPOT_NAME) },
      { ip: clientIp ?? "unbekannt" },
    );
    return { state: { blockId, status: "success", message: result.message, values: {}, errors: {} }, status: 200, headers: {} };
  } catch (error) {
    const kept = { ...values, [SUBJECT_NAME]: text(SUBJECT_NAME) };
    if (error instanceof ContactError) {
      return {
        state: { blockId, status: "error", message: error.message, values: kept, errors: error.fields },
        status: error.status,
        headers: error.retryAfter ? { "Retry-After": String(error.retryAfter) } : {},
      };
    }
    logger().error({ err: error, module: "contact" }, "Kontaktanfrage (ohne JavaScript) konnte nicht gespeichert werden");
    return { state: { blockId, status: "error", message: deSite.blocks.form.sendError, values: kept, errors: {} }, status: 500, headers: {} };
  }
}
