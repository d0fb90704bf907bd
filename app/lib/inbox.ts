import type { ContactValue } from "~/lib/contact-value";

/**
 * Contact form submissions as the admin's inbox (/admin/inbox) and its API (/api/inbox) see them.
 * Shared by the server (app/server/contact/) and the admin screens.
 */

export type { ContactValue };

/**
 * The delivery of the mail to the recipient, from the mail outbox: sent (SMTP accepted it),
 * stored (no SMTP_URL: written to the outbox folder), retrying (an attempt failed, another follows
 * at next_attempt_at), pending (not tried yet), failed (given up after every retry), none (no mail row,
 * e.g. deleted from the outbox).
 */
export const DELIVERY_STATES = ["sent", "stored", "pending", "retrying", "failed", "none"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

// snake_case: the inbox API answers with these objects as they are (docs/decisions/032).

export interface Delivery {
  state: DeliveryState;
  /** Outbox row id, or null. */
  mail_id: string | null;
  to: string | null;
  attempts: number;
  /** ISO time of the next attempt (retrying / pending), else null. */
  next_attempt_at: string | null;
  /** Reason of the last failed attempt. */
  last_error: string | null;
  /** ISO time when SMTP accepted it (sent). */
  sent_at: string | null;
}

export interface SubmissionSummary {
  id: string;
  /** ISO time of arrival. */
  created_at: string;
  read: boolean;
  page_id: string | null;
  /** Title and address of the page at the time of sending (the page may be gone since). */
  page_title: string;
  page_path: string;
  block_id: string;
  form_title: string;
  subject: string;
  sender_email: string | null;
  sender_name: string | null;
  /** The start of the message (or of the first long answer), one line, at most 160 characters. */
  preview: string;
  delivery: Delivery;
}

export interface SubmissionDetail extends SubmissionSummary {
  values: ContactValue[];
  recipient: string;
  /** The copy to the sender, when the form sends one. */
  confirmation: Delivery | null;
}

/** One form that has received submissions, for the filter. */
export interface InboxForm {
  /** `${page_id}:${block_id}` — the value of the `form` filter. */
  key: string;
  page_id: string | null;
  block_id: string;
  page_title: string;
  form_title: string;
  count: number;
}

export interface InboxQuery {
  /** Case-insensitive text in sender, subject, page title and the answers. */
  q?: string;
  /** `${pageId}:${blockId}`. */
  form?: string;
  pageId?: string;
  read?: boolean;
  offset?: number;
  limit?: number;
}

export interface InboxList {
  items: SubmissionSummary[];
  /** Matching the query (for paging). */
  total: number;
  /** Unread overall (navigation badge). */
  unread: number;
  forms: InboxForm[];
}

export const INBOX_PAGE_SIZE = 25;
export const INBOX_PAGE_MAX = 200;
export const RETENTION_MONTHS_DEFAULT = 12;
export const RETENTION_MONTHS_MAX = 120;
