import { useDraggable, useDroppable } from "@dnd-kit/core";
import { Download, FolderInput, FolderPlus, Inbox, Layers, Pencil, Trash2 } from "lucide-react";
import { RowButton } from "~/components/admin/forms/row-controls";
import { RowIcon, RowIconSprite, type RowIconName } from "~/components/admin/forms/row-icons";
import { useMemo, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { deMedia } from "~/i18n/media";
import { NameInput } from "./name-input";
import { cn } from "~/lib/utils";
import { buildFolderTree, type FolderNode } from "./folder-tree";
import type { FolderWithCount } from "./media-api";

const t = deMedia.folders;

/** What the tree lets the library do; the picker passes none of it and gets a plain chooser. */
export interface FolderTreeActions {
  create: (name: string, parentId: string | null) => Promise<boolean>;
  rename: (folder: FolderWithCount, name: string) => Promise<boolean>;
  move: (folder: FolderWithCount) => void;
  remove: (folder: FolderWithCount) => void;
  setDownload: (folder: FolderWithCount, value: boolean) => void;
}

/** `selected`: undefined = all files, "root" = files outside folders, else a folder id. */
export interface FolderTreeProps {
  folders: FolderWithCount[];
  selected: string | undefined;
  onSelect: (folder: string | undefined) => void;
  /** Number of all files and of files outside folders (shown beside the two entries). */
  totalCount?: number;
  rootCount?: number;
  actions?: FolderTreeActions;
  /** Folders and the root accept dropped assets and folders (needs a DndContext around). */
  dnd?: boolean;
  /** Hides "Alle Dateien" (e.g. where a target folder is chosen). */
  hideAll?: boolean;
  /** Shows each folder's number of files (default true). */
  counts?: boolean;
  label?: string;
  /** The screen draws the row icons (TREE_ICONS) in its own sprite; else the tree draws them. */
  spriteDrawn?: boolean;
}

/** The icons of a folder row, as symbols of a RowIconSprite (a library has hundreds of folders). */
export const TREE_ICONS: readonly RowIconName[] = ["chevron", "folder", "folderOpen", "more"];

/**
 * Above this many folders the tree starts closed but for the way to the chosen folder, so a large
 * library's screen stays small (issue 38, item 18); smaller trees start open as always.
 */
export const OPEN_TREE_LIMIT = 30;

export const dropId = (folder: string | null) => `into:${folder ?? "root"}`;
export const dragFolderId = (id: string) => `folder:${id}`;

function Count({ n }: { n: number | undefined }) {
  if (n === undefined) return null;
  return (
    <span className="ml-auto pl-2 text-xs text-muted-foreground tabular-nums">
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">, {t.count(n)}</span>
    </span>
  );
}

const rowClass = (active: boolean, over: boolean) =>
  cn(
    // `ftree-row`: a short class (app/app.css); a large library's tree has many of these.
    "ftree-row",
    active ? "bg-accent font-medium text-accent-foreground" : "hover:bg-accent/60",
    over && "bg-primary/10 ring-2 ring-primary",
  );

function SpecialEntry({ dropKey, icon, label, count, active, onSelect, droppable, title }: { dropKey: string; icon: ReactNode; label: string; count?: number; active: boolean; onSelect: () => void; droppable: boolean; title?: string }) {
  // Only "Ohne Ordner" takes drops (= top level / outside folders); "Alle Dateien" is no place.
  const { setNodeRef, isOver } = useDroppable({ id: dropKey, disabled: !droppable, data: { folder: null } });
  return (
    <li ref={setNodeRef} className="flex min-w-0">
      <button type="button" className={rowClass(active, isOver)} aria-current={active ? "true" : undefined} onClick={onSelect} title={title}>
        {icon}
        <span className="truncate">{label}</span>
        <Count n={count} />
      </button>
    </li>
  );
}

export function FolderTreeView({ folders, selected, onSelect, totalCount, rootCount, actions, dnd = false, hideAll, counts = true, label, spriteDrawn }: FolderTreeProps) {
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  /** Folders opened or closed by hand, against how they start. */
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const selectedFolder = folders.find((f) => f.id === selected);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // The chosen folder and its parents start open, whatever the size of the tree.
  const onPath = useMemo(() => {
    const parentOf = new Map(folders.map((f) => [f.id, f.parent_id]));
    const path = new Set<string>();
    for (let id = selected && parentOf.has(selected) ? selected : null; id && !path.has(id); id = parentOf.get(id) ?? null) path.add(id);
    return path;
  }, [folders, selected]);
  const closedAtStart = folders.length > OPEN_TREE_LIMIT;
  const isOpen = (id: string) => (closedAtStart ? onPath.has(id) : true) !== toggled.has(id);

  return (
    <nav aria-label={label ?? t.heading} className="grid min-w-0 grid-cols-1 gap-2 text-sm">
      {!spriteDrawn && <RowIconSprite names={TREE_ICONS} />}
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.heading}</h2>
        {actions && (
          <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => setCreating(true)} aria-expanded={creating}>
            <FolderPlus aria-hidden="true" />
            {t.newFolder}
          </Button>
        )}
      </div>
      {actions && creating && (
        <NameInput
          label={selectedFolder ? t.newSubfolder(selectedFolder.name) : t.newAtTop}
          initial=""
          submitLabel={t.create}
          onCancel={() => setCreating(false)}
          onSubmit={async (name) => {
            if (await actions.create(name, selectedFolder?.id ?? null)) setCreating(false);
          }}
        />
      )}
      <ul className="grid grid-cols-1 gap-0.5">
        {!hideAll && (
          <SpecialEntry dropKey="all-files" droppable={false} icon={<Layers aria-hidden="true" className="size-4 shrink-0" />} label={t.all} count={totalCount} active={selected === undefined} onSelect={() => onSelect(undefined)} />
        )}
        <SpecialEntry
          dropKey={dropId(null)}
          droppable={dnd}
          title={dnd ? t.rootHint : undefined}
          icon={<Inbox aria-hidden="true" className="size-4 shrink-0" />}
          label={t.root}
          count={rootCount}
          active={selected === "root"}
          onSelect={() => onSelect("root")}
        />
      </ul>
      {tree.length === 0 ? (
        <p className="px-2 text-xs text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-0.5">
          {tree.map((node) => (
            <FolderRow key={node.folder.id} node={node} selected={selected} onSelect={onSelect} isOpen={isOpen} toggle={toggle} actions={actions} dnd={dnd} counts={counts} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function FolderRow({ node, selected, onSelect, isOpen, toggle, actions, dnd, counts }: { node: FolderNode<FolderWithCount>; selected: string | undefined; onSelect: (id: string) => void; isOpen: (id: string) => boolean; toggle: (id: string) => void; actions?: FolderTreeActions; dnd: boolean; counts: boolean }) {
  const { folder, children } = node;
  const [renaming, setRenaming] = useState(false);
  const drop = useDroppable({ id: dropId(folder.id), disabled: !dnd, data: { folder: folder.id } });
  // Only the pointer drags (keyboard users move folders with "Verschieben nach…"), so the row
  // keeps its normal button semantics and tab stop.
  const drag = useDraggable({ id: dragFolderId(folder.id), disabled: !dnd || !actions || renaming, data: { kind: "folder", id: folder.id, name: folder.name } });
  const open = isOpen(folder.id);
  const active = selected === folder.id;
  return (
    <li className={cn("min-w-0", drag.isDragging && "opacity-50")}>
      <div ref={drop.setNodeRef} className="group flex min-w-0 items-center" style={{ paddingLeft: node.depth * 14 }}>
        {children.length > 0 ? (
          <button
            type="button"
            className="grid size-6 shrink-0 place-items-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-expanded={open}
            aria-label={open ? t.collapse(folder.name) : t.expand(folder.name)}
            onClick={() => toggle(folder.id)}
          >
            <RowIcon name="chevron" className={cn("size-3.5 transition-transform", open && "rotate-90")} />
          </button>
        ) : (
          <span className="size-6 shrink-0" />
        )}
        {renaming && actions ? (
          <div className="flex-1 py-0.5">
            <NameInput
              label={t.rename}
              initial={folder.name}
              submitLabel={t.rename}
              compact
              onCancel={() => setRenaming(false)}
              onSubmit={async (name) => {
                if (name === folder.name || (await actions.rename(folder, name))) setRenaming(false);
              }}
            />
          </div>
        ) : (
          <>
            <button
              ref={drag.setNodeRef}
              {...drag.listeners}
              type="button"
              className={rowClass(active, drop.isOver && !drag.isDragging)}
              aria-current={active ? "true" : undefined}
              onClick={() => onSelect(folder.id)}
              onDoubleClick={() => actions && setRenaming(true)}
              onKeyDown={(event) => {
                if (event.key === "F2" && actions) {
                  event.preventDefault();
                  setRenaming(true);
                }
              }}
              data-folder-id={folder.id}
            >
              <RowIcon name={active ? "folderOpen" : "folder"} className="shrink-0 text-amber-600" />
              <span className="truncate">{folder.name}</span>
              {folder.is_download_folder && (
                <Badge variant="success" className="h-5 shrink-0 px-1" title={`${t.downloadFolder}: ${t.downloadHint}`}>
                  <Download aria-hidden="true" />
                  <span className="sr-only">{t.downloadFolder}</span>
                </Badge>
              )}
              <Count n={counts ? folder.asset_count : undefined} />
            </button>
            {actions && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <RowButton type="button" className="size-7 opacity-60 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100" aria-label={t.actionsFor(folder.name)}>
                    <RowIcon name="more" />
                  </RowButton>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => setRenaming(true)}>
                    <Pencil aria-hidden="true" />
                    {t.rename}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => actions.move(folder)}>
                    <FolderInput aria-hidden="true" />
                    {t.moveTo}
                  </DropdownMenuItem>
                  <DropdownMenuCheckboxItem checked={folder.is_download_folder} onCheckedChange={(value) => actions.setDownload(folder, value === true)}>
                    {t.downloadFolder}
                  </DropdownMenuCheckboxItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(folder)}>
                    <Trash2 aria-hidden="true" />
                    {t.delete}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </>
        )}
      </div>
      {open && children.length > 0 && (
        <ul className="grid grid-cols-1 gap-0.5">
          {children.map((child) => (
            <FolderRow key={child.folder.id} node={child} selected={selected} onSelect={onSelect} isOpen={isOpen} toggle={toggle} actions={actions} dnd={dnd} counts={counts} />
          ))}
        </ul>
      )}
    </li>
  );
}
