import crypto from "node:crypto";
import { block as contactFormBlock, type ContactFormContent } from "~/blocks/contact-form/block";
import { HONEYPOT_NAME } from "~/blocks/contact-form/constants";
import { checkSubmission } from "~/blocks/contact-form/submission";
import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import { de } from "~/i18n/de";
import { deSite } from "~/i18n/site";
import { isEmailAddress } from "~/lib/email";
import { pageHref } from "~/lib/navigation";
import type { Db } from "../db/client.server";
import { getPageById } from "../pages/pages.server";
import type { Env } from "../env.server";
import { recordChange, withChanges } from "../events/changes.server";
import { hitRateLimit, releaseRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { logger } from "../logger.server";
import type { Mailer } from "../mail/mail.server";
import { preparePageContent } from "../site/render-page.server";
import { loadSettings } from "../settings/migration.server";
import { checkFormToken, MIN_FILL_MS, renewFormToken } from "./form-token.server";
import { insertSubmission, linkMails } from "./inbox.server";
import { composeConfirmationMail, composeRecipientMail } from "./mail-text.server";

/**
 * A contact form submission, from either door (POST /api/contact from the form island, or the form
 * posted to its page without JavaScript): checked against the block as stored on the published
 * page, stored, and only then mailed through the outbox. The browser never names a recipient.
 */

const f = deSite.blocks.form;

const MINUTE = 60_000;
/**
 * Issue 26: the limits degrade gracefully. One address is held back first (its own messages to a
 * form); the form's global limit is a short cool-down of minutes, so a flood from many addresses
 * closes the form for everybody for at most FORM_WINDOW, never for an hour. Every refusal names
 * its wait (Retry-After and "in N Minuten"/"in N Sekunden").
 */
export const CONTACT_RATE_LIMITS = {
  /** Attempts of one address at any form, valid or not: a flood guard before any work is done. */
  ip: { limit: 10, windowMs: 10 * MINUTE },
  /** Messages of one address to one form that would be accepted: people send one, maybe two. */
  ipForm: { limit: 5, windowMs: 10 * MINUTE },
  /** Accepted messages of one form from everybody: keeps a flood out of the recipient's mailbox (at most 240 an hour). */
  form: { limit: 20, windowMs: 5 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export class ContactError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429 | 503,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfter?: number,
    /** With 409: a fresh token for this form; the form sends again with it. */
    readonly token?: string,
  ) {
    super(message);
    this.name = "ContactError";
  }
}

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  env: Pick<Env, "AUTH_SECRET" | "PUBLIC_URL">;
}

export interface ContactInput {
  page_id: string;
  block_id: string;
  values: Record<string, unknown>;
  subject: unknown;
  token: unknown;
  /** The honeypot: people never see it, simple bots fill it. */
  website: unknown;
}

/** Checks the request's shape (not its values: the form's configuration decides those). */
export function readContactInput(body: unknown): ContactInput {
  const fields: Record<string, string> = {};
  const b = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!b) throw new ContactError(400, de.contact.invalidRequest, { _: de.contact.invalidRequest });
  const id = (key: string) => {
    const value = b[key];
    if (typeof value !== "string" || value.trim() === "" || value.length > 200) fields[key] = de.contact.fieldMissing(key);
    return typeof value === "string" ? value : "";
  };
  const pageId = id("page_id");
  const blockId = id("block_id");
  const values = b.values;
  if (values !== undefined && (!values || typeof values !== "object" || Array.isArray(values))) fields.values = de.contact.fieldMissing("values");
  if (Object.keys(fields).length) throw new ContactError(400, de.contact.invalidRequest, fields);
  return {
    page_id: pageId,
    block_id: blockId,
    values: (values as Record<string, unknown> | undefined) ?? {},
    subject: b.subject ?? "",
    token: b.token,
    website: b[HONEYPOT_NAME],
  };
}

/** A keyed hash of the client's address: counts floods, identifies nobody (GDPR). */
export function hashIp(secret: string, ip: string): string {
  return crypto.createHmac("sha256", secret).update(`ip:${ip}`).digest("hex").slice(0, 32);
}

async function limit(db: Db, key: string, rule: RateLimitRule, now: number): Promise<void> {
  const result = await hitRateLimit(db, key, rule, now);
  if (!result.allowed) throw new ContactError(429, f.tooMany(result.retryAfter), {}, result.retryAfter);
}

export interface LoadedForm {
  page: { id: string; title: string; path: string };
  content: ContactFormContent;
}

/** The contact form block `blockId` as visitors see it on the published page `pageId`, or null. */
export async function findPublishedForm(db: Db, pageId: string, blockId: string): Promise<LoadedForm | null> {
  const page = await getPageById(db, pageId, "published");
  if (!page || !page.is_published) return null;
  const block = flattenBlocks(preparePageContent(page.content).blocks).find((b) => b.id === blockId && getBlockModule(b.type) === contactFormBlock);
  if (!block) return null;
  // Like the renderer: stored content the schema refuses shows (and so is checked) as the defaults.
  const parsed = contactFormBlock.schema.safeParse(block.content ?? {});
  const content = parsed.success ? parsed.data : contactFormBlock.schema.parse({});
  const path = page.content_type === "blog" ? `/blog/${page.slug}` : pageHref(page.slug);
  return { page: { id: page.id, title: page.title, path }, content };
}

