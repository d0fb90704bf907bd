import { ArrowLeft, Redo2, Save, Send, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { PreviewButton } from "~/components/admin/editor/preview-button";
import { Link } from "react-router";
import type { LiveState, StatusTone } from "~/components/admin/editor/session/session";
import { Button } from "~/components/ui/button";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { cn } from "~/lib/utils";
import { PresentationStatus } from "./presentation-list";

const t = dePresentationsAdmin;
const e = t.editor;
const TONE: Record<StatusTone, string> = { error: "text-destructive", pending: "text-amber-700", neutral: "text-muted-foreground" };

interface Props {
  title: string;
  previewHref: string;
  /** The editing session's status line and its colour. */
  status: string;
  tone: StatusTone;
  live: LiveState;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  saving: boolean;
  publishing: boolean;
  canPublish: boolean;
  onSave: () => void;
  onPublish: () => void;
  /** Issue 30: who else has the presentation open. */
  presence?: ReactNode;
  /** Issue 30: 'Vorschau-Link teilen', beside the preview button. */
  share?: ReactNode;
  /** Issue 30, watching ('Ansehen'): no undo, save or publish. */
  readOnly?: boolean;
}

/** The presentation editor's sticky head: back, title, save status, undo/redo, preview, save and publish. */
export function SlideEditorHeader(p: Props) {
  return (
    <div className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button asChild variant="ghost" size="icon" className="size-8" aria-label={t.back} title={t.back}>
          <Link to="/admin/presentations">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="mr-auto min-w-0 truncate text-lg font-semibold tracking-tight">{p.title}</h1>
        {p.presence}
        <span role="status" aria-live="polite" data-testid="save-status" className={cn("text-xs font-medium", TONE[p.tone])}>
          {p.status}
        </span>
        <PresentationStatus page={{ is_published: p.live.online, has_unpublished_changes: p.live.unpublished }} />
        <div className="flex flex-wrap gap-2">
          {!p.readOnly && (
            <>
          <Button type="button" variant="outline" size="icon" className="size-8" aria-label={e.undo} title={`${e.undo} (Strg+Z)`} aria-keyshortcuts="Control+Z" disabled={!p.canUndo} onClick={p.onUndo}>
            <Undo2 aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="icon" className="size-8" aria-label={e.redo} title={`${e.redo} (Strg+Y)`} aria-keyshortcuts="Control+Y" disabled={!p.canRedo} onClick={p.onRedo}>
            <Redo2 aria-hidden="true" />
          </Button>
            </>
          )}
          <PreviewButton href={p.previewHref} label={t.preview} />
          {p.share}
          {!p.readOnly && (
            <>
              <BusyButton variant="outline" disabled={p.saving || p.publishing} aria-keyshortcuts="Control+S" onClick={p.onSave} busy={p.saving} icon={Save} label={e.save} />
              <BusyButton disabled={!p.canPublish} onClick={p.onPublish} busy={p.publishing} icon={Send} label={t.publish} busyLabel={t.publishing} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
