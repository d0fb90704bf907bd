import { Copy, Link2, Share2, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { dePreview as t } from "~/i18n/preview";
import { formatDateTime } from "~/lib/format";
import { PREVIEW_DAYS, type PreviewLinkCreated } from "~/lib/preview-link-schema";

/**
 * 'Vorschau-Link teilen' (issue 30): a button that opens the share dialog. The dialog creates a
 * signed link valid for 1–30 days (POST /api/pages/:id/preview-links), shows it with 'Kopieren' and
 * its expiry, and revokes every link of the page after a confirmation (DELETE).
 */
export function SharePreviewButton({ pageId, variant = "outline", compactLabel = true }: { pageId: string; variant?: "outline" | "secondary"; compactLabel?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} size="sm" onClick={() => setOpen(true)} title={t.share}>
        <Share2 aria-hidden="true" />
        <span className={compactLabel ? "max-sm:sr-only" : undefined}>{t.share}</span>
      </Button>
      {open && <SharePreviewDialog pageId={pageId} open={open} onOpenChange={setOpen} />}
    </>
  );
}

export function SharePreviewDialog({ pageId, open, onOpenChange }: { pageId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const ids = useId();
  const [days, setDays] = useState(String(PREVIEW_DAYS.default));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"create" | "revoke" | null>(null);
  const [link, setLink] = useState<PreviewLinkCreated | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const endpoint = `/api/pages/${encodeURIComponent(pageId)}/preview-links`;

  async function create() {
    setBusy("create");
    setError(null);
    // An empty or non-numeric entry goes to the server as it is: it names the field (400 days).
    const value = days.trim() === "" ? days : Number(days);
    const result = await apiRequest<PreviewLinkCreated>("POST", endpoint, { days: Number.isNaN(value) ? days : value });
    setBusy(null);
    if (result.ok) {
      setLink(result.data);
      return;
    }
    if (result.fields.days) setError(result.fields.days);
    else toast.error(t.createFailed, { description: describeFailure(result) });
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t.copied);
    } catch (failure) {
      console.warn("Zwischenablage nicht verfügbar", failure);
      urlInput.current?.select();
      toast.error(t.copyFailed);
    }
  }

  async function revoke() {
    setBusy("revoke");
    const result = await apiRequest<null>("DELETE", endpoint);
    setBusy(null);
    if (result.ok) {
      setLink(null);
      toast.success(t.revoked);
    } else toast.error(t.revokeFailed, { description: describeFailure(result) });
  }

  return (
    <>
      <Dialog open={open && !confirmRevoke} onOpenChange={onOpenChange}>
        <DialogContent data-testid="share-preview-dialog">
          <DialogHeader>
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription>{t.dialogDescription}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-days`}>{t.validFor}</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={`${ids}-days`}
                type="number"
                inputMode="numeric"
                min={PREVIEW_DAYS.min}
                max={PREVIEW_DAYS.max}
                step={1}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void create();
                  }
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${ids}-days-hint`}
                className="w-24"
              />
              <span className="text-sm">{t.days(Number(days))}</span>
              <BusyButton onClick={() => void create()} busy={busy === "create"} disabled={busy !== null} icon={Link2} label={t.create} busyLabel={t.creating} />
            </div>
            <p id={`${ids}-days-hint`} className={error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
              {error ?? t.daysHint}
            </p>
          </div>
          {link && (
            <div className="grid gap-2 rounded-md border bg-muted/40 p-3" role="status">
              <Label htmlFor={`${ids}-url`}>{t.linkLabel}</Label>
              <div className="flex gap-2">
                <Input id={`${ids}-url`} ref={urlInput} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
                <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {t.copy}
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">{t.validUntil(formatDateTime(link.expires_at))}</p>
            </div>
          )}
          <p className="text-xs text-muted-foreground">{t.shareHint}</p>
          <DialogFooter className="gap-2 sm:justify-between">
            <BusyButton variant="outline" className="text-destructive" onClick={() => setConfirmRevoke(true)} busy={busy === "revoke"} disabled={busy !== null} icon={Trash2} label={t.revokeAll} />
            <Button type="button" variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
              {t.close}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title={t.revokeTitle}
        description={t.revokeText}
        confirmLabel={t.revokeAll}
        onConfirm={() => void revoke()}
      />
    </>
  );
}
