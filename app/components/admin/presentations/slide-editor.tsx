import { ArrowLeft, Copy, Eye, ImagePlus, Loader2, Plus, Redo2, Save, Send, Trash2, Undo2, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { isPresentationContent, type Slide } from "~/blocks/content";
import type { Block } from "~/blocks/types";
import { RichTextEditor } from "~/components/admin/editor/rich-text";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useBrowserDraft } from "~/components/admin/editor/save/use-browser-draft";
import { useSaveQueue } from "~/components/admin/editor/save/use-save-queue";
import { LeaveConfirmDialog } from "~/components/admin/leave-confirm-dialog";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { ConflictError, type ServerVersion } from "~/editor/save-queue";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { addSlide, canDeleteSlide, deleteSlide, duplicateSlide, emptySlide, moveSlide, updateSlide } from "~/lib/slides";
import { cn } from "~/lib/utils";
import { presentationHref } from "./paths";
import { PresentationStatus } from "./presentation-list";
import { commit, createSlideHistory, redo, undo, type SlideHistory } from "./slide-history";
import { SlideList } from "./slide-list";

const t = dePresentationsAdmin;
const e = t.editor;

/**
 * The builder's save queue, browser draft and conflict dialog work on blocks; a slide travels
 * through them as a block of type 'slide' with its fields as content, and back unchanged.
 */
export const slidesToBlocks = (slides: Slide[]): Block[] => slides.map((s) => ({ id: s.id, type: "slide", content: { title: s.title, content: s.content, imageUrl: s.imageUrl } }));
export const blocksToSlides = (blocks: Block[]): Slide[] =>
  blocks.map((b) => ({ id: b.id, type: "slide", title: String(b.content.title ?? ""), content: String(b.content.content ?? ""), imageUrl: String(b.content.imageUrl ?? "") }));

export interface EditablePresentation {
  id: string;
  title: string;
  slug: string;
  version: number;
  is_published: boolean;
  has_unpublished_changes: boolean;
  updated_at: string;
}

type ServerPage = ServerVersion & { updated_at: string };
type PageAnswer = EditablePresentation & { content: unknown };

