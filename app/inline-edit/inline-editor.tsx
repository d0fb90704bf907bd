import { Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Block } from "~/blocks/types";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { ConflictDialog } from "~/components/admin/editor/save/conflict-dialog";
import { RestoreBanner } from "~/components/admin/editor/save/restore-banner";
import { useEditingSession } from "~/components/admin/editor/session/use-editing-session";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Toaster, toast } from "~/components/ui/sonner";
import { mergeBlocks } from "~/editor/merge";
import { INLINE_AUTOSAVE_DELAY_MS } from "~/editor/save-queue";
import { deEditor } from "~/i18n/editor";
import { deSite } from "~/i18n/site";
import { markFields, showBlocks } from "./dom";
import { PresenceStack } from "~/components/admin/presence/presence-stack";
import { usePresence } from "~/components/admin/presence/use-presence";
import { FieldEditor } from "./field-editor";
import { useInlineFields } from "./use-inline-fields";
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
  content: Block[];
  is_published: boolean;
  has_unpublished_changes: boolean;
  updated_at?: string;
}
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
  // Issue 30: who else has the page open (builder, presentation editor or inline), in the bar.
  const { people } = usePresence(pageId, { mode: "edit", surface: "inline" });
  return (
    <>
      <PresenceStack people={people} className="[&_[data-testid=presence-line]]:text-slate-300" />
      {page ? <Session page={page} doc={doc} bridge={bridge} /> : failed && <span className="text-xs text-red-200">{t.loadFailed}</span>}
      {createPortal(<Toaster />, doc.body)}
    </>
  );
}

function Session({ page, doc, bridge }: { page: LoadedPage; doc: Document; bridge: LiveBridge }) {
  const [blocks, setBlocks] = useState(page.content);
  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;
  const [publishing, setPublishing] = useState(false);

  // The session of every editor: version, save queue (1.5 s after the last keystroke, spec §4),
  // conflict dialog, browser draft, online flush and the leave guard.
  const editingSession = useEditingSession({
    pageId: page.id,
    version: page.version,
    content: page.content,
    blocks,
    live: { unpublished: page.has_unpublished_changes, online: page.is_published },
    delayMs: INLINE_AUTOSAVE_DELAY_MS,
    leaveMessage: t.unsavedLeave,
    toastId: "inline-save",
    // Someone else saved meanwhile: their changes come into the blocks and onto the page (issue 38).
    onRebase: ({ base, theirs, choices }) => {
      const merged = mergeBlocks(base, blocksRef.current, theirs, choices).blocks;
      blocksRef.current = merged;
      setBlocks(merged);
      showBlocks(doc, merged);
    },
  });
  const { session, live } = editingSession;
  const { editing, editingRef, track, commit, cancel } = useInlineFields(doc, blocksRef, setBlocks, session);
  const snapshot = editingSession.save;

  const label = useCallback((field: { label: string }) => t.editField(field.label), []);
  // Live updates leave the content alone while a field is open or a save is pending; after a swap the new elements are marked again.
  useEffect(() => {
    bridge.busy = () => editingRef.current !== null || session.dirty();
    bridge.swapped = (region) => markFields(region, blocksRef.current, label);
    markFields(doc, blocksRef.current, label);
  }, [bridge, doc, session, label, editingRef]);

  // The orange banner follows what the server said last.
  useEffect(() => {
    const banner = doc.querySelector<HTMLElement>(`[${INLINE_ATTR.unpublished}]`);
    if (!banner) return;
    banner.hidden = live.online && !live.unpublished;
    banner.textContent = live.online ? deSite.site.editDrafted : deSite.site.editUnpublished;
  }, [doc, live]);

  async function publish() {
    setPublishing(true);
    try {
      // What the open field holds is part of what is published: it closes with its text, which is saved first.
      const open = editingRef.current;
      if (open) commit(open.value);
      if (!(await session.flush())) {
        toast.error(t.publishFailed, { description: session.queue.getSnapshot().message ?? s.saveErrorDescription });
        return;
      }
      const result = await session.send<StoredPage>("POST", "/publish");
      if (result.ok) toast.success(t.published);
      else toast.error(t.publishFailed, { description: describeFailure(result) });
    } finally {
      setPublishing(false);
    }
  }

  function restoreDraft() {
    const restored = session.restoreDraft();
    if (!restored) return;
    showBlocks(doc, restored);
    blocksRef.current = restored;
    setBlocks(restored);
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
        <Button type="button" size="sm" variant="outline" className="h-7 text-slate-900" onClick={() => void session.flush()}>
          {t.save}
        </Button>
      )}
      <BusyButton
        className="h-7 bg-white text-slate-900 hover:bg-slate-200"
        disabled={publishing || snapshot.status === "saving"}
        onClick={() => void publish()}
        busy={publishing}
        icon={Send}
        label={t.publish}
        busyLabel={t.publishing}
      />
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
      {editingSession.draft &&
        bannerSlot &&
        createPortal(
          <RestoreBanner draft={editingSession.draft} stale={editingSession.draftStale} onRestore={restoreDraft} onDiscard={() => session.dismissDraft({ clear: true })} />,
          bannerSlot,
        )}
      <ConflictDialog server={snapshot.conflict} conflicts={snapshot.conflicts} onResolve={session.resolveConflict} />
    </>
  );
}
