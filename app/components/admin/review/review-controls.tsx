import { ClipboardCheck, MessageSquareWarning, SendHorizontal } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/sonner";
import { deReview } from "~/i18n/review";
import { reviewPath } from "~/lib/admin-paths";
import { formatDateTime } from "~/lib/format";
import type { ReviewStatus } from "~/lib/pages";
import { REVIEW_TEXT_MAX, type ReviewStep } from "~/lib/review-schema";
import { OpenAnnotationsCount } from "./annotations";
import { ReviewStatusBadge } from "./review-status-badge";

const t = deReview;

interface Props {
  pageId: string;
  /** Where the review is checked depends on it (blog posts under /admin/blog). */
  contentType?: string;
  status: ReviewStatus | null;
  /** 'Zur Freigabe einreichen' is offered (an Autor's own draft, or 'Freigabe erforderlich'). */
  submit: boolean;
  mayReview: boolean;
  openAnnotations: number;
  /** Saves what was typed before the submission (so the submitted state is what is on screen); false: not saved. */
  saveFirst: () => Promise<boolean>;
  onStatus: (status: ReviewStatus | null) => void;
}

/**
 * The editor head's review part (issue 30): status badge, open notes, 'Zur Freigabe einreichen'
 * with its note dialog, and for reviewers of a pending page the link 'Freigabe prüfen'.
 */
export function ReviewControls({ pageId, contentType, status, submit, mayReview, openAnnotations, saveFirst, onStatus }: Props) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setError("");
    try {
      if (!(await saveFirst())) return;
      const result = await apiRequest<{ review_status: ReviewStatus | null }>("POST", `/api/pages/${encodeURIComponent(pageId)}/review`, { note });
      if (!result.ok) {
        if (result.fields.note) setError(result.fields.note);
        else toast.error(t.submitFailed, { description: describeFailure(result) });
        return;
      }
      onStatus("pending");
      setOpen(false);
      setNote("");
      toast.success(t.submitted);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <OpenAnnotationsCount count={openAnnotations} />
      <ReviewStatusBadge status={status} />
      {mayReview && status === "pending" && (
        <Button asChild size="sm" variant="outline">
          <Link to={reviewPath({ id: pageId, content_type: contentType })} data-testid="review-check-link">
            <ClipboardCheck aria-hidden="true" />
            {t.check}
          </Link>
        </Button>
      )}
      {submit && status !== "pending" && (
        <Button type="button" size="sm" onClick={() => setOpen(true)} data-testid="review-submit">
          <SendHorizontal aria-hidden="true" />
          {t.submit}
        </Button>
      )}
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.submitTitle}</DialogTitle>
            <DialogDescription>{t.submitIntro}</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Label htmlFor="review-note">{t.note}</Label>
            <Textarea
              id="review-note"
              value={note}
              maxLength={REVIEW_TEXT_MAX}
              placeholder={t.notePlaceholder}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={!!error || undefined}
              aria-describedby={error ? "review-note-error" : undefined}
              rows={4}
            />
            {error && (
              <p id="review-note-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter className="mt-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                {t.cancel}
              </Button>
              <BusyButton type="submit" busy={busy} icon={SendHorizontal} label={t.submitConfirm} size="default" />
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The reviewer's comment in the editor while the page is 'Zurückgegeben'. */
export function ReturnedBanner({ step }: { step: ReviewStep | null }) {
  if (!step) return null;
  return (
    <div role="status" data-testid="review-returned-banner" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950">
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {step.user_name ? t.returnedBanner(step.user_name) : t.returnedBannerNoName}
          <span className="font-normal text-red-900/80"> · {formatDateTime(step.created_at)}</span>
        </p>
        {step.message && <p className="whitespace-pre-wrap">{step.message}</p>}
      </div>
    </div>
  );
}
