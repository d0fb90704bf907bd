import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { File as FileIcon, Folder as FolderIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { describeFailure } from "~/components/admin/pages/api-client";
import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";
import { ASSET_SORTS, isAssetType, type Asset, type AssetType } from "~/lib/assets";
import { readPageParam, readSortParam } from "~/lib/list-paging";
import { AssetDeleteDialog } from "./asset-delete-dialog";
import { AssetEditDialog } from "./asset-edit-dialog";
import { BulkAltDialog } from "./bulk-alt-dialog";
import { copyAssetUrl } from "./copy-url";
import { FolderDeleteDialog } from "./folder-delete-dialog";
import { folderAndDescendants } from "./folder-tree";
import { FolderTreeView, TREE_ICONS } from "./folder-tree-view";
import { MEDIA_ROW_ICONS } from "./asset-preview";
import { RowIconSprite } from "~/components/admin/forms/row-icons";
import { AssetArea, DropOverlay } from "./library-parts";
import { mediaApi } from "./media-api";
import { MoveDialog } from "./move-dialog";
import { useFileDrop } from "./use-file-drop";
import { useFolderActions } from "./use-folder-actions";
import { useMediaData, type MediaData, type PagedAssetQuery } from "./use-media-data";
import { useMediaEvents } from "./use-media-events";
import { useUploads } from "./use-uploads";
import { AdminPageHeader } from "~/components/admin/page-header";

const t = deMedia.library;

export type LibraryView = "grid" | "list";

/** The query of the library's screen: one type at most (the filter), the page and the view. */
export type LibraryQuery = Omit<PagedAssetQuery, "type"> & { type?: AssetType; view: LibraryView };

/**
 * The URL holds what the screen shows (folder, search, type, order, page, view), so a reload or a
 * link keeps it. A bad value means the default (a screen never errors on its address).
 */
export function queryFromParams(params: URLSearchParams): LibraryQuery {
  const type = params.get("type");
  return {
    folder: params.get("folder") || undefined,
    q: params.get("q") ?? undefined,
    type: isAssetType(type) ? type : undefined,
    sort: readSortParam(params, ASSET_SORTS),
    page: readPageParam(params),
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

const LIBRARY_ICONS = [...TREE_ICONS, ...MEDIA_ROW_ICONS];

/** Parameters that change what is listed (not how): a change starts again at page 1. */
const KEEPS_PAGE = new Set(["page", "view"]);

type DragData = { kind: "asset" | "folder"; id: string; name: string };

/** /admin/media: folders on the left, the files of the chosen folder on the right, uploads anywhere. */
/** `canEdit`: false for a role that may look and upload only (an Autor; media.edit in app/lib/access.ts). */
export function MediaLibrary({ initial, canEdit = true }: { initial: MediaData; canEdit?: boolean }) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const { assets, total, page, pageCount, folders, rootCount, loading, refresh, patchAssets } = useMediaData(initial, query);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [movingAssets, setMovingAssets] = useState<Asset[] | null>(null);
  /** The images the alt-text dialog works on; null while it is closed. */
  const [bulkAlt, setBulkAlt] = useState<{ images: Asset[]; fromSelection: boolean } | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const folderActions = useFolderActions(refresh);

  useMediaEvents(useCallback(() => void refresh(), [refresh]));

  // Another folder, search, order or page: the selection was of files no longer shown.
  const listKey = JSON.stringify([query.folder, query.q, query.type, query.sort, query.page]);
  useEffect(() => setSelection(new Set()), [listKey]);

  const setParam = useCallback(
    (name: string, value: string | undefined) => {
      // An unchanged URL is no navigation (it would revalidate the admin layout for nothing).
      if ((params.get(name) ?? undefined) === (value || undefined)) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          if (!KEEPS_PAGE.has(name)) next.delete("page");
          return next;
        },
        { replace: name === "q", preventScrollReset: true },
      );
    },
    [params, setParams],
  );

  const currentFolder = folders.find((f) => f.id === query.folder) ?? null;
  // Uploads go where the user is looking: the chosen folder, else the root.
  const uploadTarget = currentFolder?.id ?? null;
  // New files are the newest: on a later page of the default order they would stay out of sight.
  const showNewest = query.page > 1 && query.sort === ASSET_SORTS[0];
  const uploads = useUploads(useCallback(() => (showNewest ? setParam("page", undefined) : void refresh()), [showNewest, setParam, refresh]));
  const addFiles = useCallback((files: File[]) => uploads.add(files, uploadTarget), [uploads, uploadTarget]);
  const fileDragging = useFileDrop(addFiles);

  const visibleSelected = useMemo(() => assets.filter((a) => selection.has(a.id)), [assets, selection]);
  const totalCount = rootCount === null ? undefined : rootCount + folders.reduce((sum, f) => sum + f.asset_count, 0);

  async function moveAssets(list: Asset[], target: string | null): Promise<boolean> {
    const moving = list.filter((a) => a.folder_id !== target);
    if (moving.length === 0) return true;
    const results = await Promise.all(moving.map((a) => mediaApi.updateAsset(a.id, { folder_id: target })));
    const failed = results.find((r) => !r.ok);
    const done = results.filter((r) => r.ok).length;
    if (done > 0) toast.success(deMedia.toasts.moved(done));
    if (failed && !failed.ok) toast.error(deMedia.toasts.moveFailed, { description: describeFailure(failed) });
    setSelection(new Set());
    await refresh();
    return !failed;
  }

  async function applyAltTexts(texts: { id: string; alt_text: string }[]): Promise<boolean> {
    const results = await Promise.all(texts.map((x) => mediaApi.updateAsset(x.id, { alt_text: x.alt_text })));
    const failed = results.find((r) => !r.ok);
    const done = results.filter((r) => r.ok).length;
    if (done > 0) toast.success(deMedia.toasts.altSaved(done));
    if (failed && !failed.ok) toast.error(deMedia.toasts.updateFailed, { description: describeFailure(failed) });
    await refresh();
    return !failed;
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragData | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const data = event.active.data.current as DragData | undefined;
    const over = event.over?.data.current as { folder: string | null } | undefined;
    if (!data || !over) return;
    if (data.kind === "asset") {
      // Dragging one of several selected files moves the whole selection.
      const list = selection.has(data.id) ? visibleSelected : assets.filter((a) => a.id === data.id);
      void moveAssets(list, over.folder);
    } else {
      const folder = folders.find((f) => f.id === data.id);
      if (folder) void folderActions.moveFolder(folder, over.folder);
    }
  };

  const selectedImages = visibleSelected.filter((a) => a.asset_type === "image");
  const imagesPossible = selectedImages.length > 0 || (visibleSelected.length === 0 && total > 0 && (!query.type || query.type === "image"));

  /** Alt texts for the selected images, or without a selection for every image of the view (all its pages). */
  async function openBulkAlt() {
    if (visibleSelected.length > 0) {
      setBulkAlt({ images: selectedImages, fromSelection: true });
      return;
    }
    const all = await mediaApi.listAllAssets({ folder: query.folder, q: query.q, sort: query.sort, type: "image" });
    if (all.ok) setBulkAlt({ images: all.data, fromSelection: false });
    else toast.error(deMedia.toasts.loadFailed, { description: describeFailure(all) });
  }
  const movingFolder = folderActions.moving;
  const deletingFolder = folderActions.deleting;

  return (
    <DndContext
      sensors={sensors}
      // The target is the folder under the pointer: a dragged card overlaps several folder rows at once.
      collisionDetection={pointerWithin}
      onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div className="mx-auto grid w-full max-w-7xl gap-4">
        {/* The icons repeated by the folder rows and the page of files, drawn once. */}
        <RowIconSprite names={LIBRARY_ICONS} />
        <AdminPageHeader title={t.title} intro={t.intro} />
        <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside className="rounded-xl border bg-card p-3 shadow-xs lg:sticky lg:top-18">
            <FolderTreeView
              folders={folders}
              selected={query.folder}
              onSelect={(folder) => {
                setSelection(new Set());
                setParam("folder", folder);
              }}
              totalCount={totalCount}
              rootCount={rootCount ?? undefined}
              actions={canEdit ? folderActions.actions : undefined}
              dnd={canEdit}
              spriteDrawn
            />
          </aside>
          <AssetArea
            query={query}
            setParam={setParam}
            assets={assets}
            total={total}
            page={page}
            pageCount={pageCount}
            folders={folders}
            currentFolder={currentFolder}
            loading={loading}
            selection={selection}
            setSelection={setSelection}
            uploads={uploads}
            onFiles={addFiles}
            onOpen={setEditing}
            onCopy={(asset) => void copyAssetUrl(asset.url)}
            onMove={(asset) => setMovingAssets([asset])}
            onDelete={setDeleting}
            onMoveSelection={() => setMovingAssets(visibleSelected)}
            onBulkAlt={() => void openBulkAlt()}
            bulkAltDisabled={!imagesPossible}
            onSetDownload={(folder, value) => folderActions.actions.setDownload(folder, value)}
            canEdit={canEdit}
          />
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="inline-flex max-w-64 items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-medium shadow-lg">
            {dragging.kind === "folder" ? <FolderIcon aria-hidden="true" className="size-4 text-amber-600" /> : <FileIcon aria-hidden="true" className="size-4" />}
            <span className="truncate">
              {dragging.kind === "asset" && selection.has(dragging.id) && visibleSelected.length > 1 ? deMedia.move.title(visibleSelected.length) : dragging.name}
            </span>
          </div>
        )}
      </DragOverlay>
      {fileDragging && <DropOverlay target={currentFolder?.name ?? deMedia.folders.root} />}
      {editing && (
        <AssetEditDialog
          key={editing.id}
          asset={editing}
          folders={folders}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            patchAssets((list) => list.map((a) => (a.id === saved.id ? saved : a)));
            void refresh();
          }}
        />
      )}
      {deleting && (
        <AssetDeleteDialog
          asset={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(gone) => {
            patchAssets((list) => list.filter((a) => a.id !== gone.id));
            void refresh();
          }}
        />
      )}
      {movingAssets && (
        <MoveDialog
          title={movingAssets.length === 1 ? `„${movingAssets[0].name}“ ${deMedia.move.submit.toLowerCase()}` : deMedia.move.title(movingAssets.length)}
          folders={folders}
          initial={movingAssets[0]?.folder_id ?? null}
          onClose={() => setMovingAssets(null)}
          onMove={(target) => moveAssets(movingAssets, target)}
        />
      )}
      {bulkAlt && <BulkAltDialog images={bulkAlt.images} fromSelection={bulkAlt.fromSelection} onClose={() => setBulkAlt(null)} onApply={applyAltTexts} />}
      {movingFolder && (
        <MoveDialog
          title={deMedia.folders.moveTitle(movingFolder.name)}
          folders={folders}
          initial={movingFolder.parent_id}
          exclude={folderAndDescendants(folders, movingFolder.id)}
          rootLabel={deMedia.folders.topLevel}
          onClose={() => folderActions.setMoving(null)}
          onMove={async (target) => (target === movingFolder.parent_id ? true : folderActions.moveFolder(movingFolder, target))}
        />
      )}
      {deletingFolder && (
        <FolderDeleteDialog
          folder={deletingFolder}
          parent={folders.find((f) => f.id === deletingFolder.parent_id) ?? null}
          onClose={() => folderActions.setDeleting(null)}
          onConfirm={async () => {
            const gone = deletingFolder;
            folderActions.setDeleting(null);
            // The files now lie in the parent: show them there.
            if ((await folderActions.deleteFolder(gone)) && query.folder === gone.id) setParam("folder", gone.parent_id ?? "root");
          }}
        />
      )}
    </DndContext>
  );
}
