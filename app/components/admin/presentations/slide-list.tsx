import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, ImageOff } from "lucide-react";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { cn } from "~/lib/utils";

const t = dePresentationsAdmin.editor;

/** What the list and the image field show of a slide block. */
export interface SlideSummary {
  id: string;
  title: string;
  imageUrl: string;
}

interface Props {
  slides: SlideSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Move the slide to this index (drag or the keyboard sensor). */
  onMove: (id: string, to: number) => void;
  /** Watching (issue 30, 'Ansehen'): slides are selected to look at, never moved. */
  readOnly?: boolean;
}

/** The slide thumbnails: click selects; the handle drags, or with the keyboard Space, arrows, Space. */
export function SlideList({ slides, selectedId, onSelect, onMove, readOnly = false }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = slides.map((s) => s.id);
  const nameOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    return t.slideLabel(index + 1, slides[index]?.title ?? "");
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.announce.start(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.announce.over(nameOf(active.id), positionOf(over.id), ids.length) : undefined),
    onDragEnd: ({ active, over }) => t.announce.end(nameOf(active.id), over ? positionOf(over.id) : positionOf(active.id), ids.length),
    onDragCancel: ({ active }) => t.announce.cancel(nameOf(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="grid list-none grid-cols-[minmax(0,1fr)] gap-2 p-0" aria-label={t.slides} data-testid="slide-list">
          {slides.map((slide, index) => (
            <SlideThumb key={slide.id} slide={slide} index={index} selected={slide.id === selectedId} onSelect={() => onSelect(slide.id)} readOnly={readOnly} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SlideThumb({ slide, index, selected, onSelect, readOnly }: { slide: SlideSummary; index: number; selected: boolean; onSelect: () => void; readOnly: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: slide.id, disabled: readOnly });
  const label = t.slideLabel(index + 1, slide.title);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("flex items-stretch gap-1 rounded-lg border bg-card", selected && "border-primary ring-2 ring-primary/30", isDragging && "relative z-10 shadow-md")}
      data-testid="slide-thumb"
      data-slide-id={slide.id}
    >
      {!readOnly && (
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="flex w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-lg text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
        aria-label={t.dragHandle(label)}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      )}
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        aria-label={label}
        className={cn("flex min-w-0 flex-1 items-center gap-2 p-2 text-left hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none", readOnly ? "rounded-lg" : "rounded-r-lg")}
      >
        <span className="w-5 shrink-0 text-right text-xs tabular-nums text-muted-foreground" aria-hidden="true">
          {index + 1}
        </span>
        <span className="flex aspect-video w-16 shrink-0 items-center justify-center overflow-hidden rounded border bg-muted" aria-hidden="true">
          {slide.imageUrl ? <img src={slide.imageUrl} alt="" className="size-full object-cover" loading="lazy" /> : <ImageOff className="size-3.5 text-muted-foreground" />}
        </span>
        <span className={cn("min-w-0 flex-1 truncate text-sm", !slide.title && "text-muted-foreground italic")} data-testid="slide-thumb-title">
          {slide.title || t.untitled}
        </span>
      </button>
    </li>
  );
}
