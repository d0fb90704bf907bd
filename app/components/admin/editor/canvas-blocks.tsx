import { useDraggable, useDroppable } from "@dnd-kit/core";
import { Copy, GripVertical, Trash2 } from "lucide-react";
import { createContext, memo, useCallback, useContext, useMemo, useRef, type ReactNode } from "react";
import { getCanvasTools } from "~/blocks/canvas-tools";
import { parsedContent } from "~/blocks/hooks";
import { getBlockModule } from "~/blocks/registry";
import { blockStyleToCss } from "~/blocks/style";
import { slotsOf } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { BlockIcon } from "./block-icon";
import { useInPlaceEditing } from "./in-place";
import { slotLabel, slotZoneId, type BlockDropData, type SlotDropData } from "./drop-model";
import { useIndicatorAt, useIsSelected, type IndicatorStore, type SelectionStore } from "./indicator-store";

const t = deEditor.builder.canvas;

/**
 * What every frame on the canvas needs. One object that never changes while the builder is open:
 * the selection and the drop indicator are stores each frame reads its own slice of, so a click or
 * a pointer move re-renders the frames concerned, not the whole canvas.
 */
export interface CanvasActions {
  selection: SelectionStore;
  indicator: IndicatorStore;
  select: (id: string) => void;
  remove: (id: string) => void;
  duplicate: (id: string) => void;
  /** The update-content action (canvas tools, in-place text editing). */
  update: (id: string, patch: Record<string, unknown>, coalesce?: string) => void;
}

export const CanvasContext = createContext<CanvasActions | null>(null);

function useCanvas(): CanvasActions {
  const value = useContext(CanvasContext);
  if (!value) throw new Error("Canvas-Blöcke brauchen den CanvasContext des Editors");
  return value;
}

const EMPTY: string[] = [];

/** The page's own zone has no ancestors; one array, so memoised frames see the same prop. */
export const ROOT_ANCESTORS: string[] = [];

/** One slot of the tree as a drop zone: the page's own list or a block's "children"/"columns[i]". */
export const SlotZone = memo(function SlotZone({
  parent,
  slot,
  blocks,
  ancestors,
  className,
  empty,
}: {
  parent: Block | null;
  slot: string;
  blocks: Block[];
  ancestors: string[];
  className?: string;
  /** What an empty zone shows (the page's zone: the canvas empty state). */
  empty?: ReactNode;
}) {
  const { indicator } = useCanvas();
  const parentId = parent?.id ?? null;
  const id = slotZoneId(parentId, slot);
  const data: SlotDropData = { kind: "slot", label: slotLabel(parent, slot, t), parentId, slot, length: blocks.length, ancestors };
  const { setNodeRef } = useDroppable({ id, data });
  const inside = useIndicatorAt(indicator, id) === "inside";
  return (
    <div
      ref={setNodeRef}
      data-slot-zone={id}
      className={cn(
        "relative rounded-md transition-colors",
        blocks.length === 0 && !empty && "flex min-h-16 items-center justify-center border border-dashed border-muted-foreground/40 bg-muted/30 text-xs text-muted-foreground",
        inside && "bg-primary/10 ring-2 ring-primary ring-inset",
        className,
      )}
    >
      {blocks.length === 0 ? (empty ?? <span aria-hidden="true">{t.emptySlot}</span>) : null}
      {blocks.map((block, index) => (
        <EditorBlock key={block.id} block={block} parentId={parentId} slot={slot} index={index} ancestors={ancestors} />
      ))}
    </div>
  );
});

/** The unknown type's editor text (spec §3: '{type} Block - Noch nicht implementiert'). */
function NotImplemented({ type }: { type: string }) {
  return (
    <div role="note" className="rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4 text-sm font-medium text-amber-950">
      {t.notImplemented(type)}
    </div>
  );
}

/**
 * The block itself, rendered by its module exactly as visitors get it (the module's Render with
 * the same parsed content and wrapper style as app/blocks/render.tsx); its slots become drop zones.
 * Memoised on the block: dnd-kit re-renders every draggable frame when the block under the pointer
 * changes, and the frame's chrome is cheap, but running 500 modules' Render again is not.
 */
