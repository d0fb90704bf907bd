import type { ContactValue } from "~/lib/contact-value";

/**
 * Contact form submissions as the admin's inbox (/admin/inbox) and its API (/api/inbox) see them.
 * Shared by the server (app/server/contact/) and the admin screens.
 */

export type { ContactValue };

/**
 * The delivery of the mail to the recipient, from the mail outbox: sent (SMTP accepted it),
 * stored (no SMTP_URL: written to the outbox folder), retrying (an attempt failed, another follows
 * at nextAttemptAt), pending (not tried yet), failed (given up after every retry), none (no mail row,
 * e.g. deleted from the outbox).
 */
export const DELIVERY_STATES = ["sent", "stored", "pending", "retrying", "failed", "none"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface Delivery {
  state: DeliveryState;
  /** Outbox row id, or null. */
  mailId: string | null;
  to: string | null;
  attempts: number;
  /** ISO time of the next attempt (retrying / pending), else null. */
  nextAttemptAt: string | null;
  /** Reason of the last failed attempt. */
  lastError: string | null;
  /** ISO time when SMTP accepted it (sent). */
  sentAt: string | null;
}

export interface SubmissionSummary {
  id: string;
  /** ISO time of arrival. */
  createdAt: string;
  read: boolean;
  pageId: string | null;
  /** Title and address of the page at the time of sending (the page may be gone since). */
  pageTitle: string;
  pagePath: string;
  blockId: string;
  formTitle: string;
  subject: string;
  senderEmail: string | null;
  senderName: string | null;
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
  /** `${pageId}:${blockId}` — the value of the `form` filter. */
  key: string;
  pageId: string | null;
  blockId: string;
  pageTitle: string;
  formTitle: string;
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
