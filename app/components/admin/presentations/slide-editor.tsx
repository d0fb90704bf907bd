import { Copy, Plus, Trash2 } from "lucide-react";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { isSlide } from "~/blocks/slide/shown";
import { emptySlide, slideText } from "~/blocks/slide/text";
import type { Block } from "~/blocks/types";
import { RichTextEditor } from "~/components/admin/editor/rich-text";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useEditingSession } from "~/components/admin/editor/session/use-editing-session";
import { EditorLeaveDialog } from "~/components/admin/editor/save/leave-dialog";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { describeFailure } from "~/components/admin/pages/api-client";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import type { HistoryAction } from "~/editor/history";
import { useEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { cn } from "~/lib/utils";
import { presentationHref } from "./paths";
import { addSlide, canDeleteSlide, currentSlideIndex, deleteSlide, duplicateSlide, moveSlide, setSlideText, updateSlide } from "./slide-actions";
import { SharePreviewButton } from "~/components/admin/preview/share-preview";
import { SlideEditorHeader } from "./slide-editor-header";
import { SlideImageField } from "./slide-image-field";
import { SlideList, type SlideSummary } from "./slide-list";

const t = dePresentationsAdmin;
const e = t.editor;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const summary = (slide: Block): SlideSummary => ({ id: slide.id, title: str(slide.content.title), imageUrl: str(slide.content.imageUrl) });

export interface EditablePresentation {
  id: string;
  title: string;
  slug: string;
  version: number;
  is_published: boolean;
  has_unpublished_changes: boolean;
  updated_at: string;
}

type PageAnswer = EditablePresentation & { content: unknown };

/**
 * The presentation editor (spec §4): a presentation's content is its list of slide blocks, edited
 * with the page builder's reducer and history (app/editor: undo/redo, Ctrl+Z/Ctrl+Y outside text
 * fields), saved by the same editing session; the operations are app/components/admin/presentations/slide-actions.ts.
 */
export function SlideEditor({ page, initialBlocks, presence, viewOnly }: {
  page: EditablePresentation;
  initialBlocks: Block[];
  presence?: ReactNode;
  /** Issue 30, watching ('Ansehen'): this banner above, and nothing to change (slides can still be looked through). */
  viewOnly?: ReactNode;
}) {
  const readOnly = !!viewOnly;
  // A presentation always has a slide to edit (an older one stored without any gets an empty one).
  const start = useMemo(() => (initialBlocks.some(isSlide) ? initialBlocks : [...initialBlocks, emptySlide()]), [initialBlocks]);
  const editor = useEditor(start);
  const blocks = editor.state.blocks;
  const slideBlocks = useMemo(() => blocks.filter(isSlide), [blocks]);
  const slides = useMemo(() => slideBlocks.map(summary), [slideBlocks]);
  // The current slide is the one holding the reducer's selection (a new or copied slide is selected
  // by the reducer, so is a text block added to a slide); without one, the first.
  const index = currentSlideIndex(blocks, editor.state.selectedId);
  const current = slides[index];
  // The rich text's change handler outlives renders: it reads the blocks of the last one.
  const latest = useRef(blocks);
  latest.current = blocks;
  const [publishing, setPublishing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);

  // The same session as the page builder: blocks in, blocks saved (an empty slide is a real one).
  const editing = useEditingSession({
    pageId: page.id,
    version: page.version,
    content: start,
    blocks,
    live: { online: page.is_published, unpublished: page.has_unpublished_changes },
    // Someone else saved meanwhile: their changes come into the slides and the undo history (issue 38).
    onRebase: ({ base, theirs, choices }) => editor.dispatch({ type: "rebase", base, theirs, choices }),
  });
  const { session, live } = editing;

  const run = (action: HistoryAction | null) => {
    if (action) editor.dispatch(action);
  };

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      return await session.flush();
    } finally {
      setSaving(false);
    }
  }

  /** Saves what is unsaved, then makes the working copy live (POST …/publish with the version). */
  async function publish() {
    setPublishing(true);
    try {
      if (!(await save())) {
        toast.error(t.publishFailed, { description: session.queue.getSnapshot().message ?? deEditor.save.settingsFirst });
        return;
      }
      const result = await session.send<PageAnswer>("POST", "/publish");
      if (!result.ok) return void toast.error(t.publishFailed, { description: describeFailure(result) });
      toast.success(t.published);
    } finally {
      setPublishing(false);
    }
  }

  function restoreDraft() {
    const restored = session.restoreDraft();
    if (!restored) return;
    run({ type: "replace", blocks: restored });
    toast.success(deEditor.save.restored);
  }

  const dirty = editing.dirty;
  const blocker = useEditingGuards(save, dirty, { unload: false });
  const canDelete = canDeleteSlide(blocks);
  const canPublish = !publishing && !saving && (dirty || live.unpublished || !live.online);

  const select = (id: string) => run({ type: "select", id });
  function remove() {
    const action = deleteSlide(blocks, current.id);
    if (!action) return;
    const neighbour = slides[index + 1] ?? slides[index - 1];
    run(action);
    select(neighbour.id);
    toast.success(e.removed);
  }

  return (
    <div className="mx-auto grid w-full gap-4">
      <SlideEditorHeader
        title={t.editTitle(page.title)}
        presence={presence}
        previewHref={`${presentationHref(page.slug)}?preview=true`}
        status={editing.label}
        tone={editing.tone}
        live={live}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        saving={saving}
        publishing={publishing}
        canPublish={canPublish}
        onSave={() => void save()}
        onPublish={() => void publish()}
        share={<SharePreviewButton pageId={page.id} />}
        readOnly={readOnly}
      />

      {viewOnly}

      {editing.draft && <RestoreBanner draft={editing.draft} stale={editing.draftStale} onRestore={restoreDraft} onDiscard={() => session.dismissDraft({ clear: true })} />}

      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {/* One column that never grows past the aside: long slide titles are truncated inside it
            instead of widening it under the slide form (which cut off 'Folie hinzufügen'). */}
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-3" aria-labelledby="slides-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="slides-heading" className="font-semibold">
              {e.slides} <span className="font-normal text-muted-foreground tabular-nums">({slides.length})</span>
            </h2>
            {!readOnly && (
              <Button type="button" size="sm" variant="outline" onClick={() => run(addSlide())}>
                <Plus aria-hidden="true" />
                {e.add}
              </Button>
            )}
          </div>
          <SlideList slides={slides} selectedId={current.id} onSelect={select} onMove={(id, to) => run(moveSlide(id, to))} readOnly={readOnly} />
        </aside>

        <section className="grid gap-4 rounded-lg border bg-card p-4" aria-labelledby="slide-heading" data-testid="slide-form">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="slide-heading" className="font-semibold">
              {e.position(index + 1, slides.length)}
            </h2>
            <div className={cn("flex flex-wrap gap-2", readOnly && "hidden")}>
              <Button type="button" size="sm" variant="outline" onClick={() => run(duplicateSlide(blocks, current.id))}>
                <Copy aria-hidden="true" />
                {e.duplicate}
              </Button>
              <Button type="button" size="sm" variant="outline" className="text-destructive" disabled={!canDelete} aria-describedby={canDelete ? undefined : "slide-delete-reason"} onClick={remove}>
                <Trash2 aria-hidden="true" />
                {e.remove}
              </Button>
            </div>
          </div>
          {!canDelete && !readOnly && (
            <p id="slide-delete-reason" className="text-xs text-muted-foreground" data-testid="delete-reason">
              {e.removeOnlyOne}
            </p>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="slide-title">{e.slideTitle}</Label>
            <Input id="slide-title" value={current.title} maxLength={200} readOnly={readOnly} className={cn(readOnly && "bg-muted/40")} onChange={(event) => run(updateSlide(current.id, { title: event.target.value }, "title"))} />
          </div>
          <div className="grid gap-1.5">
            <span id="slide-content-label" className="text-sm font-medium">
              {e.content}
            </span>
            {/* Keyed by slide: the field keeps its own document while typing, a new slide is a new document. */}
            <RichTextEditor
              key={current.id}
              value={slideText(blocks, current.id)}
              label={e.content}
              aria-labelledby="slide-content-label"
              editable={!readOnly}
              onChange={(html, typing) => run(setSlideText(latest.current, current.id, html, typing))}
            />
          </div>
          <SlideImageField slide={current} readOnly={readOnly} onChoose={() => setPickerOpen(true)} onRemove={() => run(updateSlide(current.id, { imageUrl: "" }))} />
        </section>
      </div>

      <AssetPicker open={pickerOpen} onOpenChange={setPickerOpen} types={["image"]} title={e.pickerTitle} onSelect={(asset) => run(updateSlide(current.id, { imageUrl: asset.url }))} />
      <EditorLeaveDialog blocker={blocker} save={async () => ((await save()) ? { ok: true } : { ok: false, message: session.queue.getSnapshot().message ?? undefined })} />
      <ConflictDialog server={editing.save.conflict} conflicts={editing.save.conflicts} onResolve={session.resolveConflict} />
    </div>
  );
}
