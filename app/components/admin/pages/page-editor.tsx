import { AlertTriangle, ArrowLeft, Eye, History, Loader2, RotateCw, Save, Send, Undo2 } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { PageBuilder } from "~/components/admin/editor/page-builder";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { Link, useRevalidator } from "react-router";
import { isPresentationContent, slidesAsBlocks, type PageContent } from "~/blocks/content";
import type { Block } from "~/blocks/types";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { pageHref } from "~/lib/navigation";
import type { ContentType } from "~/lib/pages";
import { checkSeo, fixHeadingLevels, pagePaths } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { apiRequest, describeFailure } from "./api-client";
import { checkBlocksJson, formatBlocks } from "./blocks-json";
import { BlocksJsonEditor } from "./blocks-json-editor";
import { conflictFields } from "./new-page-form";
import { PageSettingsFields, toPayload, type PageFormValues, type ParentOption } from "./page-settings-fields";
import { SeoPanel } from "./seo-panel";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { LeaveConfirmDialog } from "~/components/admin/leave-confirm-dialog";

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
  meta_title: string | null;
  meta_description: string | null;
  version: number;
  /** The saved working copy differs from what visitors get. */
  has_unpublished_changes: boolean;
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
    meta_title: page.meta_title ?? "",
    meta_description: page.meta_description ?? "",
  };
}

interface Props {
  page: EditablePage;
  parents: ParentOption[];
  slugs: string[];
  /** Every page, for internal links in the builder's properties panel. */
  pages: { id: string; title: string; slug: string }[];
  /** The open tab, held by the route so a reload of the page (after a conflict) keeps it. */
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
}

export type EditorTab = "build" | "settings" | "json";

function omit(record: Record<string, string>, key: string): Record<string, string> {
  const next = { ...record };
  delete next[key];
  return next;
}

type SaveOutcome = { ok: true; version: number } | { ok: false; message: string };

