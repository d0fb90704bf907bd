import { Loader2, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { patchForPath } from "~/blocks/editable";
import { findBlock, updateContent } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useBrowserDraft } from "~/components/admin/editor/save/use-browser-draft";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Toaster, toast } from "~/components/ui/sonner";
import { ConflictError, createSaveQueue, INLINE_AUTOSAVE_DELAY_MS, type SaveQueue, type ServerVersion } from "~/editor/save-queue";
import { deEditor } from "~/i18n/editor";
import { deSite } from "~/i18n/site";
import { contentOf, currentValue, HOST_ATTR, markFields, showBlocks, showValue, targetOf, type FieldTarget } from "./dom";
import { FieldEditor } from "./field-editor";
import { INLINE_ATTR } from "./markers";

const t = deSite.inlineEdit;
const s = deEditor.state;

/** How the live updates of the site runtime and the editor talk (app/inline-edit/main.tsx). */
export interface LiveBridge {
  /** True while the content must not be replaced. */
  busy: () => boolean;
  /** The content was replaced by the server's. */
  swapped: (region: Element) => void;
}

/** GET/PATCH /api/pages/{id}: what the inline editor reads of the page. */
interface StoredPage {
  id: string;
  version: number;
  content: Block[] | { slides: unknown[] };
  is_published: boolean;
  has_unpublished_changes: boolean;
  updated_at?: string;
}
type ServerPage = ServerVersion & { updated_at: string };
type LoadedPage = StoredPage & { content: Block[] };

interface Props {
  pageId: string;
  doc: Document;
  bridge: LiveBridge;
}

/** Loads the working copy (the page shows it already; the editor needs its blocks and version). */
export function InlineEditor({ pageId, doc, bridge }: Props) {
  const [page, setPage] = useState<LoadedPage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void apiRequest<StoredPage>("GET", `/api/pages/${encodeURIComponent(pageId)}`).then((result) => {
      if (result.ok && Array.isArray(result.data.content)) setPage(result.data as LoadedPage);
      else {
        setFailed(true);
        toast.error(t.loadFailed, { description: result.ok ? undefined : describeFailure(result) });
      }
    });
  }, [pageId]);
  return (
    <>
      {page ? <Session page={page} doc={doc} bridge={bridge} /> : failed && <span className="text-xs text-red-200">{t.loadFailed}</span>}
      {createPortal(<Toaster />, doc.body)}
    </>
  );
}

interface Editing {
  target: FieldTarget;
  host: HTMLElement;
  initial: string;
  /** What the text box holds now: already in the blocks, the queue and the browser draft. */
  value: string;
  /** A list item or table cell holds its editor itself (a <div> can't sit between <li>s): its own nodes meanwhile. */
  saved: ChildNode[] | null;
}

/** Elements whose parent takes no <div>: the editor goes inside them instead of after them. */
const HOLDS_EDITOR = /^(LI|TD|TH|DT|DD)$/;