export function SlideEditor({ page, initialSlides }: { page: EditablePresentation; initialSlides: Slide[] }) {
  // A presentation always has a slide to edit (an older one stored without any gets an empty one).
  const start = useMemo(() => (initialSlides.length > 0 ? initialSlides : [emptySlide()]), [initialSlides]);
  const [history, setHistory] = useState<SlideHistory>(() => createSlideHistory(start));
  const slides = history.present;
  const [selectedId, setSelectedId] = useState(start[0].id);
  const current = slides.find((s) => s.id === selectedId) ?? slides[0];
  const [live, setLive] = useState({ online: page.is_published, unpublished: page.has_unpublished_changes });
  const [publishing, setPublishing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const versionRef = useRef(page.version);
  const pageUrl = `/api/pages/${encodeURIComponent(page.id)}`;

  const blocks = useMemo(() => slidesToBlocks(slides), [slides]);
  const initialBlocks = useMemo(() => slidesToBlocks(start), [start]);

  /** The queue's writer: the slides into the working copy; a 409 fetches the server's slides for the dialog. */
  async function saveContent(content: Block[]): Promise<{ version: number }> {
    const result = await apiRequest<PageAnswer>("PATCH", pageUrl, { content: { slides: blocksToSlides(content) }, version: versionRef.current });
    if (result.ok) {
      versionRef.current = result.data.version;
      setLive({ online: result.data.is_published, unpublished: result.data.has_unpublished_changes });
      return { version: result.data.version };
    }
    if (result.status === 409 && result.code === "version") {
      const server = await apiRequest<PageAnswer>("GET", pageUrl);
      if (server.ok && isPresentationContent(server.data.content)) {
        throw new ConflictError<ServerPage>({ version: server.data.version, content: slidesToBlocks(server.data.content.slides), updated_at: server.data.updated_at });
      }
    }
    throw new Error(describeFailure(result));
  }

  // Slides are never "placeholder only": an empty slide is a real one and is saved like any other.
  const { queue, snapshot } = useSaveQueue<ServerPage>({ version: page.version, content: initialBlocks, save: saveContent });
  useEffect(() => queue.change(blocks), [blocks, queue]);
  const draft = useBrowserDraft({ pageId: page.id, blocks, serverContent: snapshot.serverContent, version: () => versionRef.current, initial: initialBlocks });

  useEffect(() => {
    const onOnline = () => queue.getSnapshot().dirty && void queue.flush();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [queue]);

  const lastStatus = useRef(snapshot.status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = snapshot.status;
    if (previous === snapshot.status) return;
    if (snapshot.status === "error") toast.error(deEditor.state.saveError, { id: "editor-save", description: deEditor.state.saveErrorDescription });
    if (snapshot.status === "failed-repeatedly") toast.error(deEditor.state.autoSaveFailed, { id: "editor-save" });
  }, [snapshot.status]);

  const change = useCallback((next: (slides: Slide[]) => Slide[], coalesce: string | null = null) => setHistory((h) => commit(h, next(h.present), coalesce)), []);

  // Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) outside text fields; inside one the field's own undo runs.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, [contenteditable='true']")) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) setHistory(undo);
      else if (key === "y" || (key === "z" && event.shiftKey)) setHistory(redo);
      else return;
      event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      await queue.flush();
      return !queue.getSnapshot().dirty;
    } finally {
      setSaving(false);
    }
  }

  /** Saves what is unsaved, then makes the working copy live (POST …/publish with the version). */
  async function publish() {
    setPublishing(true);
    try {
      if (!(await save())) {
        toast.error(t.publishFailed, { description: queue.getSnapshot().message ?? deEditor.save.settingsFirst });
        return;
      }
      queue.hold();
      try {
        const result = await apiRequest<PageAnswer>("POST", `${pageUrl}/publish`, { version: versionRef.current });
        if (!result.ok) return void toast.error(t.publishFailed, { description: describeFailure(result) });
        versionRef.current = result.data.version;
        setLive({ online: result.data.is_published, unpublished: result.data.has_unpublished_changes });
        toast.success(t.published);
      } finally {
        queue.release();
      }
    } finally {
      setPublishing(false);
    }
  }

  function keepMine() {
    const server = queue.getSnapshot().conflict;
    if (!server) return Promise.resolve();
    versionRef.current = server.version;
    return queue.resolveConflict("keep-mine");
  }
  function takeServer() {
    const server = queue.getSnapshot().conflict;
    if (!server) return;
    versionRef.current = server.version;
    void queue.resolveConflict("take-server");
    change(() => blocksToSlides(server.content));
  }
  function restoreDraft() {
    const found = draft.found;
    if (!found) return;
    if (found.version !== versionRef.current) versionRef.current = found.version;
    change(() => blocksToSlides(found.blocks));
    draft.dismiss({ clear: false });
    toast.success(deEditor.save.restored);
  }

  const dirty = snapshot.dirty;
  const blocker = useEditingGuards(save, dirty);
  const index = slides.indexOf(current);
  const canDelete = canDeleteSlide(slides);
  const canPublish = !publishing && !saving && (dirty || live.unpublished || !live.online);
  const tone = ["error", "failed-repeatedly", "conflict"].includes(snapshot.status) ? "text-destructive" : dirty ? "text-amber-700" : "text-muted-foreground";

  function add() {
    const slide = emptySlide();
    change((s) => addSlide(s, slide));
    setSelectedId(slide.id);
  }
  function duplicate() {
    let copyId = "";
    const makeId = () => (copyId = emptySlide().id);
    const next = duplicateSlide(slides, current.id, makeId);
    change(() => next);
    if (copyId) setSelectedId(copyId);
  }
  function remove() {
    if (!canDelete) return;
    const neighbour = slides[index + 1] ?? slides[index - 1];
    change((s) => deleteSlide(s, current.id));
    setSelectedId(neighbour.id);
    toast.success(e.removed);
  }

  return (
    <div className="mx-auto grid w-full gap-4">
      <div className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button asChild variant="ghost" size="icon" className="size-8" aria-label={t.back} title={t.back}>
            <Link to="/admin/presentations">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="mr-auto min-w-0 truncate text-lg font-semibold tracking-tight">{t.editTitle(page.title)}</h1>
          <span role="status" aria-live="polite" data-testid="save-status" className={cn("text-xs font-medium", tone)}>
            {snapshot.label || (dirty ? de.pagesAdmin.form.unsaved : "")}
          </span>
          <PresentationStatus page={{ is_published: live.online, has_unpublished_changes: live.unpublished }} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="icon" className="size-8" aria-label={e.undo} title={`${e.undo} (Strg+Z)`} aria-keyshortcuts="Control+Z" disabled={history.past.length === 0} onClick={() => setHistory(undo)}>
              <Undo2 aria-hidden="true" />
            </Button>
            <Button type="button" variant="outline" size="icon" className="size-8" aria-label={e.redo} title={`${e.redo} (Strg+Y)`} aria-keyshortcuts="Control+Y" disabled={history.future.length === 0} onClick={() => setHistory(redo)}>
              <Redo2 aria-hidden="true" />
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`${presentationHref(page.slug)}?preview=true`} target="_blank" rel="noopener">
                <Eye aria-hidden="true" />
                <span className="max-sm:sr-only">{t.preview}</span>
              </a>
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={saving || publishing} aria-keyshortcuts="Control+S" onClick={() => void save()}>
              {saving ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Save aria-hidden="true" />}
              {e.save}
            </Button>
            <Button type="button" size="sm" disabled={!canPublish} onClick={() => void publish()}>
              {publishing ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
              {publishing ? t.publishing : t.publish}
            </Button>
          </div>
        </div>
      </div>

      {draft.found && <RestoreBanner draft={draft.found} stale={draft.found.version !== versionRef.current} onRestore={restoreDraft} onDiscard={() => draft.dismiss({ clear: true })} />}

      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {/* One column that never grows past the aside: long slide titles are truncated inside it
            instead of widening it under the slide form (which cut off 'Folie hinzufügen'). */}
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-3" aria-labelledby="slides-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="slides-heading" className="font-semibold">
              {e.slides} <span className="font-normal text-muted-foreground tabular-nums">({slides.length})</span>
            </h2>
            <Button type="button" size="sm" variant="outline" onClick={add}>
              <Plus aria-hidden="true" />
              {e.add}
            </Button>
          </div>
          <SlideList slides={slides} selectedId={current.id} onSelect={setSelectedId} onMove={(id, to) => change((s) => moveSlide(s, id, to))} />
        </aside>

        <section className="grid gap-4 rounded-lg border bg-card p-4" aria-labelledby="slide-heading" data-testid="slide-form">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="slide-heading" className="font-semibold">
              {e.position(index + 1, slides.length)}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={duplicate}>
                <Copy aria-hidden="true" />
                {e.duplicate}
              </Button>
              <Button type="button" size="sm" variant="outline" className="text-destructive" disabled={!canDelete} aria-describedby={canDelete ? undefined : "slide-delete-reason"} onClick={remove}>
                <Trash2 aria-hidden="true" />
                {e.remove}
              </Button>
            </div>
          </div>
          {!canDelete && (
            <p id="slide-delete-reason" className="text-xs text-muted-foreground" data-testid="delete-reason">
              {e.removeOnlyOne}
            </p>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="slide-title">{e.slideTitle}</Label>
            <Input id="slide-title" value={current.title} maxLength={200} onChange={(event) => change((s) => updateSlide(s, current.id, { title: event.target.value }), `${current.id}:title`)} />
          </div>
          <div className="grid gap-1.5">
            <span id="slide-content-label" className="text-sm font-medium">
              {e.content}
            </span>
            {/* Keyed by slide: the field keeps its own document while typing, a new slide is a new document. */}
            <RichTextEditor
              key={current.id}
              value={current.content}
              label={e.content}
              aria-labelledby="slide-content-label"
              onChange={(html, typing) => change((s) => updateSlide(s, current.id, { content: html }), typing ? `${current.id}:content` : null)}
            />
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium">{e.image}</span>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex aspect-video w-40 items-center justify-center overflow-hidden rounded border bg-muted">
                {current.imageUrl ? (
                  <img src={current.imageUrl} alt={e.imageAlt(current.title)} className="size-full object-cover" data-testid="slide-image" />
                ) : (
                  <span className="px-2 text-center text-xs text-muted-foreground">{e.noImage}</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setPickerOpen(true)}>
                  <ImagePlus aria-hidden="true" />
                  {current.imageUrl ? e.changeImage : e.chooseImage}
                </Button>
                {current.imageUrl && (
                  <Button type="button" size="sm" variant="ghost" onClick={() => change((s) => updateSlide(s, current.id, { imageUrl: "" }))}>
                    <X aria-hidden="true" />
                    {e.removeImage}
                  </Button>
                )}
              </div>
            </div>
          </div>
        </section>
      </div>

      <AssetPicker open={pickerOpen} onOpenChange={setPickerOpen} types={["image"]} title={e.pickerTitle} onSelect={(asset) => change((s) => updateSlide(s, current.id, { imageUrl: asset.url }))} />
      <LeaveConfirmDialog blocker={blocker} texts={de.pagesAdmin.form} />
      <ConflictDialog server={snapshot.conflict} local={blocks} onKeepMine={keepMine} onTakeServer={takeServer} />
    </div>
  );
}
