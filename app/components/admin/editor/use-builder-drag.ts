import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { useCallback, useMemo, useRef, useState, type RefObject } from "react";
import { getBlockModule } from "~/blocks/registry";
import { findBlock } from "~/blocks/tree";
import type { Block, BlockModule } from "~/blocks/types";
import type { UseEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { useStableCallback } from "~/lib/use-stable-callback";
import { accepts, decideDrop, keyboardStops, nextStop, pointerOver, type DragData, type DropData, type DropDecision, type KeyboardStop } from "./drop-model";
import type { DropTarget } from "~/editor/state";
import { throttle, type IndicatorStore } from "./indicator-store";

const t = deEditor.builder;

/** Spec §9: above 50 blocks the drop indicator follows the pointer at most every 8 ms. */
export const THROTTLE_DRAG_ABOVE = 50;
export const DRAG_THROTTLE_MS = 8;

/** A few pixels of travel before a drag starts, so a click still selects and a library click inserts. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** The block being dragged, as the drag overlay shows it. */
export interface Dragging {
  label: string;
  /** Its block type (the overlay shows the type's symbol). */
  type: string;
  /** A new block from the library or a block of the page. */
  kind: "new" | "block";
}

interface Options {
  blocksRef: RefObject<Block[]>;
  total: number;
  indicator: IndicatorStore;
  dispatch: UseEditor["dispatch"];
  /** A new block from the library dropped at a place. */
  insertNew: (module: BlockModule, to: DropTarget) => boolean;
}

/**
 * Dragging in the builder (dnd-kit, pointer and keyboard): only decides which insert or move action
 * to send. Everything DndContext gets is stable, so the canvas sits still while typing.
 */
export function useBuilderDrag({ blocksRef, total, indicator, dispatch, insertNew }: Options) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  // Keyboard dragging walks through stops (keyboardStops); the collision detection reads the current one.
  const keyboardStop = useRef<KeyboardStop | null>(null);
  const draggedRef = useRef<DragData | null>(null);
  // What a drop now would do, from the latest collision check: the indicator shows it, the drop does it.
  const decisionRef = useRef<DropDecision | null>(null);


  const keyboardCoordinates: KeyboardCoordinateGetter = useCallback(
    (event, { currentCoordinates, context }) => {
      if (event.code !== "ArrowDown" && event.code !== "ArrowUp") return undefined;
      event.preventDefault();
      const dragged = draggedRef.current;
      const stops = keyboardStops(blocksRef.current, dragged?.kind === "block" ? dragged.id : null);
      const next = nextStop(stops, keyboardStop.current, event.code === "ArrowDown" ? 1 : -1);
      if (!next) return undefined;
      keyboardStop.current = next;
      indicator.set({ overId: next.id, position: next.position });
      const rect = context.droppableRects.get(next.id);
      const from = context.collisionRect;
      if (!rect || !from) return { ...currentCoordinates };
      const y = next.position === "after" ? rect.bottom : rect.top;
      return { x: currentCoordinates.x, y: currentCoordinates.y + (y - from.top) };
    },
    [indicator, blocksRef],
  );

  // Stable options: a new options object makes new sensors, and with them a new dnd-kit context
  // that re-renders every frame on the canvas (on every keystroke in the properties panel).
  const keyboardOptions = useMemo(() => ({ coordinateGetter: keyboardCoordinates }), [keyboardCoordinates]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));

  /**
   * The innermost zone under the pointer that takes the dragged block; by keyboard, the current stop.
   * The browser's hit test (elementsFromPoint, innermost first) instead of dnd-kit's pointerWithin:
   * that one reads every droppable's rect, and each rect read asks the scroll containers for their
   * offsets, which made a pointer move on a 500-block page cost a frame.
   */
  // It also decides the drop (decideDrop, from the rects on screen now), so indicator and drop agree.
  const collisionDetection: CollisionDetection = useCallback((args) => {
    const dragged = draggedRef.current;
    decisionRef.current = null;
    if (!args.pointerCoordinates) {
      const stop = keyboardStop.current;
      if (!stop) return [];
      const data = args.droppableContainers.find((c) => c.id === stop.id)?.data.current as DropData | undefined;
      if (data) decisionRef.current = decideDrop(data, { position: stop.position }, dragged);
      return [{ id: stop.id }];
    }
    const { x, y } = args.pointerCoordinates;
    for (const element of document.elementsFromPoint(x, y)) {
      const id = element.getAttribute("data-editor-block") ?? element.getAttribute("data-slot-zone");
      if (id === null) continue;
      const container = args.droppableContainers.find((c) => c.id === id);
      const data = container?.data.current as DropData | undefined;
      // A zone that refuses the dragged block (itself, its inside) passes the pointer on outwards.
      if (!data || container?.disabled || !accepts(data, dragged)) continue;
      decisionRef.current = decideDrop(data, pointerOver(element, data, y), dragged);
      return [{ id, data: { droppableContainer: container } }];
    }
    return [];
  }, []);

  function onDragStart(event: DragStartEvent) {
    const data = event.active.data.current as DragData | undefined;
    draggedRef.current = data ?? null;
    const type = data?.kind === "new" ? data.type : data ? findBlock(blocksRef.current, data.id)?.block.type : undefined;
    setDragging(data ? { label: data.label, type: type ?? "", kind: data.kind } : null);
    keyboardStop.current = data?.kind === "block" ? { id: data.id, position: "before" } : null;
    indicator.set(null);
  }

  function showIndicator() {
    indicator.set(decisionRef.current?.indicator ?? null);
  }
  const throttledIndicator = useMemo(() => throttle(() => indicator.set(decisionRef.current?.indicator ?? null), DRAG_THROTTLE_MS), [indicator]);
  const totalRef = useRef(total);
  totalRef.current = total;

  function onDragMove() {
    if (totalRef.current > THROTTLE_DRAG_ABOVE) throttledIndicator();
    else showIndicator();
  }

  function endDrag() {
    throttledIndicator.cancel();
    draggedRef.current = null;
    decisionRef.current = null;
    keyboardStop.current = null;
    setDragging(null);
    indicator.set(null);
  }

  function onDragEnd(event: DragEndEvent) {
    // The drop does what the latest decision says, the one the indicator shows (decideDrop); no
    // decision (the block's own place, a zone that refuses it, nowhere) means no change.
    throttledIndicator.cancel();
    const decision = event.over ? decisionRef.current : null;
    const dragged = draggedRef.current;
    endDrag();
    if (!dragged || !decision) return;
    if (dragged.kind === "new") {
      const module = getBlockModule(dragged.type);
      if (!module) {
        console.warn(`Ablegen ignoriert: unbekannter Block-Typ ${dragged.type}`);
        return;
      }
      insertNew(module, decision.target);
      return;
    }
    dispatch({ type: "move", id: dragged.id, to: decision.target });
    dispatch({ type: "select", id: dragged.id });
  }

  // Stable, like everything DndContext gets (see `live` below).
  const handleDragStart = useStableCallback(onDragStart);
  const handleDragMove = useStableCallback(onDragMove);
  const handleDragEnd = useStableCallback(onDragEnd);
  const handleDragCancel = useStableCallback(endDrag);

  const accessibility = useMemo(() => {
    const nameOf = (data: DropData | undefined) => (data ? data.label : "");
    const announcements: Announcements = {
      onDragStart: ({ active }) => t.dnd.picked((active.data.current as DragData | undefined)?.label ?? ""),
      onDragOver: ({ active, over }) => {
        const label = (active.data.current as DragData | undefined)?.label ?? "";
        if (!over) return t.dnd.nowhere(label);
        // A keyboard drag starts over the block's own place (its first stop).
        if (over.id === active.id) return t.dnd.home(label);
        const position = indicator.get()?.position ?? "inside";
        return t.dnd[position](label, nameOf(over.data.current as DropData | undefined));
      },
      onDragEnd: ({ active }) => t.dnd.dropped((active.data.current as DragData | undefined)?.label ?? ""),
      onDragCancel: ({ active }) => t.dnd.cancelled((active.data.current as DragData | undefined)?.label ?? ""),
    };
    return { announcements, screenReaderInstructions: { draggable: t.dnd.instructions } };
  }, [indicator]);

  return {
    dragging,
    /** The drag on now (shortcuts and Escape leave it alone). */
    draggedRef,
    sensors,
    collisionDetection,
    accessibility,
    onDragStart: handleDragStart,
    onDragMove: handleDragMove,
    onDragEnd: handleDragEnd,
    onDragCancel: handleDragCancel,
  };
}
