import { ArrowLeft, History, Save, Send, Undo2 } from "lucide-react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { PreviewButton } from "~/components/admin/editor/preview-button";
import { memo, useLayoutEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";

const t = de.pagesAdmin;
const f = t.form;

export interface EditorHeaderProps {
  back: { to: string; label: string };
  title: string;
  revisionsHref: string;
  previewHref: string;
  /** On the builder tab its toolbar shows the status and holds Speichern / Veröffentlichen. */
  building: boolean;
  dirty: boolean;
  statusText: string;
  /** Saved changes visitors do not see yet. */
  unpublished: boolean;
  online: boolean;
  saving: boolean;
  publishing: boolean;
  canPublish: boolean;
  onSave: () => void;
  /** Absent: the person may not publish or discard (an Autor): neither button. */
  onPublish?: () => void;
  onDiscard?: () => void;
  /** Issue 30: who else has the page open (before the title's end). */
  presence?: ReactNode;
  /** Issue 30: the review controls ('Zur Freigabe einreichen', status), before the buttons. */
  review?: ReactNode;
  /** Issue 30: 'Vorschau-Link teilen', beside the preview button. */
  share?: ReactNode;
}

/**
 * The editor's sticky head: back, title, status, revisions, preview, save, discard and publish.
 * Memoised with stable handlers: typing in the builder changes none of its props.
 */
export const EditorHeader = memo(function EditorHeader(p: EditorHeaderProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The builder's toolbar sticks right below this head (builder-toolbar.tsx), however tall it is.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--editor-header-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--editor-header-height");
    };
  }, []);
  return (
    <div ref={ref} className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8 group-has-[[data-page-builder]]/shell:md:-mx-3 group-has-[[data-page-builder]]/shell:md:px-3">
      <div className="mx-auto flex w-full flex-wrap items-center gap-x-3 gap-y-2">
        <Button asChild variant="ghost" size="icon" className="size-8" aria-label={p.back.label} title={p.back.label}>
          <Link to={p.back.to}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="mr-auto min-w-0 truncate text-lg font-semibold tracking-tight">{p.title}</h1>
        {p.presence}
        {!p.building && (
          <span role="status" aria-live="polite" className={cn("flex items-center gap-1.5 text-xs font-medium", p.dirty ? "text-amber-700" : "text-muted-foreground")}>
            {p.dirty && <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />}
            {p.statusText}
          </span>
        )}
        {p.unpublished && !p.publishing && (
          <span className="rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900" title={t.unpublishedChangesHint} data-testid="unpublished-changes">
            {t.unpublishedChanges}
          </span>
        )}
        {p.review}
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={p.revisionsHref}>
              <History aria-hidden="true" />
              <span className="max-sm:sr-only">{t.revisions}</span>
            </Link>
          </Button>
          <PreviewButton href={p.previewHref} label={t.preview} />
          {p.share}
          {!p.building && (
            <BusyButton variant={p.unpublished || !p.online ? "outline" : "default"} disabled={p.saving || p.publishing} aria-keyshortcuts="Control+S" title={`${t.save} (${f.shortcut})`} onClick={p.onSave} busy={p.saving} icon={Save} label={t.save} busyLabel={t.saving} />
          )}
          {p.unpublished && p.online && p.onDiscard && (
            <Button type="button" variant="outline" size="sm" disabled={p.saving || p.publishing} onClick={p.onDiscard}>
              <Undo2 aria-hidden="true" />
              <span className="max-sm:sr-only">{t.discard}</span>
            </Button>
          )}
          {!p.building && p.onPublish && (
            <BusyButton disabled={!p.canPublish} onClick={p.onPublish} busy={p.publishing} icon={Send} label={t.publish} busyLabel={t.publishing} />
          )}
        </div>
      </div>
    </div>
  );
});
