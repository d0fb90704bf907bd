import { ArrowLeft, Eye, EyeOff, GitCompare, Loader2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { BlockList } from "~/blocks/render";
import type { Block } from "~/blocks/types";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { deCompare } from "~/i18n/compare";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { apiRequest, describeFailure } from "./api-client";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

const r = de.pagesAdmin.revisionsPage;

export interface RevisionRow {
  id: string;
  summary: string;
  created_at: string;
  /** The last save of a run of saves: the time of the state this revision holds, named everywhere it is shown. */
  updated_at: string;
  title: string;
  slug: string;
  author: { name: string; email: string } | null;
}

type Preview = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; blocks: Block[]; title: string };

/** `mayRestore`: false for a role that may not restore (an Autor): no restore buttons. */
export function RevisionHistory({ page, revisions, mayRestore = true }: { page: { id: string; title: string; version: number }; revisions: RevisionRow[]; mayRestore?: boolean }) {
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [restoring, setRestoring] = useState<RevisionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  // Two revisions chosen to compare with each other (issue 30), in the order they were ticked.
  const [chosen, setChosen] = useState<string[]>([]);
  const compareHref = (from: string, to: string) => `/admin/pages/${page.id}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  function toggleChosen(id: string) {
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-2)));
  }
  function compareChosen() {
    // The list is newest first: the one further down is the older state.
    const [a, b] = chosen.map((id) => revisions.findIndex((r) => r.id === id)).sort((x, y) => y - x);
    void navigate(compareHref(revisions[a].id, revisions[b].id));
  }

  async function togglePreview(revision: RevisionRow) {
    if (openId === revision.id) return (setOpenId(null), setPreview(null));
    setOpenId(revision.id);
    setPreview({ state: "loading" });
    const result = await apiRequest<{ content: Block[]; title: string }>("GET", `/api/pages/${page.id}/revisions/${revision.id}`);
    setPreview(result.ok ? { state: "ready", blocks: result.data.content, title: result.data.title } : { state: "error", message: describeFailure(result) });
  }

  async function restore(revision: RevisionRow) {
    setBusy(true);
    // The version this list was loaded with: if someone saved meanwhile, the API answers 409 and
    // nothing of theirs is overwritten; the list reloads either way.
    const result = await apiRequest("POST", `/api/pages/${page.id}/revisions/${revision.id}/restore`, { version: page.version });
    setBusy(false);
    if (result.ok) {
      toast.success(r.restored);
      setOpenId(null);
      setPreview(null);
      void revalidator.revalidate();
    } else {
      toast.error(r.restoreFailed, { description: describeFailure(result) });
      void revalidator.revalidate();
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <div>
        <Button asChild variant="link" size="sm" className="mb-1 h-auto px-0 text-muted-foreground">
          <Link to={`/admin/pages/${page.id}/edit`}>
            <ArrowLeft aria-hidden="true" />
            {de.pagesAdmin.edit}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{r.title(page.title)}</h1>
        <p className="mt-1 text-muted-foreground">{r.intro}</p>
      </div>

      {revisions.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{r.empty}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" size="sm" disabled={chosen.length !== 2} onClick={compareChosen} data-testid="compare-chosen">
              <GitCompare aria-hidden="true" />
              {deCompare.compareSelected}
            </Button>
            <p className="flex-1 text-sm text-muted-foreground">{deCompare.selectTwo}</p>
            <Button asChild variant="link" size="sm">
              <Link to={compareHref("published", "draft")}>{deCompare.publishedWithDraft}</Link>
            </Button>
          </div>
          <ol className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={r.title(page.title)} data-testid="revision-list">
            {revisions.map((revision, index) => (
              <li key={revision.id} className="border-b last:border-b-0">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.includes(revision.id)}
                    onChange={() => toggleChosen(revision.id)}
                    aria-label={deCompare.select(formatDateTime(revision.updated_at))}
                    data-testid="revision-choose"
                  />
                  <div className="min-w-0 flex-1 basis-72">
                    <p className="font-medium">
                      {revision.summary}
                      {index === 0 && (
                        <Badge variant="secondary" className="ml-2 align-middle">
                          {r.current}
                        </Badge>
                      )}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={revision.updated_at}>{formatDateTime(revision.updated_at)}</time>
                      {" · "}
                      {r.who} {revision.author?.email || r.unknown}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" size="sm">
                      <Link to={compareHref(revision.id, "draft")}>
                        <GitCompare aria-hidden="true" />
                        {deCompare.compareWithDraft}
                      </Link>
                    </Button>
                    <Button type="button" variant="outline" size="sm" aria-expanded={openId === revision.id} onClick={() => void togglePreview(revision)}>
                      {openId === revision.id ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                      {openId === revision.id ? r.hidePreview : r.preview}
                    </Button>
                    {index > 0 && mayRestore && (
                      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setRestoring(revision)}>
                        <RotateCcw aria-hidden="true" />
                        {r.restore}
                      </Button>
                    )}
                  </div>
                </div>
                {openId === revision.id && preview && (
                  <div className="border-t bg-muted/40 p-4">
                    <p className="mb-2 text-xs font-medium text-muted-foreground">{r.previewTitle(formatDateTime(revision.updated_at))}</p>
                    {preview.state === "loading" && (
                      <p className="flex items-center gap-2 text-muted-foreground">
                        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                        {r.previewLoading}
                      </p>
                    )}
                    {preview.state === "error" && (
                      <p role="alert" className="text-destructive">
                        {r.previewFailed} {preview.message}
                      </p>
                    )}
                    {preview.state === "ready" && (
                      // Read-only: the preview is inert, so its links and forms can't be used by accident.
                      <div className="max-h-[32rem] overflow-auto rounded-lg border bg-background p-6 text-base" inert data-testid="revision-preview">
                        {preview.blocks.length === 0 ? <p className="text-muted-foreground">{r.previewEmpty}</p> : <BlockList blocks={preview.blocks} />}
                      </div>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </>
      )}

      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={r.restoreTitle}
        description={restoring ? r.restoreText(formatDateTime(restoring.updated_at)) : ""}
        confirmLabel={r.restore}
        onConfirm={() => restoring && void restore(restoring)}
        destructive={false}
      />
    </div>
  );
}
