import { AlertTriangle, RotateCw } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { LiveSeoCheck } from "~/components/admin/editor/insert/seo-live";
import { PageBuilder } from "~/components/admin/editor/page-builder";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useBrowserDraft } from "~/components/admin/editor/save/use-browser-draft";
import { useSaveQueue } from "~/components/admin/editor/save/use-save-queue";
import { ConflictError, type ServerVersion } from "~/editor/save-queue";
import { useEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { useRevalidator } from "react-router";
import { isPresentationContent, slidesAsBlocks, type PageContent } from "~/blocks/content";
import type { Block } from "~/blocks/types";
import { BlockDataContext, type BlockData } from "~/blocks/data";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { publicPagePath, type ContentType } from "~/lib/pages";
import { todayInBerlin } from "~/components/admin/blog/new-post-form";
import { checkSeo, fixHeadingLevels, pagePaths } from "~/lib/seo";
import { apiRequest, describeFailure } from "./api-client";
import { checkBlocksJson, formatBlocks, type JsonCheck } from "./blocks-json";
import { BlocksJsonEditor } from "./blocks-json-editor";
import { conflictFields } from "./new-page-form";
import { PageSettingsFields, toPayload, type PageFormValues, type ParentOption } from "./page-settings-fields";
import { SeoPanel } from "./seo-panel";
import { EditorHeader } from "./editor-header";
import { useStableCallback } from "~/lib/use-stable-callback";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { LeaveConfirmDialog } from "~/components/admin/leave-confirm-dialog";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

const t = de.pagesAdmin;
const f = t.form;

export interface EditablePage {
  id: string;
  title: string;
  slug: string;
  parent_id: string | null;
  content_type: ContentType;
  is_published: boolean;
  is_legal: boolean;
  show_in_footer_navigation: boolean;
  show_in_menu?: boolean;
  menu_title?: string | null;
  meta_title: string | null;
  meta_description: string | null;
  version: number;
  /** When the working copy was last saved (ISO): the conflict dialog names the server's time. */
  updated_at?: string;
  /** The saved working copy differs from what visitors get. */
  has_unpublished_changes: boolean;
  /** Scheduled publishing (ISO); null or absent: none. */
  publish_at?: string | null;
  content: PageContent;
}

function formOf(page: EditablePage): PageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    parent_id: page.parent_id,
    content_type: page.content_type,
    is_published: page.is_published,
    is_legal: page.is_legal,
    show_in_footer_navigation: page.show_in_footer_navigation,
    show_in_menu: page.show_in_menu ?? true,
    menu_title: page.menu_title ?? "",
    meta_title: page.meta_title ?? "",
    meta_description: page.meta_description ?? "",
    publish_at: page.publish_at ?? null,
  };
}

interface Props {
  page: EditablePage;
  parents: ParentOption[];
  slugs: string[];
  /** Every page, for internal links in the builder's properties panel. */
  pages: { id: string; title: string; slug: string; content_type?: string }[];
  /** The open tab, held by the route so a reload of the page (after a conflict) keeps it. */
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  /** Where the back arrow leads (a blog post's editor: the blog overview); the page list by default. */
  back?: { to: string; label: string };
  /** Value lists for the properties panel's text fields with `suggestions` (e.g. blogCategories). */
  suggestions?: Readonly<Record<string, readonly string[]>>;
}

export type EditorTab = "build" | "settings" | "json";

function omit(record: Record<string, string>, key: string): Record<string, string> {
  const next = { ...record };
  delete next[key];
  return next;
}

type SaveOutcome = { ok: true; version: number } | { ok: false; message: string };

/** The server's page as the conflict dialog shows it. */
type ServerPage = ServerVersion & { updated_at: string };

const PAGE_LIST = { to: "/admin/pages", label: f.back };

/** The builder tab shows neither the JSON nor its check (the live SEO check reads the blocks). */
const NOT_CHECKED: JsonCheck = { ok: false, message: "" };

