import { Eye, Pencil, Plus, Presentation, Send, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { dePresentationsAdmin as t } from "~/i18n/presentations-admin";
import { formatDateTime } from "~/lib/format";
import { NewPresentationDialog } from "./new-presentation-dialog";
import { presentationHref } from "./paths";
import type { PageRowBase } from "~/lib/pages";

export interface PresentationListRow extends PageRowBase {
  updated_at: string;
  slideCount: number;
  firstSlide: { title: string; imageUrl: string } | null;
}

/** Status as in the page list: Entwurf, Veröffentlicht, and saved changes visitors do not see yet. */
export function PresentationStatus({ page }: { page: Pick<PresentationListRow, "is_published" | "has_unpublished_changes"> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {page.is_published ? <Badge variant="success">{t.status.published}</Badge> : <Badge variant="secondary">{t.status.draft}</Badge>}
      {page.has_unpublished_changes && page.is_published && (
        <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" data-testid="unpublished-changes">
          {t.status.unpublishedChanges}
        </Badge>
      )}
    </span>
  );
}

export function PresentationList({ presentations }: { presentations: PresentationListRow[] }) {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t.newPresentation}
          </Button>
        }
      />
      {presentations.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t.empty}</p>
      ) : (
        // Relative: the header's sr-only label (absolute) is then placed inside the scrolling box
        // instead of widening the whole page on a phone.
        <div className="relative overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t.columns.title}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t.columns.status}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t.columns.slides}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t.columns.updated}</th>
                <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">{t.columns.actions}</span></th>
              </tr>
            </thead>
            <tbody>
              {presentations.map((p) => (
                <PresentationRowView key={p.id} page={p} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && <NewPresentationDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

function PresentationRowView({ page }: { page: PresentationListRow }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const url = `/api/pages/${encodeURIComponent(page.id)}`;
  const canPublish = !page.is_published || page.has_unpublished_changes;

  /** The version the list was loaded with: a stale list gets the pages API's 409 and reloads. */
  async function changeState(action: "publish" | "unpublish") {
    setBusy(true);
    const result = await apiRequest("POST", `${url}/${action}`, { version: page.version });
    setBusy(false);
    if (result.ok) toast.success(action === "publish" ? t.published : t.unpublished);
    else toast.error(action === "publish" ? t.publishFailed : t.unpublishFailed, { description: describeFailure(result) });
    void revalidator.revalidate();
  }

  async function remove() {
    const result = await apiRequest("DELETE", url);
    if (result.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: describeFailure(result) });
    void revalidator.revalidate();
  }

  return (
    <tr className="border-b last:border-b-0" data-testid="presentation-row" data-presentation-id={page.id}>
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          <div className="flex aspect-video w-16 shrink-0 items-center justify-center overflow-hidden rounded border bg-muted">
            {page.firstSlide?.imageUrl ? <img src={page.firstSlide.imageUrl} alt="" className="size-full object-cover" loading="lazy" /> : <Presentation aria-hidden="true" className="size-4 text-muted-foreground" />}
          </div>
          <div className="grid min-w-0">
            <Link to={`/admin/presentations/${page.id}/edit`} className="font-medium hover:underline focus-visible:underline">
              {page.title}
            </Link>
            <span className="truncate font-mono text-xs text-muted-foreground">{presentationHref(page.slug)}</span>
          </div>
        </div>
      </td>
      <td className="px-3 py-2">
        <PresentationStatus page={page} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{t.slideCount(page.slideCount)}</td>
      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDateTime(page.updated_at)}</td>
      <td className="px-3 py-2">
        <div className="flex items-center justify-end gap-1" role="group" aria-label={t.actionsFor(page.title)}>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/presentations/${page.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a href={`${presentationHref(page.slug)}?preview=true`} target="_blank" rel="noopener" aria-label={t.preview} title={t.preview}>
              <Eye aria-hidden="true" />
            </a>
          </Button>
          {canPublish && (
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void changeState("publish")}>
              <Send aria-hidden="true" />
              {t.publish}
            </Button>
          )}
          {page.is_published && (
            <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t.unpublish} title={t.unpublish} disabled={busy} onClick={() => void changeState("unpublish")}>
              <Undo2 aria-hidden="true" />
            </Button>
          )}
          <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive" aria-label={t.delete} title={t.delete} disabled={busy} onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <ConfirmDialog open={deleteOpen} onOpenChange={setDeleteOpen} title={t.deleteTitle} description={t.deleteText(page.title)} confirmLabel={t.delete} onConfirm={() => void remove()} />
      </td>
    </tr>
  );
}
