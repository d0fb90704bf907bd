import { ArrowLeft, ExternalLink, Mail, MailOpen, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import type { Delivery, SubmissionDetail } from "~/lib/inbox";
import { cn } from "~/lib/utils";

const t = de.inbox;

const timeOnly = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });
const dayOnly = new Intl.DateTimeFormat("de-DE", { dateStyle: "short", timeZone: "Europe/Berlin" });

/** '14:05 Uhr' today; with the date when the retry falls on another day (the back-off reaches hours). */
function retryTime(iso: string): string {
  const at = new Date(iso);
  return dayOnly.format(at) === dayOnly.format(new Date()) ? `${timeOnly.format(at)} Uhr` : formatDateTime(at);
}

/** The delivery state in German, e.g. 'Neuer Versuch um 14:05 Uhr (Versuch 3)'. */
export function deliveryText(d: Delivery): string {
  switch (d.state) {
    case "sent":
      return t.state.sent(formatDateTime(d.sent_at));
    case "stored":
      return t.state.stored;
    case "pending":
      return t.state.pending;
    case "retrying":
      return t.state.retrying(d.next_attempt_at ? retryTime(d.next_attempt_at) : "–", d.attempts + 1);
    case "failed":
      return t.state.failed(d.last_error ?? "–");
    default:
      return t.state.none;
  }
}

export const DELIVERY_BADGE = { sent: "success", stored: "secondary", pending: "outline", retrying: "outline", failed: "destructive", none: "outline" } as const;

function DeliveryRow({ title, delivery, onResend, busy }: { title: string; delivery: Delivery; onResend?: () => void; busy?: boolean }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{title}</span>
        <Badge variant={DELIVERY_BADGE[delivery.state]} className="max-w-full whitespace-normal text-left">
          {deliveryText(delivery)}
        </Badge>
      </div>
      {delivery.to && <p className="text-muted-foreground">{`${t.to}: ${delivery.to}`}</p>}
      {delivery.last_error && delivery.state === "retrying" && (
        <p className="text-destructive">
          {t.lastError} {delivery.last_error}
        </p>
      )}
      {onResend && (
        <div>
          <Button variant="outline" size="sm" onClick={onResend} disabled={busy}>
            <RotateCw aria-hidden="true" className={cn("size-4", busy && "animate-spin")} />
            {t.resend}
          </Button>
        </div>
      )}
    </div>
  );
}

export function SubmissionView({ submission, listHref }: { submission: SubmissionDetail; listHref: string }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { run, busy } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the list disappears when an item opens, taking the focused link with it: move focus
  // to the item's heading. On a wide screen focus stays in the list, to go on to the next item.
  useEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active.offsetParent === null) heading.current?.focus();
  }, []);

  // Escape closes the item (not while typing in a field or while the delete dialog is open).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || confirming) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [role=dialog]")) return;
      navigate(listHref, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [confirming, listHref, navigate]);

  const base = `/api/inbox/${encodeURIComponent(submission.id)}`;
  const sender = submission.sender_name ?? submission.sender_email ?? t.anonymous;
  return (
    <article aria-labelledby="anfrage-titel" className="grid gap-5 rounded-lg border bg-card p-5">
      <Link to={listHref} className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground md:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <header className="grid gap-1">
        <h2 id="anfrage-titel" ref={heading} tabIndex={-1} className="text-lg font-semibold leading-snug outline-none">
          {submission.subject || t.noSubject}
        </h2>
        <p className="text-muted-foreground">
          {t.from}: <span className="text-foreground">{sender}</span>
          {submission.sender_email && submission.sender_name && (
            <>
              {" "}
              &lt;
              <a className="text-primary-strong underline underline-offset-4 hyphens-none" href={`mailto:${submission.sender_email}`}>
                {submission.sender_email}
              </a>
              &gt;
            </>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-muted-foreground">
          <dt>{t.received}</dt>
          <dd>
            <time dateTime={submission.created_at}>{formatDateTime(submission.created_at)}</time>
          </dd>
          <dt>{t.page}</dt>
          <dd>
            <a href={submission.page_path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-primary-strong underline-offset-4 hover:underline">
              {submission.page_title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </dd>
          {submission.form_title && (
            <>
              <dt>{t.form}</dt>
              <dd>{submission.form_title}</dd>
            </>
          )}
        </dl>
      </header>

      <section aria-labelledby="anfrage-angaben" className="grid gap-2">
        <h3 id="anfrage-angaben" className="font-medium">
          {t.answers}
        </h3>
        <dl className="grid gap-3 rounded-lg border p-4">
          {submission.values.map((v) => (
            <div key={v.name} className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground uppercase tracking-wide">{v.label}</dt>
              <dd className={cn("whitespace-pre-wrap break-words", !v.value && "text-muted-foreground", v.type === "email" && "hyphens-none")}>
                {v.type === "checkbox" ? (v.value ? t.checked : t.notChecked) : v.value || t.notAnswered}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="anfrage-zustellung" className="grid gap-2">
        <h3 id="anfrage-zustellung" className="font-medium">
          {t.delivery}
        </h3>
        <DeliveryRow
          title={t.recipientMail}
          delivery={submission.delivery}
          busy={busy === "resend"}
          onResend={async () => {
            if ((await run({ key: "resend", method: "POST", url: `${base}/resend`, success: t.resent, failure: t.resendFailed })).ok) void revalidator.revalidate();
          }}
        />
        {submission.confirmation && <DeliveryRow title={t.confirmation} delivery={submission.confirmation} />}
      </section>

      <footer className="flex flex-wrap gap-2 border-t pt-4">
        {submission.sender_email && (
          <Button asChild size="sm">
            <a href={`mailto:${submission.sender_email}?subject=${encodeURIComponent(`Re: ${submission.subject || submission.form_title}`)}`}>
              <Mail aria-hidden="true" className="size-4" />
              {t.replyByMail}
            </a>
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={async () => {
            const read = !submission.read;
            // Closes the item: staying on ?id= would mark it read again at the next load.
            const result = await run({ method: "PATCH", url: base, body: { read }, success: read ? t.markedRead : t.markedUnread, failure: t.updateFailed });
            if (result.ok) navigate(listHref, { preventScrollReset: true });
          }}
        >
          <MailOpen aria-hidden="true" className="size-4" />
          {submission.read ? t.markUnread : t.markRead}
        </Button>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={busy !== null} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t.delete}
        </Button>
      </footer>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle}
        description={t.deleteConfirm}
        cancelLabel={t.cancel}
        confirmLabel={t.delete}
        onConfirm={async () => {
          const result = await run({ method: "DELETE", url: base, success: t.deleted, failure: t.deleteFailed });
          if (result.ok) navigate(listHref, { preventScrollReset: true });
        }}
      />
    </article>
  );
}
