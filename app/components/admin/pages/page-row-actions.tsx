import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { RowButton } from "~/components/admin/forms/row-controls";
import { RowIcon } from "~/components/admin/forms/row-icons";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { de } from "~/i18n/de";
import { pageHref } from "~/lib/navigation";
import { apiRequest, describeFailure } from "./api-client";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { adminEditPath } from "~/lib/admin-paths";
import type { PageRowBase } from "~/lib/pages";

const t = de.pagesAdmin;

export interface RowPage extends PageRowBase {
  is_legal: boolean;
  content_type?: string;
}

/** An icon-only control with a visible tooltip and the same text as its accessible name. */
function IconAction({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** `onChanged`: the page was deleted, published or its changes discarded (the list reloads). */
export function PageRowActions({ page, onChanged }: { page: RowPage; onChanged: () => void }) {
  const [templateOpen, setTemplateOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const href = pageHref(page.slug);
  const canPublish = page.has_unpublished_changes || !page.is_published;

  /** Publish or discard: the version the list was loaded with, so a stale list gets a 409. */
  async function changeState(action: "publish" | "discard") {
    setBusy(true);
    const result = await apiRequest<RowPage>("POST", `/api/pages/${encodeURIComponent(page.id)}/${action}`, { version: page.version });
    setBusy(false);
    if (result.ok) toast.success(action === "publish" ? t.publishedToast : t.discardedToast);
    else toast.error(action === "publish" ? t.publishFailed : t.discardFailed, { description: describeFailure(result) });
    // Also after a failure: a 409 means the list is stale.
    onChanged();
  }

  async function remove() {
    const result = await apiRequest<null>("DELETE", `/api/pages/${encodeURIComponent(page.id)}`);
    if (result.ok) {
      toast.success(de.pages.deleted);
      onChanged();
    } else if (result.status === 409) {
      toast.error(de.pages.legalDelete);
    } else {
      toast.error(de.pages.deleteFailed, { description: describeFailure(result) });
    }
  }

  return (
    <div className="flex shrink-0 flex-wrap items-center gap-0.5">
      <RowButton asChild variant="outline" size="sm" className="mr-1">
        <Link to={adminEditPath(page)} prefetch="intent">
          <RowIcon name="pencil" />
          <span className="max-sm:sr-only">{t.edit}</span>
        </Link>
      </RowButton>
      {canPublish && (
        <RowButton variant="outline" size="sm" className="mr-1" disabled={busy} onClick={() => void changeState("publish")}>
          <RowIcon name="send" />
          <span className="max-sm:sr-only">{t.publish}</span>
        </RowButton>
      )}
      {page.has_unpublished_changes && (
        <IconAction label={t.discard}>
          <RowButton variant="ghost" aria-label={t.discard} disabled={busy} onClick={() => setDiscardOpen(true)}>
            <RowIcon name="undo" />
          </RowButton>
        </IconAction>
      )}
      {page.is_published ? (
        <IconAction label={t.view}>
          <RowButton asChild variant="ghost">
            <a href={href} target="_blank" rel="noopener" aria-label={t.view}>
              <RowIcon name="external" />
            </a>
          </RowButton>
        </IconAction>
      ) : (
        <IconAction label={t.viewDraft}>
          {/* A disabled button gets no pointer events; the span carries the tooltip and focus. */}
          <span tabIndex={0} className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <RowButton variant="ghost" disabled aria-label={t.view}>
              <RowIcon name="external" />
            </RowButton>
          </span>
        </IconAction>
      )}
      <IconAction label={t.preview}>
        <RowButton asChild variant="ghost">
          <a href={`${href}?preview=true`} target="_blank" rel="noopener" aria-label={t.preview}>
            <RowIcon name="eye" />
          </a>
        </RowButton>
      </IconAction>
      <IconAction label={t.revisions}>
        <RowButton asChild variant="ghost">
          <Link to={`/admin/pages/${page.id}/revisions`} aria-label={t.revisions}>
            <RowIcon name="history" />
          </Link>
        </RowButton>
      </IconAction>
      <IconAction label={t.saveAsTemplate}>
        <RowButton variant="ghost" aria-label={t.saveAsTemplate} onClick={() => setTemplateOpen(true)}>
          <RowIcon name="template" />
        </RowButton>
      </IconAction>
      {page.is_legal ? (
        <IconAction label={de.pages.legalDelete}>
          <span tabIndex={0} className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" data-testid="legal-delete">
            <RowButton variant="ghost" disabled aria-label={t.delete}>
              <RowIcon name="trash" />
            </RowButton>
          </span>
        </IconAction>
      ) : (
        <IconAction label={t.delete}>
          <RowButton variant="ghost" className="text-destructive hover:text-destructive" aria-label={t.delete} onClick={() => setDeleteOpen(true)}>
            <RowIcon name="trash" />
          </RowButton>
        </IconAction>
      )}

      <SaveAsTemplateDialog page={page} open={templateOpen} onOpenChange={setTemplateOpen} />
      <ConfirmDialog
        open={discardOpen}
        onOpenChange={setDiscardOpen}
        title={t.discardTitle}
        description={t.discardText(page.title)}
        confirmLabel={t.discard}
        onConfirm={() => void changeState("discard")}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t.deleteTitle}
        description={t.deleteText(page.title)}
        confirmLabel={t.delete}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

function SaveAsTemplateDialog({ page, open, onOpenChange }: { page: RowPage; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState(page.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `template-name-${page.id}`;

  async function save() {
    setBusy(true);
    const result = await apiRequest<{ name: string }>("POST", "/api/templates", { name, page_id: page.id });
    setBusy(false);
    if (result.ok) {
      toast.success(t.templateSaved(result.data.name));
      onOpenChange(false);
    } else {
      setError(result.fields.name ?? describeFailure(result));
      toast.error(t.templateSaveFailed, { description: describeFailure(result) });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setName(page.title);
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t.templateDialogTitle}</DialogTitle>
            <DialogDescription>{t.templateDialogText(page.title)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>{t.templateName}</Label>
            <Input
              id={inputId}
              value={name}
              onChange={(event) => (setName(event.target.value), setError(null))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              autoFocus
            />
            {error && (
              <p id={`${inputId}-error`} className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {de.ui.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
