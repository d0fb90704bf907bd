import { getBlockModule } from "~/blocks/registry";
import { useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from "react";
import { isSlideList, shownSlides } from "~/blocks/slide/shown";
import type { Block } from "~/blocks/types";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useEditingSession } from "~/components/admin/editor/session/use-editing-session";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { EditorLeaveDialog } from "~/components/admin/editor/save/leave-dialog";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { AnnotationsProvider, useAnnotations } from "~/components/admin/review/annotations";
import { ReturnedBanner, ReviewControls } from "~/components/admin/review/review-controls";
import type { ReviewContext } from "~/lib/review-schema";
import { todayInBerlin } from "~/components/admin/blog/new-post-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/sonner";
import { useEditor } from "~/editor/use-editor";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import { publicPagePath } from "~/lib/pages";
import { checkSeo, pagePaths } from "~/blocks/seo";
import { useStableCallback } from "~/lib/use-stable-callback";
import { checkBlocksJson, formatBlocks, type JsonCheck } from "./blocks-json";
import { BuildTab } from "./build-tab";
import { SharePreviewButton } from "~/components/admin/preview/share-preview";
import { EditorHeader } from "./editor-header";
import { FormTab } from "./form-tab";
import { OutdatedBanner } from "./outdated-banner";
import type { ParentOption, PageFormValues } from "./page-settings-fields";
import { usePageActions, type EditorTab } from "./use-page-actions";
import { omit, usePageForm, type EditablePage } from "./use-page-form";

export type { EditorTab } from "./use-page-actions";
export type { EditablePage } from "./use-page-form";

const t = de.pagesAdmin;
const f = t.form;

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
  /** False for a person who may not publish, unpublish, discard or schedule (an Autor): those controls are absent. */
  mayPublish?: boolean;
  /** Issue 30: who else has the page open (the header's presence slot). */
  presence?: ReactNode;
  /** Issue 30 ('Ansehen'): read-only, the builder as preview; the banner above says so. */
  viewOnly?: ReactNode;
  /** Issue 30: the page's review (status, comment, notes on blocks); absent: no review controls. */
  review?: ReviewContext | null;
}

const PAGE_LIST = { to: "/admin/pages", label: f.back };

/** The builder tab shows neither the JSON nor its check (the live SEO check reads the blocks). */
const NOT_CHECKED: JsonCheck = { ok: false, message: "" };

/**
 * The page and blog-post editor: builder, settings and JSON tabs over one editing session
 * (editor/session: autosave, conflicts, browser draft, leave guard) and one settings form.
 */