function useQueue(page: LoadedPage, save: (content: Block[]) => Promise<{ version: number }>): SaveQueue<ServerPage> {
  const saveRef = useRef(save);
  saveRef.current = save;
  const [queue] = useState(() =>
    createSaveQueue<ServerPage>({ version: page.version, content: page.content, delayMs: INLINE_AUTOSAVE_DELAY_MS, save: (content) => saveRef.current(content) }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  return queue;
}

function Session({ page, doc, bridge }: { page: LoadedPage; doc: Document; bridge: LiveBridge }) {
  const pageUrl = `/api/pages/${encodeURIComponent(page.id)}`;
  const [blocks, setBlocks] = useState(page.content);
  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;
  /** One version for saves and publishing (each advances it). */
  const versionRef = useRef(page.version);
  const [live, setLive] = useState({ unpublished: page.has_unpublished_changes, online: page.is_published });
  const [editing, setEditing] = useState<Editing | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const [publishing, setPublishing] = useState(false);
  const [reloading, setReloading] = useState(false);

  /** The queue's writer: the blocks into the working copy; a 409 fetches the server's page for the dialog. */
  async function save(content: Block[]): Promise<{ version: number }> {
    const result = await apiRequest<StoredPage>("PATCH", pageUrl, { content, version: versionRef.current });
    if (result.ok) {
      versionRef.current = result.data.version;
      setLive({ unpublished: result.data.has_unpublished_changes, online: result.data.is_published });
      return { version: result.data.version };
    }
    if (result.status === 409 && result.code === "version") {
      const server = await apiRequest<StoredPage>("GET", pageUrl);
      if (server.ok && Array.isArray(server.data.content)) {
        throw new ConflictError<ServerPage>({ version: server.data.version, content: server.data.content, updated_at: server.data.updated_at ?? "" });
      }
    }
    throw new Error(describeFailure(result));
  }
  const queue = useQueue(page, save);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  const draft = useBrowserDraft({ pageId: page.id, blocks, serverContent: snapshot.serverContent, version: () => versionRef.current, initial: page.content });

  const label = useCallback((field: { label: string }) => t.editField(field.label), []);
  // Live updates leave the content alone while a field is open or a save is pending; after a swap the new elements are marked again.
  useEffect(() => {
    bridge.busy = () => editingRef.current !== null || queue.getSnapshot().dirty;
    bridge.swapped = (region) => markFields(region, blocksRef.current, label);
    markFields(doc, blocksRef.current, label);
  }, [bridge, doc, queue, label]);

  // The orange banner follows what the server said last.
  useEffect(() => {
    const banner = doc.querySelector<HTMLElement>(`[${INLINE_ATTR.unpublished}]`);
    if (!banner) return;
    banner.hidden = live.online && !live.unpublished;
    banner.textContent = live.online ? deSite.site.editDrafted : deSite.site.editUnpublished;
  }, [doc, live]);

  const close = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    const { element } = current.target;
    // A committed value replaced the nodes already (showValue); otherwise the item gets its own back.
    if (current.saved && current.host.parentNode === element) element.replaceChildren(...current.saved);
    current.host.remove();
    element.hidden = false;
    current.target.element.focus();
    editingRef.current = null;
    setEditing(null);
  }, []);

  const open = useCallback(
    (target: FieldTarget) => {
      const current = editingRef.current;
      if (current) {
        // One field at a time: the open one keeps what was typed until it is saved or cancelled.
        current.host.querySelector<HTMLElement>("textarea, [contenteditable]")?.focus();
        return;
      }
      const host = doc.createElement("div");
      host.setAttribute(HOST_ATTR, "");
      const initial = currentValue(target, blocksRef.current);
      let saved: ChildNode[] | null = null;
      if (HOLDS_EDITOR.test(target.element.tagName)) {
        saved = [...target.element.childNodes];
        target.element.replaceChildren(host);
      } else {
        target.element.after(host);
        target.element.hidden = true;
      }
      const next = { target, host, initial, value: initial, saved };
      editingRef.current = next;
      setEditing(next);
    },
    [doc],
  );

  /**
   * Every keystroke of the open field goes into the blocks at once: the queue saves it into the
   * working copy 1.5 s after the last one (spec §4), the browser draft keeps it meanwhile, and
   * leaving before the server has it asks first. Nothing typed waits for 'Speichern'.
   */
  const track = useCallback(
    (value: string) => {
      const current = editingRef.current;
      if (!current) return false;
      current.value = value;
      const { target } = current;
      const block = findBlock(blocksRef.current, target.blockId)?.block;
      try {
        if (!block) throw new RangeError(`Block ${target.blockId} fehlt`);
        const next = updateContent(blocksRef.current, target.blockId, patchForPath(contentOf(block), target.path, value));
        blocksRef.current = next;
        setBlocks(next);
        queue.change(next);
        return true;
      } catch (error) {
        console.error("Inline-Bearbeitung: Feld nicht gefunden", target.blockId, target.path, error);
        toast.error(t.fieldGone, { id: "inline-field-gone" });
        return false;
      }
    },
    [queue],
  );

  /** 'Speichern' / Ctrl+Enter: the value shows on the page and is saved now instead of after the delay. */
  const commit = useCallback(
    (value: string) => {
      const current = editingRef.current;
      if (!current) return;
      if (track(value)) {
        showValue(current.target.element, current.target.field, value);
        if (queue.getSnapshot().dirty) void queue.flush();
      }
      close();
    },
    [track, close, queue],
  );

  /** 'Abbrechen' / Escape: back to the text the field had when it was opened (saved again if the typing was). */
  const cancel = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    if (current.value !== current.initial) track(current.initial);
    close();
  }, [track, close]);

  // Clicks and Enter on marked fields, delegated to the document: content replaced by a live update works the same.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event.target as Element | null, blocksRef.current);
      if (!target) return;
      // A link inside a paragraph is edited, not followed.
      event.preventDefault();
      open(target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.defaultPrevented) return;
      const element = event.target as HTMLElement | null;
      if (!element?.hasAttribute?.("tabindex") || element.closest(`[${HOST_ATTR}]`)) return;
      const target = targetOf(element, blocksRef.current);
      if (!target || target.element !== element) return;
      event.preventDefault();
      open(target);
    };
    doc.addEventListener("click", onClick);
    doc.addEventListener("keydown", onKeyDown);
    return () => {
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("keydown", onKeyDown);
    };
  }, [doc, open]);

  // Leaving with edits the server does not have yet asks first (the browser's own dialog).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!queue.getSnapshot().dirty) return;
      event.preventDefault();
      event.returnValue = t.unsavedLeave;
    };
    const onOnline = () => {
      if (queue.getSnapshot().dirty) void queue.flush();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("online", onOnline);
    };
  }, [queue]);

  // Failures as toasts, once per change of status; the edits stay on the page and in the queue.
  const lastStatus = useRef(snapshot.status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = snapshot.status;
    if (previous === snapshot.status) return;
    if (snapshot.status === "error") toast.error(s.saveError, { id: "inline-save", description: s.saveErrorDescription });
    if (snapshot.status === "failed-repeatedly") toast.error(s.autoSaveFailed, { id: "inline-save" });
  }, [snapshot.status]);

  // 'Server-Version laden': the page is reloaded once the blocks are the server's (so no draft of ours is kept).
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  async function publish() {
    setPublishing(true);
    try {
      // What the open field holds is part of what is published: it closes with its text, which is saved first.
      const open = editingRef.current;
      if (open) commit(open.value);
      await queue.flush();
      const after = queue.getSnapshot();
      if (after.dirty) {
        toast.error(t.publishFailed, { description: after.message ?? s.saveErrorDescription });
        return;
      }
      queue.hold();
      try {
        const result = await apiRequest<StoredPage>("POST", `${pageUrl}/publish`, { version: versionRef.current });
        if (result.ok) {
          versionRef.current = result.data.version;
          setLive({ unpublished: result.data.has_unpublished_changes, online: result.data.is_published });
          toast.success(t.published);
        } else toast.error(t.publishFailed, { description: describeFailure(result) });
      } finally {
        queue.release();
      }
    } finally {
      setPublishing(false);
    }
  }

  function restoreDraft() {
    const found = draft.found;
    if (!found) return;
    // Made on an older version: saving it meets the newer one in the conflict dialog instead of overwriting it.
    if (found.version !== versionRef.current) versionRef.current = found.version;
    showBlocks(doc, found.blocks);
    blocksRef.current = found.blocks;
    setBlocks(found.blocks);
    queue.change(found.blocks);
    draft.dismiss({ clear: false });
    toast.success(deEditor.save.restored);
  }

  const failedStatus = snapshot.status === "error" || snapshot.status === "failed-repeatedly";
  const bannerSlot = doc.querySelector(`[${INLINE_ATTR.banner}]`);
  return (
    <>
      <span role="status" aria-live="polite" data-testid="inline-save-status" className={failedStatus ? "font-medium text-red-200" : "text-slate-200"}>
        {snapshot.label}
      </span>
      {failedStatus && (
        <Button type="button" size="sm" variant="outline" className="h-7 text-slate-900" onClick={() => void queue.flush()}>
          {t.save}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        className="h-7 bg-white text-slate-900 hover:bg-slate-200"
        disabled={publishing || snapshot.status === "saving"}
        onClick={() => void publish()}
      >
        {publishing ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
        {publishing ? t.publishing : t.publish}
      </Button>
      {editing &&
        createPortal(
          <FieldEditor
            field={editing.target.field}
            element={editing.target.element}
            initial={editing.initial}
            onChange={track}
            onCommit={commit}
            onCancel={cancel}
          />,
          editing.host,
        )}
      {draft.found &&
        bannerSlot &&
        createPortal(
          <RestoreBanner draft={draft.found} stale={draft.found.version !== versionRef.current} onRestore={restoreDraft} onDiscard={() => draft.dismiss({ clear: true })} />,
          bannerSlot,
        )}
      <ConflictDialog
        server={snapshot.conflict}
        local={blocks}
        onKeepMine={async () => {
          const server = queue.getSnapshot().conflict;
          if (!server) return;
          versionRef.current = server.version;
          await queue.resolveConflict("keep-mine");
        }}
        onTakeServer={() => {
          const server = queue.getSnapshot().conflict;
          if (!server) return;
          versionRef.current = server.version;
          void queue.resolveConflict("take-server");
          blocksRef.current = server.content;
          setBlocks(server.content);
          setReloading(true);
        }}
      />
    </>
  );
}