export function PageEditor({ page, parents, slugs, pages, tab: chosenTab, onTab: setTab }: Props) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(() => formOf(page));
  // A presentation's slides are edited by the slide editor (a later issue): this form never sends
  // them, so saving the settings of a presentation keeps its slides as they are.
  const slides = isPresentationContent(page.content) ? page.content.slides : null;
  const initialJson = slides ? "[]" : formatBlocks(page.content as Block[]);
  // The builder's state is the blocks; the JSON tab edits a text of them while it is open.
  const editor = useEditor(slides ? [] : (page.content as Block[]));
  // A presentation has no blocks to build: its settings are all there is.
  const tab: EditorTab = slides && chosenTab !== "settings" ? "settings" : chosenTab;
  const [json, setJson] = useState(initialJson);
  const builderJson = useMemo(() => formatBlocks(editor.state.blocks), [editor.state.blocks]);
  const currentJson = tab === "json" || slides ? json : builderJson;
  const [saved, setSaved] = useState(() => ({ values: formOf(page), json: initialJson }));
  const [version, setVersion] = useState(page.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  // What the server said last: saved changes visitors do not see yet, and whether the page is online.
  const [live, setLive] = useState(() => ({ unpublished: page.has_unpublished_changes, online: page.is_published }));
  const [fixing, setFixing] = useState(false);
  const dirty = currentJson !== saved.json || JSON.stringify(values) !== JSON.stringify(saved.values);

  const check = useMemo(() => checkBlocksJson(currentJson), [currentJson]);
  // The SEO check follows the last valid JSON, deferred so typing in a long document stays smooth.
  const lastValid = useRef<Block[]>(slides ? slidesAsBlocks(slides) : (page.content as Block[]));
  if (check.ok && !slides) lastValid.current = check.blocks;
  const seoBlocks = useDeferredValue(check.ok && !slides ? check.blocks : lastValid.current);
  const existingPaths = useMemo(() => pagePaths(slugs.map((slug) => ({ slug }))), [slugs]);
  const seo = useMemo(
    () => checkSeo({ title: values.title, content_type: values.content_type, meta_title: values.meta_title, meta_description: values.meta_description, blocks: seoBlocks, existingPaths }),
    [values.title, values.content_type, values.meta_title, values.meta_description, seoBlocks, existingPaths],
  );

  function change(patch: Partial<PageFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  const builderJsonRef = useRef(builderJson);
  builderJsonRef.current = builderJson;

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
      if (formatBlocks(parsed.blocks) !== builderJson) editor.dispatch({ type: "replace", blocks: parsed.blocks });
    }
    if (next === "json") setJson(builderJson);
    setTab(next);
  }

  /** Saves form and blocks; the user's text stays in the form whatever happens. */
  async function save(options: { text?: string; quiet?: boolean } = {}): Promise<SaveOutcome> {
    const text = options.text ?? currentJson;
    const parsed = checkBlocksJson(text);
    if (!parsed.ok) {
      if (!options.quiet) toast.error(de.pages.updateFailed, { description: parsed.message });
      return { ok: false, message: parsed.message };
    }
    setSaving(true);
    const sentValues = values;
    const result = await apiRequest<EditablePage>("PATCH", `/api/pages/${encodeURIComponent(page.id)}`, {
      ...toPayload(sentValues),
      ...(slides ? {} : { content: parsed.blocks }),
      version,
    });
    setSaving(false);
    if (result.ok) {
      adopt(result.data, text, sentValues);
      if (!options.quiet) toast.success(de.pages.updated);
      return { ok: true, version: result.data.version };
    }
    if (result.status === 409 && result.code === "version") setConflict(true);
    else setErrors(conflictFields(result));
    const message = describeFailure(result);
    if (!options.quiet) toast.error(de.pages.updateFailed, { description: message });
    return { ok: false, message };
  }

  /**
   * The page as the server stored it becomes the saved state. What the user typed meanwhile stays,
   * unless `replace` (discard: the form shows the published state).
   */
  function adopt(stored: EditablePage, sentText: string, sentValues: PageFormValues, options: { replace?: boolean } = {}) {
    const canonical = isPresentationContent(stored.content) ? sentText : formatBlocks(stored.content);
    const savedValues = formOf(stored);
    setVersion(stored.version);
    setErrors({});
    setConflict(false);
    setSaved({ values: savedValues, json: canonical });
    setLive({ unpublished: stored.has_unpublished_changes, online: stored.is_published });
    // Show the stored, canonical form — unless the user typed on while the request ran.
    setJson((current) => (options.replace || current === sentText ? canonical : current));
    if (!isPresentationContent(stored.content)) {
      const blocks = stored.content as Block[];
      // Discarding loads the published blocks as a fresh start; otherwise the server's canonical
      // form replaces the builder's only when the user did not edit on meanwhile.
      if (options.replace) editor.dispatch({ type: "reset", blocks });
      else if (canonical !== sentText && builderJsonRef.current === sentText) editor.dispatch({ type: "replace", blocks });
    }
    setValues((current) => (options.replace || current === sentValues ? savedValues : current));
  }

  /** Saves unsaved typing first (so nothing typed is lost), then sends a publish or discard. */
  async function afterSaving(action: "publish" | "discard", failed: string): Promise<EditablePage | null> {
    const saved = dirty ? await save({ quiet: true }) : ({ ok: true, version } as const);
    if (!saved.ok) {
      toast.error(failed, { description: saved.message });
      return null;
    }
    const result = await apiRequest<EditablePage>("POST", `/api/pages/${encodeURIComponent(page.id)}/${action}`, { version: saved.version });
    if (result.ok) return result.data;
    if (result.status === 409 && result.code === "version") setConflict(true);
    toast.error(failed, { description: describeFailure(result) });
    return null;
  }

  /** Saves what is unsaved, then makes the working copy live. */
  async function publish() {
    setPublishing(true);
    try {
      const sentText = currentJson;
      const sentValues = values;
      const stored = await afterSaving("publish", t.publishFailed);
      if (!stored) return;
      adopt(stored, sentText, sentValues);
      // The page is online now, whatever the form's switch said before.
      setValues((current) => ({ ...current, is_published: stored.is_published }));
      toast.success(t.publishedToast);
    } finally {
      setPublishing(false);
    }
  }

  /**
   * Back to the published state. Unsaved typing is saved first, so what is discarded stays in the
   * history; then the form shows the published state.
   */
  async function discard() {
    setPublishing(true);
    try {
      const stored = await afterSaving("discard", t.discardFailed);
      if (!stored) return;
      adopt(stored, currentJson, values, { replace: true });
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
      else editor.dispatch({ type: "replace", blocks: fixed.blocks });
      const outcome = await save({ text, quiet: true });
      if (outcome.ok) toast.success(de.seo.headingsFixed);
      else toast.error(de.seo.headingsFixFailed(outcome.message));
    } catch (error) {
      console.error("Überschriften korrigieren", error);
      toast.error(de.seo.headingsFixFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setFixing(false);
    }
  }

  const blocker = useEditingGuards(save, dirty);

  const href = pageHref(saved.values.slug);
  const building = tab === "build" && !slides;
  const statusText = saving ? t.saving : publishing ? t.publishing : dirty ? f.unsaved : f.allSaved;
  const canPublish = !saving && !publishing && (dirty || live.unpublished || !live.online);
  return (
    <div className="mx-auto grid w-full gap-4">
      <div className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8">
        <div className="mx-auto flex w-full flex-wrap items-center gap-x-3 gap-y-2">
          <Button asChild variant="ghost" size="icon" className="size-8" aria-label={f.back} title={f.back}>
            <Link to="/admin/pages">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="mr-auto min-w-0 truncate text-lg font-semibold tracking-tight">{f.editTitle(saved.values.title)}</h1>
          {/* On the builder tab its toolbar shows the status and holds Speichern / Veröffentlichen. */}
          {!building && (
            <span role="status" aria-live="polite" className={cn("flex items-center gap-1.5 text-xs font-medium", dirty ? "text-amber-700" : "text-muted-foreground")}>
              {dirty && <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />}
              {statusText}
            </span>
          )}
          {live.unpublished && !publishing && (
            <span className="rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900" title={t.unpublishedChangesHint} data-testid="unpublished-changes">
              {t.unpublishedChanges}
            </span>
          )}
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/pages/${page.id}/revisions`}>
                <History aria-hidden="true" />
                <span className="max-sm:sr-only">{t.revisions}</span>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`${href}?preview=true`} target="_blank" rel="noopener">
                <Eye aria-hidden="true" />
                <span className="max-sm:sr-only">{t.preview}</span>
              </a>
            </Button>
            {!building && (
              <Button type="button" size="sm" variant={live.unpublished || !live.online ? "outline" : "default"} disabled={saving || publishing} aria-keyshortcuts="Control+S" title={`${t.save} (${f.shortcut})`} onClick={() => void save()}>
                {saving ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Save aria-hidden="true" />}
                {saving ? t.saving : t.save}
              </Button>
            )}
            {live.unpublished && live.online && (
              <Button type="button" variant="outline" size="sm" disabled={saving || publishing} onClick={() => setDiscardOpen(true)}>
                <Undo2 aria-hidden="true" />
                <span className="max-sm:sr-only">{t.discard}</span>
              </Button>
            )}
            {!building && (
              <Button type="button" size="sm" disabled={!canPublish} onClick={() => void publish()}>
                {publishing ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
                {publishing ? t.publishing : t.publish}
              </Button>
            )}
          </div>
        </div>
      </div>

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

      <Tabs value={tab} onValueChange={(next) => switchTab(next as EditorTab)} className="gap-4">
        <TabsList aria-label={deEditor.builder.tabs.label}>
          {!slides && <TabsTrigger value="build">{deEditor.builder.tabs.build}</TabsTrigger>}
          <TabsTrigger value="settings">{deEditor.builder.tabs.settings}</TabsTrigger>
          {!slides && <TabsTrigger value="json">{deEditor.builder.tabs.json}</TabsTrigger>}
        </TabsList>
        {!slides && (
          // Kept mounted: the builder's panels, mode and device survive a look at the settings.
          <TabsContent value="build" forceMount className="data-[state=inactive]:hidden">
            <PageBuilder
              editor={editor}
              pages={pages}
              onSave={() => void save()}
              saving={saving}
              // Only one status on screen (text queries and screen readers see the hidden tab too).
              status={building ? statusText : ""}
              statusTone={dirty ? "pending" : "neutral"}
              onPublish={() => void publish()}
              publishing={publishing}
              canPublish={canPublish}
            />
          </TabsContent>
        )}
        {(["settings", "json"] as const).map((value) => (
          <TabsContent key={value} value={value}>
            <form
              className="mx-auto grid w-full max-w-6xl items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
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
                <SeoPanel result={seo} stale={!check.ok} fixing={fixing || saving} onFixHeadings={() => void fixHeadings()} />
              </div>
            </form>
          </TabsContent>
        ))}
      </Tabs>

      <LeaveConfirmDialog blocker={blocker} texts={f} />
      <AlertDialog open={discardOpen} onOpenChange={setDiscardOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.discardTitle}</AlertDialogTitle>
            <AlertDialogDescription>{t.discardText(saved.values.title)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel />
            <AlertDialogAction variant="destructive" onClick={() => void discard()}>
              {t.discard}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