const BlockBody = memo(function BlockBody({ block, ancestors }: { block: Block; ancestors: string[] }) {
  const module = getBlockModule(block.type);
  const inner = useMemo(() => [...ancestors, block.id], [ancestors, block.id]);
  if (!module) return <NotImplemented type={block.type} />;
  const content = parsedContent(module, block.content);
  const Render = module.Render;
  const renderSlot = (name: string) => {
    const slot = slotsOf(block).find((s) => s.name === name);
    return slot ? <SlotZone parent={block} slot={name} blocks={slot.blocks} ancestors={inner} /> : null;
  };
  // No content-visibility: auto here: measured with the 500-block benchmark it gained nothing
  // visible, and its paint containment would clip what sticks out of a block (a card's shadow).
  return (
    <div data-block={module.type} style={blockStyleToCss(block.style)}>
      <Render block={block} content={content} renderSlot={renderSlot} />
    </div>
  );
});

interface EditorBlockProps {
  block: Block;
  parentId: string | null;
  slot: string;
  index: number;
  ancestors: string[];
}

/**
 * A block on the canvas in its frame: click selects it (the innermost block under the pointer),
 * the grip drags it, the frame bar duplicates or deletes it; drop indicators show above or below.
 * Memoised: the tree operations keep untouched blocks identical, so an edit re-renders one path;
 * selection and drop indicator come from per-id store slices (useIsSelected, useIndicatorAt).
 */
export const EditorBlock = memo(function EditorBlock({ block, parentId, slot, index, ancestors = EMPTY }: EditorBlockProps) {
  const { selection, select, indicator, update } = useCanvas();
  const frameRef = useRef<HTMLElement | null>(null);
  const inPlace = useInPlaceEditing(block, update);
  const module = getBlockModule(block.type);
  const label = module?.label ?? block.type;
  // Layout blocks show their outline at rest, so an empty section or row can be seen and hit.
  const layout = !!module?.slots;
  const data: BlockDropData = { kind: "block", id: block.id, label, parentId, slot, index, ancestors };
  const drag = useDraggable({ id: block.id, data });
  const drop = useDroppable({ id: block.id, data });
  const position = useIndicatorAt(indicator, block.id);
  const selected = useIsSelected(selection, block.id);
  // One ref for both: an inline callback would detach and re-attach the node (and dnd-kit's
  // resize observer) on every render of the frame.
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      frameRef.current = node;
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  return (
    <div
      ref={ref}
      data-editor-block={block.id}
      data-selected={selected || undefined}
      className={cn(
        "group/frame relative mb-4 min-h-6 rounded-sm outline-offset-4 last:mb-0",
        selected
          ? "outline-2 outline-primary outline-solid"
          : cn("hover:outline-1 hover:outline-dashed hover:outline-muted-foreground/60", layout && "outline-1 outline-dashed outline-muted-foreground/30"),
        drag.isDragging && "opacity-40",
      )}
      data-in-place-editing={inPlace.editing || undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (inPlace.editing) return;
        // A click on a text of the selected block edits it in place (a double click: select, then edit).
        if (selected && inPlace.tryStart(event, frameRef.current)) return;
        select(block.id);
      }}
    >
      {position === "before" && <DropLine edge="top" />}
      <FrameBar
        id={block.id}
        label={label}
        icon={module?.icon ?? ""}
        selected={selected}
        nested={parentId !== null}
        hidden={inPlace.editing}
        listeners={drag.listeners}
        attributes={drag.attributes}
        setActivatorRef={drag.setActivatorNodeRef}
      />
      {selected && <BlockTools block={block} />}
      <BlockBody key={inPlace.generation} block={inPlace.frozen ?? block} ancestors={ancestors} />
      {inPlace.portal}
      {position === "after" && <DropLine edge="bottom" />}
    </div>
  );
});

