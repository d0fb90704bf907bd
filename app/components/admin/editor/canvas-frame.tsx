import { useDraggable } from "@dnd-kit/core";
import { Copy, GripVertical, Trash2 } from "lucide-react";
import { memo, useCallback, type ReactNode } from "react";
import { BlockIcon, getBlockEditor } from "~/blocks/admin-registry";
import { parsedContent } from "~/blocks/hooks";
import { getBlockModule } from "~/blocks/registry";
import type { Block } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";

import { useCanvas } from "./canvas-context";

const t = deEditor.builder.canvas;

/** The selected block's own canvas tools (its editor module's CanvasTools), when its type has any. */
export function BlockTools({ block }: { block: Block }) {
  const { update } = useCanvas();
  const Tools = getBlockEditor(block.type)?.CanvasTools;
  const module = getBlockModule(block.type);
  const onContent = useCallback((patch: Record<string, unknown>, coalesce?: string) => update(block.id, patch, coalesce), [update, block.id]);
  const getBody = useCallback(
    () => document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(block.id)}"] > [data-block]`),
    [block.id],
  );
  if (!Tools || !module) return null;
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
export const FrameBar = memo(function FrameBar({
  id,
  label,
  type,
  selected,
  nested,
  hidden,
  listeners,
  attributes,
  setActivatorRef,
}: {
  id: string;
  label: string;
  /** The block type: its symbol comes from its editor module. */
  type: string;
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
    // Shown only for the selected block (above its frame, never on its text), the block under the
    // pointer and its parent (placed by frame-bars.ts), or while a button in it has the focus; a
    // hidden bar takes no clicks (app.css). Kept at its normal size however far the canvas is
    // scaled down (--canvas-unzoom, canvas-scale.ts).
    <div
      data-frame-bar=""
      data-bar-selected={selected || undefined}
      data-nested={nested || undefined}
      className={cn(
        "absolute z-10 flex items-center gap-0.5 rounded-md border bg-background p-0.5 text-xs shadow-sm [zoom:var(--canvas-unzoom,1)]",
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
        <BlockIcon type={type} className="size-3.5" />
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

export function DropLine({ edge }: { edge: "top" | "bottom" }) {
  return (
    <div
      aria-hidden="true"
      data-drop-indicator={edge}
      className={cn("pointer-events-none absolute inset-x-0 z-20 h-1 rounded-full bg-primary", edge === "top" ? "-top-2.5" : "-bottom-2.5")}
    />
  );
}