export function PageEditor({ page, parents, pages, tab: chosenTab, onTab: setTab, back = PAGE_LIST, suggestions, mayPublish: allowedToPublish = true, presence, viewOnly, review }: Props) {
  // A presentation's slides are edited by the presentation editor: this form never sends them,
  // so saving the settings of a presentation keeps its slides as they are.
  const initialBlocks = page.content;
  // Issue 30: a page marked 'Freigabe erforderlich' is published through a review only.
  const mayPublish = allowedToPublish && !viewOnly && !review?.required;
  const slides = useMemo(() => (page.content_type === "presentation" || isSlideList(initialBlocks) ? shownSlides(initialBlocks) : null), [page.content_type, initialBlocks]);
  const editor = useEditor(initialBlocks);
  const form = usePageForm(page);
  const { values } = form;
  // A presentation has no blocks to build: its settings are all there is.
  // Watching ('Ansehen') shows the builder's preview only.
  const tab: EditorTab = slides && chosenTab !== "settings" ? "settings" : viewOnly && !slides ? "build" : chosenTab;
  const [json, setJson] = useState(() => (slides ? "[]" : formatBlocks(initialBlocks)));
  // Only the settings and JSON tabs read the blocks as JSON: on the builder tab that work would run
  // on every keystroke for nothing (measured ~3 ms per key with 500 blocks).
  const builderJson = useMemo(() => (tab === "build" ? "" : formatBlocks(editor.state.blocks)), [tab, editor.state.blocks]);
  const currentJson = tab === "json" || slides ? json : builderJson;
  const jsonDirty = tab === "json" && !slides && json !== builderJson;
  const [discardOpen, setDiscardOpen] = useState(false);
  const [reviewStatus, setReviewStatus] = useState(review?.status ?? null);
  const annotations = useAnnotations(page.id, review?.annotations ?? [], true);

  const otherDirty = form.dirty || jsonDirty;
  const editing = useEditingSession({
    pageId: page.id,
    version: page.version,
    content: initialBlocks,
    // A presentation's (empty) block list never goes to the queue: its slides stay as they are.
    blocks: slides ? initialBlocks : editor.state.blocks,
    live: { unpublished: page.has_unpublished_changes, online: page.is_published },
    extraDirty: () => otherDirty,
    // Nor to the browser draft: a presentation's draft belongs to its presentation editor.
    draftStore: slides ? null : undefined,
    // Someone else saved meanwhile: their changes come into the blocks and the undo history (issue 38).
    onRebase: ({ base, theirs, choices }) => editor.dispatch({ type: "rebase", base, theirs, choices }),
  });
  const { session, live } = editing;

  const check = useMemo(() => (tab === "build" && !slides ? NOT_CHECKED : checkBlocksJson(currentJson)), [tab, slides, currentJson]);
  const actions = usePageActions({ session, editor, form, presentation: !!slides, tab, setTab, json, setJson, builderJson, check });
  const { saving, publishing } = actions;

  // The SEO check follows the last valid JSON, deferred so typing in a long document stays smooth.
  const lastValid = useRef<Block[]>(initialBlocks);
  if (check.ok && !slides) lastValid.current = check.blocks;
  const seoBlocks = useDeferredValue(check.ok && !slides ? check.blocks : lastValid.current);
  // Each page at the address its content type gives it (/blog/…, /presentations/…).
  const existingPaths = useMemo(() => pagePaths(pages), [pages]);
  const seo = useMemo(
    () => checkSeo({ title: values.title, content_type: values.content_type, meta_title: values.meta_title, meta_description: values.meta_description, blocks: seoBlocks, existingPaths }),
    [values.title, values.content_type, values.meta_title, values.meta_description, seoBlocks, existingPaths],
  );

  function change(patch: Partial<PageFormValues>) {
    // A scheduled post is dated by when it goes live: its blog-meta date follows the publish time.
    if (patch.publish_at && values.content_type === "blog" && tab !== "json") datePostAt(patch.publish_at);
    form.change(patch);
  }
  function datePostAt(publishAt: string) {
    const at = new Date(publishAt);
    const meta = editor.state.blocks.find((b) => getBlockModule(b.type)?.hooks?.postMeta);
    if (!meta || Number.isNaN(at.getTime())) return;
    editor.dispatch({ type: "update-content", id: meta.id, patch: { publishDate: todayInBerlin(at) } });
  }

  /** A draft from an earlier visit back into the editor (one undo step); the queue saves it 1 s later. */
  function restoreDraft() {
    const restored = session.restoreDraft();
    if (!restored) return;
    editor.dispatch({ type: "replace", blocks: restored });
    toast.success(deEditor.save.restored);
  }

  const blocker = useEditingGuards(actions.saveAll, editing.dirty, { unload: false });
  // Stable handlers for the memoised header and toolbar (typing re-renders this editor on every key).
  const saveNow = useStableCallback(() => void actions.saveAll());
  const publishNow = useStableCallback(() => void actions.publish());
  const openDiscard = useCallback(() => setDiscardOpen(true), []);
  const saveBeforeReview = useStableCallback(async () => (await actions.saveAll({ quiet: true })).ok);
  // Leaving: what is unsaved is saved first; only a failed save asks (issue 38, item 8).
  const saveBeforeLeaving = useStableCallback(() => actions.saveAll({ quiet: true }));
  const reviewControls = useMemo(
    () =>
      review ? (
        <ReviewControls
          pageId={page.id}
          contentType={page.content_type}
          status={reviewStatus}
          submit={review.maySubmit && !viewOnly && !(allowedToPublish && !review.required)}
          mayReview={review.mayReview}
          openAnnotations={annotations.count}
          saveFirst={saveBeforeReview}
          onStatus={setReviewStatus}
        />
      ) : null,
    [review, page.id, page.content_type, reviewStatus, viewOnly, allowedToPublish, annotations.count, saveBeforeReview],
  );

  const href = publicPagePath({ slug: form.savedValues.slug, content_type: form.savedValues.content_type });
  const building = tab === "build" && !slides;
  const statusText = saving ? t.saving : publishing ? t.publishing : editing.dirty ? f.unsaved : f.allSaved;
  const builderStatus = editing.save.label || (form.dirty ? f.unsaved : "");
  const canPublish = !saving && !publishing && (editing.dirty || live.unpublished || !live.online);
  // A stable element, so the memoised header does not render again on every key (issue 30).
  const shareButton = useMemo(() => <SharePreviewButton pageId={page.id} />, [page.id]);
  return (
    <div className="mx-auto grid w-full gap-4">
      <EditorHeader
        back={back}
        title={(page.content_type === "blog" ? deEditor.blogEditor.editTitle : f.editTitle)(form.savedValues.title)}
        revisionsHref={`/admin/pages/${page.id}/revisions`}
        previewHref={`${href}?preview=true`}
        building={building}
        dirty={editing.dirty}
        statusText={statusText}
        unpublished={live.unpublished}
        online={live.online}
        saving={saving}
        publishing={publishing}
        canPublish={canPublish}
        onSave={saveNow}
        onPublish={mayPublish ? publishNow : undefined}
        onDiscard={mayPublish ? openDiscard : undefined}
        review={reviewControls}
        presence={presence}
        share={shareButton}
      />
      {viewOnly}
      {reviewStatus === "returned" && <ReturnedBanner step={review?.returned ?? null} />}

      {editing.outdated && <OutdatedBanner />}
      {editing.draft && <RestoreBanner draft={editing.draft} stale={editing.draftStale} onRestore={restoreDraft} onDiscard={() => session.dismissDraft({ clear: true })} />}

      <AnnotationsProvider value={annotations}>
      <Tabs value={tab} onValueChange={(next) => actions.switchTab(next as EditorTab)} className="gap-4">
        <TabsList aria-label={deEditor.builder.tabs.label}>
          {!slides && <TabsTrigger value="build">{deEditor.builder.tabs.build}</TabsTrigger>}
          <TabsTrigger value="settings" disabled={!!viewOnly && !slides}>
            {deEditor.builder.tabs.settings}
          </TabsTrigger>
          {!slides && (
            <TabsTrigger value="json" disabled={!!viewOnly}>
              {deEditor.builder.tabs.json}
            </TabsTrigger>
          )}
        </TabsList>
        {!slides && (
          // Kept mounted: the builder's panels, mode and device survive a look at the settings.
          <TabsContent value="build" forceMount className="data-[state=inactive]:hidden">
            <BuildTab
              editor={editor}
              values={values}
              pages={pages}
              existingPaths={existingPaths}
              suggestions={suggestions}
              // Only one status on screen (text queries and screen readers see the hidden tab too).
              status={building ? builderStatus : ""}
              statusTone={editing.tone}
              saving={saving || editing.save.status === "saving"}
              publishing={publishing}
              canPublish={canPublish}
              onSave={saveNow}
              onPublish={mayPublish ? publishNow : undefined}
              readOnly={!!viewOnly}
            />
          </TabsContent>
        )}
        {(["settings", "json"] as const).map((kind) => (
          <TabsContent key={kind} value={kind}>
            <FormTab
              kind={kind}
              pageId={page.id}
              values={values}
              errors={form.errors}
              parents={parents}
              onChange={change}
              json={json}
              onJson={(text) => (setJson(text), form.setErrors((current) => omit(current, "content")))}
              check={check}
              slides={slides}
              seo={seo}
              fixing={actions.fixing || saving}
              onFixHeadings={() => void actions.fixHeadings()}
              onSubmit={() => void actions.saveAll()}
              publishing={mayPublish}
              reviewing={!!review?.mayReview}
              waiving={!!review?.mayWaive}
            />
          </TabsContent>
        ))}
      </Tabs>
      </AnnotationsProvider>

      <EditorLeaveDialog blocker={blocker} save={saveBeforeLeaving} />
      <ConflictDialog server={editing.save.conflict} conflicts={editing.save.conflicts} onResolve={session.resolveConflict} />
      <ConfirmDialog
        open={discardOpen}
        onOpenChange={setDiscardOpen}
        title={t.discardTitle}
        description={t.discardText(form.savedValues.title)}
        confirmLabel={t.discard}
        onConfirm={() => void actions.discard()}
      />
    </div>
  );
}
