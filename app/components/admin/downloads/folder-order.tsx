import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, FolderOpen, GripVertical } from "lucide-react";
import { Button } from "~/components/ui/button";
import { deDownloadsAdmin as t } from "~/i18n/downloads-admin";
import { cn } from "~/lib/utils";
import { moveInOrder, type AdminDownloadFolder } from "./preview";
import { PreviewList } from "./preview-list";

interface FolderOrderProps {
  folders: AdminDownloadFolder[];
  /** Ids of the download folders in their order. */
  order: string[];
  busy: boolean;
  onReorder: (ids: string[]) => void;
}

/** The download folders in the order of /downloads: drag by the handle, or the up/down buttons. */
export function FolderOrder({ folders, order, busy, onReorder }: FolderOrderProps) {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const items = order.map((id) => byId.get(id)).filter((f): f is AdminDownloadFolder => f !== undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? String(id);
  const positionOf = (id: UniqueIdentifier) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.announce.start(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.announce.over(nameOf(active.id), positionOf(over.id), order.length) : undefined),
    onDragEnd: ({ active, over }) => t.announce.end(nameOf(active.id), over ? positionOf(over.id) : positionOf(active.id), order.length),
    onDragCancel: ({ active }) => t.announce.cancel(nameOf(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="grid list-none gap-3 p-0" aria-label={t.order}>
          {items.map((folder, index) => (
            <SortableFolder
              key={folder.id}
              folder={folder}
              first={index === 0}
              last={index === items.length - 1}
              busy={busy}
              onMove={(delta) => onReorder(moveInOrder(order, folder.id, delta))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableFolder({ folder, first, last, busy, onMove }: { folder: AdminDownloadFolder; first: boolean; last: boolean; busy: boolean; onMove: (delta: -1 | 1) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: folder.id, disabled: busy });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("rounded-xl border bg-card shadow-xs", isDragging && "relative z-10 border-primary/50 shadow-md ring-2 ring-primary/20")}
      data-testid="download-folder"
      data-folder-id={folder.id}
    >
      <div className="flex items-center gap-2 border-b px-3 py-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
          aria-label={t.dragHandle(folder.name)}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold" title={folder.path}>
          {folder.name}
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">{t.fileCount(folder.fileCount)}</span>
        <Button variant="ghost" size="icon" className="size-8" disabled={first || busy} aria-label={t.moveUp(folder.name)} title={t.moveUp(folder.name)} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" disabled={last || busy} aria-label={t.moveDown(folder.name)} title={t.moveDown(folder.name)} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <PreviewList preview={folder.preview} empty={t.emptyFolder} />
    </li>
  );
}
