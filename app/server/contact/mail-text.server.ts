import type { ContactValue } from "~/lib/contact-value";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import type { MailMessage } from "../mail/mail.server";

/** The mails of a contact form submission: readable German plain text, every answer listed. */

const t = de.contact;

export interface SiteContext {
  siteName: string;
  publicUrl: string;
}

export interface MailSubmission {
  pageTitle: string;
  pagePath: string;
  formTitle: string;
  subject: string;
  senderEmail: string | null;
  recipient: string;
  values: ContactValue[];
  createdAt: string;
}

function answers(values: ContactValue[]): string {
  return values
    .map((v) => {
      const value = v.type === "checkbox" ? (v.value ? t.mailChecked : t.mailEmpty) : v.value || t.mailEmpty;
      // Multi-line answers start on their own line, indented, so they read as a block.
      return value.includes("\n") || v.type === "textarea"
        ? `${v.label}:\n${value
            .split("\n")
            .map((line) => `  ${line}`)
            .join("\n")}`
        : `${v.label}: ${value}`;
    })
    .join("\n");
}

function absolute(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}

export function composeRecipientMail(site: SiteContext, s: MailSubmission): MailMessage {
  const lines = [
    t.mailIntro(site.siteName),
    "",
    ...(s.subject ? [`${t.mailSubjectLabel}: ${s.subject}`] : []),
    `${t.mailPage}: ${s.pageTitle} (${absolute(site.publicUrl, s.pagePath)})`,
    ...(s.formTitle ? [`${t.mailForm}: ${s.formTitle}`] : []),
    `${t.mailSentAt}: ${formatDateTime(s.createdAt)}`,
    "",
    answers(s.values),
    "",
    "-- ",
    s.senderEmail ? t.mailReplyHint(s.senderEmail) : t.mailNoReply,
    t.mailInbox(absolute(site.publicUrl, "/admin/inbox")),
    "",
  ];
  return {
    to: s.recipient,
    subject: s.subject ? t.mailSubject(s.subject, site.siteName) : t.mailSubjectNoSubject(site.siteName),
    text: lines.join("\n"),
    replyTo: s.senderEmail ?? undefined,
  };
}

/** The optional copy to the sender (a block setting, off by default). */
export function composeConfirmationMail(site: SiteContext, s: MailSubmission & { senderEmail: string }): MailMessage {
  const lines = [
    t.confirmationIntro(site.siteName),
    "",
    ...(s.subject ? [`${t.mailSubjectLabel}: ${s.subject}`] : []),
    answers(s.values),
    "",
    "-- ",
    t.confirmationOutro,
    "",
  ];
  // Replies to the copy reach the company, not our no-reply sender.
  return { to: s.senderEmail, subject: t.confirmationSubject(site.siteName), text: lines.join("\n"), replyTo: s.recipient };
}