export interface ContactResult {
  message: string;
  /** Null when a bot was turned away with the same answer. */
  submissionId: string | null;
}

/**
 * Handles one submission. Resolves with the success text once the submission is stored (the mail
 * goes out in the background and is retried until delivered); rejects with a ContactError
 * (400 with German field messages, 404, 409 with a fresh token for an expired or foreign one, 429
 * with retryAfter, 503 without a recipient).
 */
export async function submitContact(deps: ContactDeps, body: unknown, meta: { ip: string; now?: Date }): Promise<ContactResult> {
  const { db, mailer, env } = deps;
  const now = meta.now ?? new Date();
  const ipHash = hashIp(env.AUTH_SECRET, meta.ip);
  await limit(db, `contact:ip:${ipHash}`, CONTACT_RATE_LIMITS.ip, now.getTime());
  const input = readContactInput(body);
  const form = await findPublishedForm(db, input.page_id, input.block_id);
  if (!form) throw new ContactError(404, f.notFound);
  const success = form.content.successText || f.success;
  const log = logger().child({ module: "contact", pageId: form.page.id, blockId: input.block_id });

  // Bots get the answer people get, so they learn nothing; nothing is stored or sent.
  const honeypot = typeof input.website === "string" ? input.website.trim() : input.website ? "x" : "";
  const formRef = { pageId: form.page.id, blockId: input.block_id };
  const token = checkFormToken(env.AUTH_SECRET, formRef, input.token, now.getTime());
  const age = token.kind === "valid" ? token.ageMs : null;
  if (honeypot || token.kind === "invalid" || (age !== null && age < MIN_FILL_MS)) {
    log.info({ reason: honeypot ? "honeypot" : token.kind === "invalid" ? "token" : "too-fast", ageMs: age }, "Kontaktformular: mutmaßlicher Bot abgewiesen");
    return { message: success, submissionId: null };
  }
  // Expired (a page open, or cached, for hours) or signed for another form: refused, and the
  // answer carries this form's fresh token, so the form sends again and nothing typed is lost.
  if (token.kind !== "valid") {
    log.info({ reason: token.kind }, "Kontaktformular: Formular-Token abgelaufen oder fremd, neues ausgegeben");
    throw new ContactError(409, f.tokenExpired, {}, undefined, renewFormToken(env.AUTH_SECRET, formRef, now.getTime()));
  }

  const checked = checkSubmission(input.block_id, form.content, { values: input.values, subject: input.subject });
  if (Object.keys(checked.errors).length) throw new ContactError(400, f.checkFields, checked.errors);

  const configured = (form.content.recipientEmail || form.content.recipient).trim();
  const { settings } = await loadSettings(db);
  const recipient = isEmailAddress(configured) ? configured : settings.default_contact_email.trim();
  if (!isEmailAddress(recipient)) {
    log.warn("Kontaktformular ohne Empfänger: weder im Formular noch in den Einstellungen (default_contact_email) ist eine Adresse gesetzt");
    throw new ContactError(503, f.noRecipient);
  }
  // Per address first: one address never uses up the form's global allowance. A message the
  // global cool-down refused is taken back from the address's own count, so a person who tries
  // again during the cool-down is not held back longer than the cool-down.
  const ipFormKey = `contact:ip-form:${ipHash}:${form.page.id}:${input.block_id}`;
  await limit(db, ipFormKey, CONTACT_RATE_LIMITS.ipForm, now.getTime());
  try {
    await limit(db, `contact:form:${form.page.id}:${input.block_id}`, CONTACT_RATE_LIMITS.form, now.getTime());
  } catch (error) {
    await releaseRateLimit(db, ipFormKey);
    throw error;
  }

  const site = { siteName: settings.site_name, publicUrl: env.PUBLIC_URL };
  const record = {
    pageTitle: form.page.title,
    pagePath: form.page.path,
    formTitle: form.content.title,
    subject: checked.subject,
    senderEmail: checked.senderEmail,
    recipient,
    values: checked.values,
    createdAt: now.toISOString(),
  };
  // One transaction: the submission and its mails exist together or not at all.
  const { id, mailIds } = await withChanges(db, async (trx) => {
    const id = await insertSubmission(trx, {
      ...record,
      pageId: form.page.id,
      blockId: input.block_id,
      senderName: checked.senderName,
      ipHash,
      createdAt: now,
    });
    const mailId = await mailer.queue(composeRecipientMail(site, record), { db: trx });
    const confirmationId =
      form.content.sendConfirmation && checked.senderEmail
        ? await mailer.queue(composeConfirmationMail(site, { ...record, senderEmail: checked.senderEmail }), { db: trx })
        : null;
    await linkMails(trx, id, { mailId, confirmationMailId: confirmationId });
    await recordChange(trx, { topic: "contact", action: "received", pageId: form.page.id, public: false });
    return { id, mailIds: [mailId, confirmationId].filter((m): m is string => Boolean(m)) };
  });
  log.info({ submissionId: id }, "Kontaktanfrage gespeichert");
  mailer.deliverSoon(mailIds);
  return { message: success, submissionId: id };
}