export function PageEditor({ page, parents, pages, tab: chosenTab, onTab: setTab, back = PAGE_LIST, suggestions }: Props) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(() => formOf(page));
  // A presentation's slides are edited by the slide editor (a later issue): this form never sends
  // them, so saving the settings of a presentation keeps its slides as they are.
  const slides = isPresentationContent(page.content) ? page.content.slides : null;
  const initialBlocks = useMemo(() => (slides ? [] : (page.content as Block[])), [slides, page.content]);
  // The builder's state is the blocks; the JSON tab edits a text of them while it is open.
  const editor = useEditor(initialBlocks);
  // A presentation has no blocks to build: its settings are all there is.
  const tab: EditorTab = slides && chosenTab !== "settings" ? "settings" : chosenTab;
  const [json, setJson] = useState(() => (slides ? "[]" : formatBlocks(initialBlocks)));
  // Only the settings and JSON tabs read the blocks as JSON (and check them): on the builder tab
  // that work would run on every keystroke for nothing (measured ~3 ms per key with 500 blocks).
  const builderJson = useMemo(() => (tab === "build" ? "" : formatBlocks(editor.state.blocks)), [tab, editor.state.blocks]);
  const currentJson = tab === "json" || slides ? json : builderJson;
  const [savedValues, setSavedValues] = useState(() => formOf(page));
  /**
   * The page's version, one for both writers: the content autosave and the settings save PATCH
   * the same page, so each sends and advances this one (a stale copy would make the other 409).
   */
  const versionRef = useRef(page.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  // What the server said last: saved changes visitors do not see yet, and whether the page is online.
  const [live, setLive] = useState(() => ({ unpublished: page.has_unpublished_changes, online: page.is_published }));
  const [fixing, setFixing] = useState(false);
  const pageUrl = `/api/pages/${encodeURIComponent(page.id)}`;

  /** The save queue's writer: the blocks into the working copy; 409 fetches the server's page for the dialog. */
  async function saveContent(content: Block[]): Promise<{ version: number }> {
    const result = await apiRequest<EditablePage>("PATCH", pageUrl, { content, version: versionRef.current });
    if (result.ok) {
      versionRef.current = result.data.version;
      setLive({ unpublished: result.data.has_unpublished_changes, online: result.data.is_published });
      return { version: result.data.version };
    }
    if (result.status === 409 && result.code === "version") {
      const server = await apiRequest<EditablePage>("GET", pageUrl);
      if (server.ok && !isPresentationContent(server.data.content)) {
        throw new ConflictError<ServerPage>({ version: server.data.version, content: server.data.content as Block[], updated_at: server.data.updated_at ?? "" });
      }
    }
    throw new Error(describeFailure(result));
  }

  const { queue, snapshot, reset } = useSaveQueue<ServerPage>({ version: page.version, content: initialBlocks, save: saveContent });
  // Every change of the builder's blocks goes to the queue (it skips redundant ones and saves 1 s later).
  useEffect(() => {
    if (!slides) queue.change(editor.state.blocks);
  }, [editor.state.blocks, queue, slides]);

  const draft = useBrowserDraft({
    pageId: page.id,
    blocks: editor.state.blocks,
    serverContent: snapshot.serverContent,
    version: () => versionRef.current,
    initial: initialBlocks,
  });

  // Back online: what failed meanwhile goes out now.
  useEffect(() => {
    const onOnline = () => {
      if (queue.getSnapshot().dirty) void queue.flush();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [queue]);

  // Failures as toasts, once per change of status (the toolbar keeps showing the label).
  const lastStatus = useRef(snapshot.status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = snapshot.status;
    if (previous === snapshot.status) return;
    if (snapshot.status === "error") toast.error(deEditor.state.saveError, { id: "editor-save", description: deEditor.state.saveErrorDescription });
    if (snapshot.status === "failed-repeatedly") toast.error(deEditor.state.autoSaveFailed, { id: "editor-save", description: undefined });
  }, [snapshot.status]);

  const settingsDirty = JSON.stringify(values) !== JSON.stringify(savedValues);
  const jsonDirty = tab === "json" && !slides && json !== builderJson;
  const dirty = snapshot.dirty || settingsDirty || jsonDirty;

  const check = useMemo(() => (tab === "build" && !slides ? NOT_CHECKED : checkBlocksJson(currentJson)), [tab, slides, currentJson]);
  // The SEO check follows the last valid JSON, deferred so typing in a long document stays smooth.
  const lastValid = useRef<Block[]>(slides ? slidesAsBlocks(slides) : (page.content as Block[]));
  if (check.ok && !slides) lastValid.current = check.blocks;
  const seoBlocks = useDeferredValue(check.ok && !slides ? check.blocks : lastValid.current);
  // Each page at the address its content type gives it (/blog/…, /presentations/…).
  const existingPaths = useMemo(() => pagePaths(pages), [pages]);
  const seo = useMemo(
    () => checkSeo({ title: values.title, content_type: values.content_type, meta_title: values.meta_title, meta_description: values.meta_description, blocks: seoBlocks, existingPaths }),
    [values.title, values.content_type, values.meta_title, values.meta_description, seoBlocks, existingPaths],
  );

  // A blog post's canvas shows its title as visitors see it (below the meta block, app/blocks/blog-meta).
  const postData = useMemo<BlockData>(() => (values.content_type === "blog" ? { editorPost: { title: values.title } } : {}), [values.content_type, values.title]);

  function change(patch: Partial<PageFormValues>) {
    if (patch.publish_at && values.content_type === "blog" && tab !== "json") datePostAt(patch.publish_at);
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  /**
   * A scheduled post is dated by when it goes live: its blog-meta date follows the chosen publish
   * time, so the public post, its card and the admin list show that day (saved with the content).
   */
  function datePostAt(publishAt: string) {
    const at = new Date(publishAt);
    const meta = editor.state.blocks.find((b) => b.type === "blog-meta");
    if (!meta || Number.isNaN(at.getTime())) return;
    editor.dispatch({ type: "update-content", id: meta.id, patch: { publishDate: todayInBerlin(at) } });
  }

  const builderJsonRef = useRef(builderJson);
  builderJsonRef.current = builderJson;

  /** Blocks from the JSON tab or the heading fix into the builder (one undo step) and the queue at once. */
  function applyBlocks(blocks: Block[]) {
    if (formatBlocks(blocks) === builderJsonRef.current) return;
    editor.dispatch({ type: "replace", blocks });
    queue.change(blocks);
  }

  /**
   * Switching tabs: the JSON tab starts from the builder's blocks; leaving it hands valid JSON back
   * to the builder (one undo step) and keeps the user on the tab while the JSON is invalid.
   */
  function switchTab(next: EditorTab) {
    if (next === tab || slides) return setTab(next);
    if (tab === "json") {
      const parsed = checkBlocksJson(json);
      if (!parsed.ok) {
        toast.error(deEditor.builder.tabs.jsonInvalid, { description: parsed.message });
        return;
      }
      applyBlocks(parsed.blocks);
    }
    if (next === "json") setJson(formatBlocks(editor.state.blocks));
    setTab(next);
  }

  /** The settings form (title, slug, meta…) into the page; the queue waits meanwhile so both use one version. */
  async function saveSettings(sentValues: PageFormValues, quiet: boolean): Promise<SaveOutcome> {
    queue.hold();
    try {
      const result = await apiRequest<EditablePage>("PATCH", pageUrl, { ...toPayload(sentValues), version: versionRef.current });
      if (result.ok) {
        adoptSettings(result.data, sentValues);
        return { ok: true, version: result.data.version };
      }
      if (result.status === 409 && result.code === "version") setConflict(true);
      else setErrors(conflictFields(result));
      const message = describeFailure(result);
      if (!quiet) toast.error(de.pages.updateFailed, { description: message });
      return { ok: false, message };
    } finally {
      queue.release();
    }
  }

  /** The server's page after a settings save, publish or discard: its version and settings become the saved state. */
  function adoptSettings(stored: EditablePage, sentValues: PageFormValues, options: { replace?: boolean } = {}) {
    const settings = formOf(stored);
    versionRef.current = stored.version;
    setErrors({});
    setConflict(false);
    setSavedValues(settings);
    setLive({ unpublished: stored.has_unpublished_changes, online: stored.is_published });
    // What the user typed while the request ran stays.
    setValues((current) => (options.replace || current === sentValues ? settings : current));
  }

  /**
   * Speichern / Ctrl+S: the blocks through the queue now (from the JSON text when that tab is open),
   * then the settings when they changed. The user's text stays whatever happens.
   */
  async function saveAll(options: { text?: string; quiet?: boolean } = {}): Promise<SaveOutcome> {
    const quiet = options.quiet ?? false;
    if (!slides && (options.text !== undefined || tab === "json")) {
      const parsed = checkBlocksJson(options.text ?? json);
      if (!parsed.ok) {
        if (!quiet) toast.error(de.pages.updateFailed, { description: parsed.message });
        return { ok: false, message: parsed.message };
      }
      applyBlocks(parsed.blocks);
      if (tab === "json") setJson(formatBlocks(parsed.blocks));
    }
    setSaving(true);
    try {
      await queue.flush();
      const after = queue.getSnapshot();
      // Not through (error, offline, conflict): the edits stay; the toast or the dialog says why.
      if (after.dirty) {
        if (!quiet && after.status === "error") toast.error(deEditor.state.manualSaveFailed, { id: "editor-save", description: after.message ?? undefined });
        return { ok: false, message: after.message ?? deEditor.save.settingsFirst };
      }
      if (settingsDirty) {
        const outcome = await saveSettings(values, quiet);
        if (!outcome.ok) return outcome;
      }
      if (!quiet && tab !== "build") toast.success(de.pages.updated);
      return { ok: true, version: versionRef.current };
    } finally {
      setSaving(false);
    }
  }

  /** Saves unsaved work first (so nothing typed is lost), then sends a publish or discard. */
  async function afterSaving(action: "publish" | "discard", failed: string): Promise<EditablePage | null> {
    const saved = await saveAll({ quiet: true });
    if (!saved.ok) {
      toast.error(failed, { description: saved.message });
      return null;
    }
    queue.hold();
    try {
      const result = await apiRequest<EditablePage>("POST", `${pageUrl}/${action}`, { version: versionRef.current });
      if (result.ok) {
        versionRef.current = result.data.version;
        return result.data;
      }
      if (result.status === 409 && result.code === "version") setConflict(true);
      toast.error(failed, { description: describeFailure(result) });
      return null;
    } finally {
      queue.release();
    }
  }

  /** Saves what is unsaved, then makes the working copy live. */
  async function publish() {
    setPublishing(true);
    try {
      const sentValues = values;
      const stored = await afterSaving("publish", t.publishFailed);
      if (!stored) return;
      adoptSettings(stored, sentValues);
      // The page is online now, whatever the form's switch said before.
      setValues((current) => ({ ...current, is_published: stored.is_published }));
      toast.success(t.publishedToast);
    } finally {
      setPublishing(false);
    }
  }

  /**
   * Back to the published state. Unsaved typing is saved first, so what is discarded stays in the
   * history; then the editor starts afresh from the published blocks.
   */
  async function discard() {
    setPublishing(true);
    try {
      const stored = await afterSaving("discard", t.discardFailed);
      if (!stored) return;
      adoptSettings(stored, values, { replace: true });
      if (!isPresentationContent(stored.content)) {
        const blocks = stored.content as Block[];
        editor.dispatch({ type: "reset", blocks });
        reset(stored.version, blocks);
        setJson(formatBlocks(blocks));
      }
      toast.success(t.discardedToast);
    } finally {
      setPublishing(false);
    }
  }

  async function fixHeadings() {
    setFixing(true);
    try {
      if (!check.ok) throw new Error(check.message);
      const fixed = fixHeadingLevels(check.blocks, { contentType: values.content_type, title: values.title });
      if (fixed.changed === 0) {
        toast.info(t.seo.alreadyFine);
        return;
      }
      const text = formatBlocks(fixed.blocks);
      if (tab === "json") setJson(text);
      const outcome = await saveAll({ text, quiet: true });
      if (outcome.ok) toast.success(de.seo.headingsFixed);
      else toast.error(de.seo.headingsFixFailed(outcome.message));
    } catch (error) {
      console.error("Überschriften korrigieren", error);
      toast.error(de.seo.headingsFixFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setFixing(false);
    }
  }

  /** The conflict dialog's answers. Taking the server's version is one undo step, so even that loses nothing. */
  async function keepMine() {
    const server = queue.getSnapshot().conflict;
    if (!server) return;
    versionRef.current = server.version;
    await queue.resolveConflict("keep-mine");
  }
  function takeServer() {
    const server = queue.getSnapshot().conflict;
    if (!server) return;
    versionRef.current = server.version;
    void queue.resolveConflict("take-server");
    editor.dispatch({ type: "replace", blocks: server.content });
  }

  /** A draft from an earlier visit back into the editor (one undo step); the queue saves it 1 s later. */
  function restoreDraft() {
    const found = draft.found;
    if (!found) return;
    // Made on an older version: saving it must meet the newer one in the conflict dialog, not overwrite it.
    if (found.version !== versionRef.current) versionRef.current = found.version;
    editor.dispatch({ type: "replace", blocks: found.blocks });
    draft.dismiss({ clear: false });
    toast.success(deEditor.save.restored);
  }

  const blocker = useEditingGuards(saveAll, dirty);
  // Stable handlers for the memoised header and toolbar (typing re-renders this editor on every key).
  const saveNow = useStableCallback(() => void saveAll());
  const publishNow = useStableCallback(() => void publish());
  const openDiscard = useCallback(() => setDiscardOpen(true), []);

  const href = publicPagePath({ slug: savedValues.slug, content_type: savedValues.content_type });
  const building = tab === "build" && !slides;
  const statusText = saving ? t.saving : publishing ? t.publishing : dirty ? f.unsaved : f.allSaved;
  const builderStatus = snapshot.label || (settingsDirty ? f.unsaved : "");
  const builderTone = ["error", "failed-repeatedly", "conflict"].includes(snapshot.status) ? "error" : snapshot.dirty || settingsDirty ? "pending" : "neutral";
  const canPublish = !saving && !publishing && (dirty || live.unpublished || !live.online);
  return (
    <div className="mx-auto grid w-full gap-4">
      <EditorHeader
        back={back}
        title={(page.content_type === "blog" ? deEditor.blogEditor.editTitle : f.editTitle)(savedValues.title)}
        revisionsHref={`/admin/pages/${page.id}/revisions`}
        previewHref={`${href}?preview=true`}
        building={building}
        dirty={dirty}
        statusText={statusText}
        unpublished={live.unpublished}
        online={live.online}
        saving={saving}
        publishing={publishing}
        canPublish={canPublish}
        onSave={saveNow}
        onPublish={publishNow}
        onDiscard={openDiscard}
      />

      {conflict && (
        <div role="alert" className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t.conflict.title}</p>
            <p className="mt-0.5">{t.conflict.text}</p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => void revalidator.revalidate()}>
            <RotateCw aria-hidden="true" />
            {t.conflict.reload}
          </Button>
        </div>
      )}

      {draft.found && (
        <RestoreBanner
          draft={draft.found}
          stale={draft.found.version !== versionRef.current}
          onRestore={restoreDraft}
          onDiscard={() => draft.dismiss({ clear: true })}
        />
      )}

      <Tabs value={tab} onValueChange={(next) => switchTab(next as EditorTab)} className="gap-4">
        <TabsList aria-label={deEditor.builder.tabs.label}>
          {!slides && <TabsTrigger value="build">{deEditor.builder.tabs.build}</TabsTrigger>}
          <TabsTrigger value="settings">{deEditor.builder.tabs.settings}</TabsTrigger>
          {!slides && <TabsTrigger value="json">{deEditor.builder.tabs.json}</TabsTrigger>}
        </TabsList>
        {!slides && (
          // Kept mounted: the builder's panels, mode and device survive a look at the settings.
          <TabsContent value="build" forceMount className="data-[state=inactive]:hidden">
            <BlockDataContext.Provider value={postData}>
              <PageBuilder
                editor={editor}
                pages={pages}
                suggestions={suggestions}
                onSave={saveNow}
                saving={saving || snapshot.status === "saving"}
                // Only one status on screen (text queries and screen readers see the hidden tab too).
                status={building ? builderStatus : ""}
                statusTone={builderTone}
                onPublish={publishNow}
                publishing={publishing}
                canPublish={canPublish}
              />
            </BlockDataContext.Provider>
            {/* The SEO check follows the canvas as it is edited; its heading fix is one undoable step. */}
            <div className="mt-4 max-w-3xl">
              <LiveSeoCheck
                blocks={editor.state.blocks}
                title={values.title}
                contentType={values.content_type}
                metaTitle={values.meta_title}
                metaDescription={values.meta_description}
                existingPaths={existingPaths}
                onFixHeadings={(blocks) => editor.dispatch({ type: "replace", blocks })}
              />
            </div>
          </TabsContent>
        )}
        {(["settings", "json"] as const).map((value) => (
          <TabsContent key={value} value={value}>
            <form
              className="mx-auto grid w-full max-w-6xl items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void saveAll();
              }}
            >
              <div className="grid min-w-0 gap-4">
                {value === "settings" ? (
                  <PageSettingsFields value={values} onChange={change} errors={errors} parents={parents} pageId={page.id} />
                ) : (
                  <BlocksJsonEditor value={json} onChange={(text) => (setJson(text), setErrors((current) => omit(current, "content")))} check={check} serverError={errors.content} />
                )}
                {value === "settings" && slides && (
                  <section aria-labelledby="folien-titel" className="grid gap-2 rounded-lg border bg-card p-4">
                    <h2 id="folien-titel" className="font-semibold">
                      {t.slides.title(slides.length)}
                    </h2>
                    <p className="text-muted-foreground">{t.slides.hint}</p>
                    <ol className="list-decimal pl-5">
                      {slides.map((slide) => (
                        <li key={slide.id}>{slide.title || t.slides.untitled}</li>
                      ))}
                    </ol>
                  </section>
                )}
              </div>
              <div className="lg:sticky lg:top-32">
                <SeoPanel
                  result={seo}
                  stale={!check.ok}
                  fixing={fixing || saving}
                  onFixHeadings={() => void fixHeadings()}
                  blockedReason={slides ? de.optimize.blockedSlides : undefined}
                />
              </div>
            </form>
          </TabsContent>
        ))}
      </Tabs>

      <LeaveConfirmDialog blocker={blocker} texts={f} />
      <ConflictDialog server={snapshot.conflict} local={editor.state.blocks} onKeepMine={keepMine} onTakeServer={takeServer} />
      <ConfirmDialog
        open={discardOpen}
        onOpenChange={setDiscardOpen}
        title={t.discardTitle}
        description={t.discardText(savedValues.title)}
        confirmLabel={t.discard}
        onConfirm={() => void discard()}
      />
    </div>
  );
}