/** The selected block's own canvas tools (app/blocks/<type>/canvas.tsx), when its type has any. */
function BlockTools({ block }: { block: Block }) {
  const { update } = useCanvas();
  const tools = getCanvasTools(block.type);
  const module = getBlockModule(block.type);
  const onContent = useCallback((patch: Record<string, unknown>, coalesce?: string) => update(block.id, patch, coalesce), [update, block.id]);
  const getBody = useCallback(
    () => document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(block.id)}"] > [data-block]`),
    [block.id],
  );
  if (!tools || !module) return null;
  const { Tools } = tools;
  return (
    // Above the frame bars of its children (z-10), which sit over the top of the block it belongs to.
    <div data-canvas-tools={block.type} className="relative z-20 [zoom:var(--canvas-unzoom,1)]" onClick={(event) => event.stopPropagation()}>
      <Tools block={block} content={parsedContent(module, block.content) as Record<string, unknown>} getBody={getBody} onContent={onContent} />
    </div>
  );
}

/**
 * The frame's bar: grip, name, duplicate, delete. Memoised apart from the frame, because dnd-kit
 * re-renders every draggable whenever the drop target changes while dragging; the bar's props
 * (dnd-kit keeps listeners and attributes stable) then stay the same and its icons are not redrawn.
 */
const FrameBar = memo(function FrameBar({
  id,
  label,
  icon,
  selected,
  nested,
  hidden,
  listeners,
  attributes,
  setActivatorRef,
}: {
  id: string;
  label: string;
  icon: string;
  selected: boolean;
  /** In a container's slot rather than on the page itself. */
  nested: boolean;
  /** While a text of the block is edited in place: the bar would cover it (and its toolbar). */
  hidden: boolean;
  listeners: ReturnType<typeof useDraggable>["listeners"];
  attributes: ReturnType<typeof useDraggable>["attributes"];
  setActivatorRef: (node: HTMLElement | null) => void;
}) {
  const { select, remove, duplicate } = useCanvas();
  return (
    // A selected page-level block's bar sits above the frame, not on it (there it covered the
    // first line of the text); the page's zone has room for it. Inside a container it stays across
    // the top edge (containers may clip: overflow-hidden would cut a bar above off), and so does the
    // passing bar of a hovered block, as before. Kept at its normal size however far the canvas is
    // scaled down (--canvas-unzoom, canvas-scale.ts).
    <div
      data-frame-bar=""
      className={cn(
        "absolute right-1 z-10 flex items-center gap-0.5 rounded-md border bg-background p-0.5 text-xs shadow-sm [zoom:var(--canvas-unzoom,1)]",
        selected ? "flex" : "opacity-0 group-hover/frame:opacity-100 group-focus-within/frame:opacity-100 focus-within:opacity-100",
        selected && !nested ? "bottom-full" : "-top-3.5",
        // A container's bar gives way while a block inside it is selected: in a canvas scaled down
        // the two bars overlap, and the press is meant for the selected block's grip.
        "[[data-editor-block]:has([data-selected])>&]:pointer-events-none",
        hidden && "hidden",
      )}
    >
      <button
        type="button"
        ref={setActivatorRef}
        {...listeners}
        {...attributes}
        aria-label={`${t.move}: ${label}`}
        title={t.move}
        className="grid size-7 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={t.select(label)}
        onClick={(event) => {
          event.stopPropagation();
          select(id);
        }}
        className="flex h-7 items-center gap-1 rounded px-1.5 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <BlockIcon name={icon} className="size-3.5" />
        {label}
      </button>
      <FrameButton label={t.duplicate} onClick={() => duplicate(id)}>
        <Copy aria-hidden="true" className="size-4" />
      </FrameButton>
      <FrameButton label={t.remove} onClick={() => remove(id)} destructive>
        <Trash2 aria-hidden="true" className="size-4" />
      </FrameButton>
    </div>
  );
});

function FrameButton({ label, onClick, destructive, children }: { label: string; onClick: () => void; destructive?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      className={cn(
        "grid size-7 place-items-center rounded text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        destructive ? "hover:text-destructive" : "hover:text-foreground",
      )}
    >
      {children}
    </button>
  );
}

function DropLine({ edge }: { edge: "top" | "bottom" }) {
  return (
    <div
      aria-hidden="true"
      data-drop-indicator={edge}
      className={cn("pointer-events-none absolute inset-x-0 z-20 h-1 rounded-full bg-primary", edge === "top" ? "-top-2.5" : "-bottom-2.5")}
    />
  );
}
