import { useRef, useState } from "react";
import type { Block } from "~/blocks/types";
import type { EditingSession } from "~/components/admin/editor/session/session";
import { toast } from "~/components/ui/sonner";
import type { UseEditor } from "~/editor/use-editor";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import { fixHeadingLevels } from "~/blocks/seo";
import { describeFailure } from "./api-client";
import { checkBlocksJson, formatBlocks, type JsonCheck } from "./blocks-json";
import { conflictFields } from "./new-page-form";
import { toPayload, type PageFormValues } from "./page-settings-fields";
import type { EditablePage, PageForm } from "./use-page-form";

const t = de.pagesAdmin;

export type EditorTab = "build" | "settings" | "json";
export type SaveOutcome = { ok: true; version: number } | { ok: false; message: string };

interface Options {
  session: EditingSession;
  editor: UseEditor;
  form: PageForm;
  /** A presentation: only its settings are edited here (its slides never travel through this form). */
  presentation: boolean;
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
  json: string;
  setJson: (text: string) => void;
  /** The builder's blocks as JSON text ("" on the builder tab, where nobody reads it). */
  builderJson: string;
  check: JsonCheck;
}

/**
 * What the page editor's buttons do: Speichern (blocks through the session's queue, then the
 * settings), Veröffentlichen, Verwerfen, the heading fix and the tab switch. The user's text stays
 * whatever happens: every failure leaves it in the editor and says why.
 */
export function usePageActions({ session, editor, form, presentation, tab, setTab, json, setJson, builderJson, check }: Options) {
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [fixing, setFixing] = useState(false);
  const builderJsonRef = useRef(builderJson);
  builderJsonRef.current = builderJson;

  /** Blocks from the JSON tab or the heading fix into the builder (one undo step) and the session at once. */
  function applyBlocks(blocks: Block[]) {
    if (formatBlocks(blocks) === builderJsonRef.current) return;
    editor.dispatch({ type: "replace", blocks });
    session.change(blocks);
  }

  /** The JSON tab starts from the builder's blocks; leaving it hands valid JSON back (and stays while it is invalid). */
  function switchTab(next: EditorTab) {
    if (next === tab || presentation) return setTab(next);
    if (tab === "json") {
      const parsed = checkBlocksJson(json);
      if (!parsed.ok) return void toast.error(deEditor.builder.tabs.jsonInvalid, { description: parsed.message });
      applyBlocks(parsed.blocks);
    }
    if (next === "json") setJson(formatBlocks(editor.state.blocks));
    setTab(next);
  }

  /** The settings form (title, slug, meta…) into the page; the session's queue waits meanwhile so both use one version. */
  async function saveSettings(sentValues: PageFormValues, quiet: boolean): Promise<SaveOutcome> {
    const result = await session.send<EditablePage>("PATCH", "", toPayload(sentValues));
    if (result.ok) {
      form.adopt(result.data, sentValues);
      return { ok: true, version: result.data.version };
    }
    if (!(result.status === 409 && result.code === "version")) form.setErrors(conflictFields(result));
    const message = describeFailure(result);
    if (!quiet) toast.error(de.pages.updateFailed, { description: message });
    return { ok: false, message };
  }

  /** Speichern / Ctrl+S: the blocks now (from the JSON text when that tab is open), then the settings when they changed. */
  async function saveAll(options: { text?: string; quiet?: boolean } = {}): Promise<SaveOutcome> {
    const quiet = options.quiet ?? false;
    if (!presentation && (options.text !== undefined || tab === "json")) {
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
      // Not through (error, offline, conflict): the edits stay; the toast or the dialog says why.
      if (!(await session.flush())) {
        const after = session.queue.getSnapshot();
        if (!quiet && after.status === "error") toast.error(deEditor.state.manualSaveFailed, { id: "editor-save", description: after.message ?? undefined });
        return { ok: false, message: after.message ?? deEditor.save.settingsFirst };
      }
      if (form.dirty) {
        const outcome = await saveSettings(form.values, quiet);
        if (!outcome.ok) return outcome;
      }
      if (!quiet && tab !== "build") toast.success(de.pages.updated);
      return { ok: true, version: session.version() };
    } finally {
      setSaving(false);
    }
  }

  /** Saves unsaved work first (so nothing typed is lost, and what is discarded stays in the history), then publishes or discards. */
  async function afterSaving(action: "publish" | "discard", failed: string): Promise<EditablePage | null> {
    const saved = await saveAll({ quiet: true });
    if (!saved.ok) return void toast.error(failed, { description: saved.message }), null;
    const result = await session.send<EditablePage>("POST", `/${action}`);
    if (result.ok) return result.data;
    toast.error(failed, { description: describeFailure(result) });
    return null;
  }

  async function publish() {
    setPublishing(true);
    try {
      const sentValues = form.values;
      const stored = await afterSaving("publish", t.publishFailed);
      if (!stored) return;
      form.adopt(stored, sentValues);
      // The page is online now, whatever the form's switch said before.
      form.setValues((current) => ({ ...current, is_published: stored.is_published }));
      toast.success(t.publishedToast);
    } finally {
      setPublishing(false);
    }
  }

  /** Back to the published state: the editor starts afresh from the published blocks. */
  async function discard() {
    setPublishing(true);
    try {
      const stored = await afterSaving("discard", t.discardFailed);
      if (!stored) return;
      form.adopt(stored, form.values, { replace: true });
      if (!presentation) {
        const blocks = stored.content;
        editor.dispatch({ type: "reset", blocks });
        session.reset(stored.version, blocks);
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
      const fixed = fixHeadingLevels(check.blocks, { contentType: form.values.content_type, title: form.values.title });
      if (fixed.changed === 0) return void toast.info(t.seo.alreadyFine);
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

  return { saving, publishing, fixing, switchTab, saveAll, publish, discard, fixHeadings };
}
