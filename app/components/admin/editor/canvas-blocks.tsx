import { useDraggable, useDroppable } from "@dnd-kit/core";
import { memo, useCallback, useMemo, useRef, type ReactNode } from "react";
import { parsedContent } from "~/blocks/hooks";
import { BlockList } from "~/blocks/render";
import { getBlockModule } from "~/blocks/registry";
import { blockStyleToCss } from "~/blocks/style";
import { slotsOf } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { AnnotationMarker } from "~/components/admin/review/annotations";
import { useInPlaceEditing } from "./in-place";
import { useCanvas } from "./canvas-context";
import { BlockTools, DropLine, FrameBar } from "./canvas-frame";
import { slotLabel, slotZoneId, type BlockDropData, type SlotDropData } from "./drop-model";
import { useIndicatorAt, useIsSelected } from "./indicator-store";

const t = deEditor.builder.canvas;

/** Blocks a block shows that are not its own (a 'Präsentation' block's slides): as visitors see them. */
const renderStatic = (blocks: Block[]) => <BlockList blocks={blocks} />;

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
      <Render block={block} content={content} renderSlot={renderSlot} renderBlocks={renderStatic} />
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
        type={block.type}
        selected={selected}
        nested={parentId !== null}
        hidden={inPlace.editing}
        listeners={drag.listeners}
        attributes={drag.attributes}
        setActivatorRef={drag.setActivatorNodeRef}
      />
      {selected && <BlockTools block={block} />}
      <AnnotationMarker blockId={block.id} />
      <BlockBody key={inPlace.generation} block={inPlace.frozen ?? block} ancestors={ancestors} />
      {inPlace.portal}
      {position === "after" && <DropLine edge="bottom" />}
    </div>
  );
});
