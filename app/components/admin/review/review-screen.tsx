import { ArrowLeft, Check, CheckCheck, ExternalLink, MessageSquarePlus, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ComparisonView } from "~/components/admin/compare/comparison-view";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/sonner";
import { deReview } from "~/i18n/review";
import { adminEditPath } from "~/lib/admin-paths";
import { formatDateTime } from "~/lib/format";
import { REVIEW_TEXT_MAX, type Annotation } from "~/lib/review-schema";
import type { ReviewScreenData } from "~/routes/admin/pages/review.server";
import { ReviewStatusBadge } from "./review-status-badge";

const t = deReview;

const editorHref = adminEditPath;

/**
 * The reviewer's screen (issue 30): the submission (who, when, note), the comparison of the
 * published state with the working copy with an 'Anmerkung' per block, the open notes, and
 * 'Freigeben und veröffentlichen' / 'Zurückgeben'. Without pages.review: the same, read-only.
 */
export function ReviewScreen({ data }: { data: ReviewScreenData }) {
  const { page, review, comparison, blocks } = data;
  const revalidator = useRevalidator();
  const [approving, setApproving] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const pending = review.status === "pending";
  const canAct = review.mayReview && pending;
  const ownSubmission = review.submission?.user_id === data.userId && !data.isAdmin;
  const labels = new Map(blocks.map((b) => [b.id, b.label]));

  async function approve() {
    setApproving(true);
    try {
      const result = await apiRequest("POST", `/api/pages/${encodeURIComponent(page.id)}/review/approve`, { version: page.version });
      if (!result.ok) return void toast.error(t.approveFailed, { description: describeFailure(result) });
      toast.success(t.approved);
      await revalidator.revalidate();
    } finally {
      setApproving(false);
    }
  }

  const noteAction = (blockId: string) => (review.mayReview ? <AnnotationForm pageId={page.id} blockId={blockId} onSaved={() => void revalidator.revalidate()} /> : null);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6" data-testid="review-screen">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="icon" className="size-8" aria-label={t.openEditor} title={t.openEditor}>
          <Link to={editorHref(page)}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="mr-auto min-w-0 truncate text-2xl font-semibold tracking-tight">{t.screenTitle(page.title)}</h1>
        <ReviewStatusBadge status={review.status} />
        <Button asChild variant="outline" size="sm">
          <Link to={editorHref(page)}>{t.openEditor}</Link>
        </Button>
      </div>

      <section aria-labelledby="review-submission" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="review-submission" className="text-base font-semibold">
          {t.submission}
        </h2>
        {review.submission ? (
          <>
            <p className="text-sm text-muted-foreground" data-testid="review-submitted-by">
              {t.submittedBy(review.submission.user_name ?? "–", formatDateTime(review.submission.created_at))}
            </p>
            <p className="text-sm whitespace-pre-wrap" data-testid="review-note">
              {review.submission.message || <span className="text-muted-foreground">{t.noNote}</span>}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noSubmission}</p>
        )}
        {data.liveHref && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950" role="status" data-testid="review-live">
            <span className="mr-auto">{t.approvedLive}</span>
            <Button asChild size="sm" variant="outline">
              <a href={data.liveHref} target="_blank" rel="noopener" data-testid="review-live-link">
                <ExternalLink aria-hidden="true" />
                {t.viewLive(page.content_type)}
              </a>
            </Button>
          </div>
        )}
        {!review.mayReview && <p className="text-sm text-muted-foreground">{t.readOnly}</p>}
        {canAct && (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <BusyButton busy={approving} disabled={ownSubmission} icon={CheckCheck} label={t.approve} size="default" onClick={() => void approve()} title={ownSubmission ? t.ownSubmission : undefined} data-testid="review-approve" />
            <Button type="button" variant="outline" onClick={() => setReturnOpen(true)} data-testid="review-return">
              <Undo2 aria-hidden="true" />
              {t.giveBack}
            </Button>
            {ownSubmission && <p className="basis-full text-sm text-muted-foreground">{t.ownSubmission}</p>}
          </div>
        )}
      </section>

      {review.annotations.length > 0 && (
        <section aria-labelledby="review-annotations" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="review-annotations" className="text-base font-semibold">
            {t.annotations}
          </h2>
          <ul className="grid gap-2">
            {review.annotations.map((a) => (
              <AnnotationRow key={a.id} annotation={a} blockLabel={labels.get(a.block_id) ?? a.block_id} mayReview={review.mayReview} onChanged={() => void revalidator.revalidate()} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="review-comparison" className="grid gap-3">
        <h2 id="review-comparison" className="text-base font-semibold">
          {t.comparison}
        </h2>
        {comparison ? (
          <ComparisonView comparison={comparison} blockActions={review.mayReview ? noteAction : undefined} />
        ) : (
          <div className="grid gap-3">
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="comparison-unavailable">
              {t.comparisonFailed}
            </p>
            <ul className="grid gap-1 rounded-xl border bg-card p-3 shadow-sm" data-testid="review-blocks">
              {blocks.map((b) => (
                <li key={b.id} data-block-id={b.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted/50" style={{ paddingLeft: `${0.5 + b.depth * 1.25}rem` }}>
                  <span className="min-w-0 flex-1 truncate">{b.label}</span>
                  {noteAction(b.id)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <ReturnDialog open={returnOpen} onOpenChange={setReturnOpen} pageId={page.id} onDone={() => void revalidator.revalidate()} />
    </div>
  );
}

/** 'Anmerkung' on one block: a small form with the text and 'Anmerkung speichern'. */
function AnnotationForm({ pageId, blockId, onSaved }: { pageId: string; blockId: string; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = `annotation-${blockId}`;
  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="annotation-add" data-block-id={blockId}>
        <MessageSquarePlus aria-hidden="true" />
        {t.annotation}
      </Button>
    );
  }
  async function save() {
    setBusy(true);
    setError("");
    try {
      const result = await apiRequest<Annotation>("POST", `/api/pages/${encodeURIComponent(pageId)}/annotations`, { block_id: blockId, body });
      if (!result.ok) {
        if (result.fields.body || result.fields.block_id) setError(result.fields.body ?? result.fields.block_id);
        else toast.error(t.annotationFailed, { description: describeFailure(result) });
        return;
      }
      toast.success(t.annotationSaved);
      setBody("");
      setOpen(false);
      onSaved();
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="grid w-full max-w-sm gap-2 rounded-lg border bg-background p-3 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor={id}>{t.annotationText}</Label>
      <Textarea id={id} value={body} maxLength={REVIEW_TEXT_MAX} rows={3} autoFocus onChange={(e) => setBody(e.target.value)} aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <BusyButton type="submit" busy={busy} icon={Check} label={t.saveAnnotation} />
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function AnnotationRow({ annotation, blockLabel, mayReview, onChanged }: { annotation: Annotation; blockLabel: string; mayReview: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const url = `/api/pages/${encodeURIComponent(annotation.page_id)}/annotations/${encodeURIComponent(annotation.id)}`;
  async function call(method: string, body?: unknown) {
    setBusy(true);
    try {
      const result = await apiRequest(method, url, body);
      if (!result.ok) return void toast.error(t.annotationFailed, { description: describeFailure(result) });
      onChanged();
    } finally {
      setBusy(false);
    }
  }
  const resolved = !!annotation.resolved_at;
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="annotation-row" data-resolved={resolved || undefined}>
      <p className="text-xs text-muted-foreground">{blockLabel}</p>
      <p className={resolved ? "whitespace-pre-wrap text-muted-foreground line-through" : "whitespace-pre-wrap"}>{annotation.body}</p>
      <p className="text-xs text-muted-foreground">
        {t.annotationBy(annotation.created_by_name ?? "–", formatDateTime(annotation.created_at))}
        {resolved && ` · ${t.resolvedBy(annotation.resolved_by_name ?? "–")}`}
      </p>
      {mayReview && (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void call("PATCH", { resolved: !resolved })}>
            {resolved ? t.reopen : t.resolve}
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void call("DELETE")} aria-label={t.deleteAnnotation} title={t.deleteAnnotation}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

/** 'Zurückgeben' with the required 'Kommentar'. */
function ReturnDialog({ open, onOpenChange, pageId, onDone }: { open: boolean; onOpenChange: (open: boolean) => void; pageId: string; onDone: () => void }) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  async function send() {
    if (!comment.trim()) return setError(t.commentRequired);
    setBusy(true);
    setError("");
    try {
      const result = await apiRequest("POST", `/api/pages/${encodeURIComponent(pageId)}/review/return`, { comment });
      if (!result.ok) {
        if (result.fields.comment) setError(result.fields.comment);
        else toast.error(t.returnFailed, { description: describeFailure(result) });
        return;
      }
      toast.success(t.returnedToast);
      setComment("");
      onOpenChange(false);
      onDone();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.giveBackTitle}</DialogTitle>
          <DialogDescription>{t.giveBackIntro}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Label htmlFor="review-comment">{t.comment}</Label>
          <Textarea
            id="review-comment"
            required
            value={comment}
            maxLength={REVIEW_TEXT_MAX}
            rows={4}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? "review-comment-error" : undefined}
          />
          {error && (
            <p id="review-comment-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t.cancel}
            </Button>
            <BusyButton type="submit" busy={busy} icon={Undo2} label={t.giveBack} size="default" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
