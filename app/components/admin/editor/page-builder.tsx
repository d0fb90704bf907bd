import {
  DndContext,
  DragOverlay,
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
import { X } from "lucide-react";
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { BlockDataContext, useBlockData, type BlockData } from "~/blocks/data";
import { getBlockModule } from "~/blocks/registry";
import { BlockList } from "~/blocks/render";
import { findBlock, flattenBlocks, ROOT_SLOT } from "~/blocks/tree";
import type { Block, BlockModule } from "~/blocks/types";
import { editorReducer } from "~/editor/actions";
import { createEditorState } from "~/editor/state";
import type { UseEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { useStableCallback } from "~/lib/use-stable-callback";
import { cn } from "~/lib/utils";
import { BlockIcon } from "./block-icon";
import { BuilderToolbar, DEVICE_SIZES, type BuilderMode, type Device } from "./builder-toolbar";
import { CanvasContext, ROOT_ANCESTORS, SlotZone, type CanvasActions } from "./canvas-blocks";
import { CANVAS_WIDTHS, canvasStyle, fitScale, useContentWidth, type CanvasZoom } from "./canvas-scale";
import { DeviceFrame, previewTitle } from "./device-frame";
import {
  accepts,
  clickInsertTarget,
  createBlock,
  decideDrop,
  keyboardStops,
  nextStop,
  pointerOver,
  type DragData,
  type DropData,
  type DropDecision,
  type KeyboardStop,
} from "./drop-model";
import { ElementLibrary } from "./element-library";
import { createIndicatorStore, createSelectionStore, createValueStore, throttle, useStoreValue, type ValueStore } from "./indicator-store";
import { PropertiesPanel } from "./properties/properties-panel";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useBuilderShortcuts } from "./use-builder-shortcuts";
import type { LinkPage } from "./properties/link-value";

const t = deEditor.builder;

/** Spec §9: a badge with the count above 30 blocks; the canvas is capped at 80vh above 20. */
export const MANY_BLOCKS_BADGE = 30;
export const CAP_CANVAS_ABOVE = 20;
/** Spec §9: above 50 blocks the drop indicator follows the pointer at most every 8 ms. */
export const THROTTLE_DRAG_ABOVE = 50;
export const DRAG_THROTTLE_MS = 8;

export interface PageBuilderProps {
  editor: UseEditor;
  /** Pages for the link fields of the properties panel (internal links by id). */
  pages: LinkPage[];
  /** Value lists for the properties panel's text fields with `suggestions` (e.g. blogCategories). */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  onSave: () => void;
  saving: boolean;
  status: string;
  statusTone: "neutral" | "pending" | "error";
  onPublish: () => void;
  publishing: boolean;
  canPublish: boolean;
}

const ROOT_ZONE = "min-h-64 p-4 pt-6 sm:p-6 sm:pt-8";
const ROOT_ZONE_EMPTY = cn(ROOT_ZONE, "grid place-items-center");

/** A few pixels of travel before a drag starts, so a click still selects and a library click inserts. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/** Below this width (Tailwind's lg) library and properties are overlays over the canvas, closed at first. */
const NARROW_QUERY = "(max-width: 1023.98px)";
const isNarrow = () => typeof window !== "undefined" && window.matchMedia(NARROW_QUERY).matches;

/**
 * What the editor hands blocks that read render-time data: edit mode (form fields disabled, spec §5),
 * on top of what the surrounding editor provides (a blog post's title for its canvas header).
 */
function useEditorData(): BlockData {
  const outer = useBlockData();
  return useMemo(() => ({ ...outer, editMode: true }), [outer]);
}

/**
 * The visual page builder: toolbar, element library, canvas and properties panel over the editor
 * state (app/editor). Every change goes through the editor's reducer as one action; dragging
 * (dnd-kit, pointer and keyboard) only decides which insert or move action to send.
 */
export function PageBuilder(props: PageBuilderProps) {
  const { editor } = props;
  const { blocks, selectedId } = editor.state;
  const dispatch = editor.dispatch;
  const [mode, setMode] = useState<BuilderMode>("edit");
  const [device, setDevice] = useState<Device>("desktop");
  const [libraryOpen, setLibraryOpen] = useState(true);
  const [propertiesOpen, setPropertiesOpen] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const indicator = useMemo(() => createIndicatorStore(), []);
  // Created with the first selection; the layout effect below follows later ones.
  const [selection] = useState(() => createSelectionStore(selectedId));
  // The frames read the selection from the store; mirrored before paint so a click shows at once.
  useLayoutEffect(() => selection.set(selectedId), [selection, selectedId]);
  const editing = mode === "edit";
  // A tablet has no room for three columns: the panels start closed there and open as overlays.
  useEffect(() => {
    if (!isNarrow()) return;
    setLibraryOpen(false);
    setPropertiesOpen(false);
  }, []);

  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;
  // Keyboard dragging walks through stops (keyboardStops); the collision detection reads the current one.
  const keyboardStop = useRef<KeyboardStop | null>(null);
  const draggedRef = useRef<DragData | null>(null);
  // What a drop now would do, from the latest collision check: the indicator shows it, the drop does it.
  const decisionRef = useRef<DropDecision | null>(null);

  const total = useMemo(() => flattenBlocks(blocks).length, [blocks]);
  const selected = selectedId ? (findBlock(blocks, selectedId)?.block ?? null) : null;

  const select = useCallback((id: string | null) => dispatch({ type: "select", id }), [dispatch]);
  // Never changes while the builder is open, so the memoised frames never re-render for it.
  const canvasActions = useMemo<CanvasActions>(
    () => ({
      selection,
      indicator,
      select: (id) => dispatch({ type: "select", id }),
      remove: (id) => dispatch({ type: "remove", id }),
      duplicate: (id) => dispatch({ type: "duplicate", id }),
      update: (id, patch, coalesce) => dispatch({ type: "update-content", id, patch, coalesce }),
    }),
    [selection, indicator, dispatch],
  );

  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  /** False when the reducer refuses the insert (it logs why): the library then shows the §8 failure toast. */
  function insertNew(module: BlockModule, to = clickInsertTarget(blocksRef.current, selectedRef.current)): boolean {
    const block = createBlock(module);
    const current = blocksRef.current;
    if (editorReducer(createEditorState(current), { type: "insert", block, to }).blocks === current) return false;
    dispatch({ type: "insert", block, to });
    dispatch({ type: "select", id: block.id });
    // Show where it went: the new block may be far below on a long page.
    requestAnimationFrame(() => document.querySelector(`[data-editor-block="${CSS.escape(block.id)}"]`)?.scrollIntoView({ block: "nearest" }));
    return true;
  }

  // Delete, Ctrl+C/V/D, Escape (parent), '?' (use-builder-shortcuts.ts).
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useBuilderShortcuts({ enabled: editing, blocks, selectedId, dispatch, isDragging: () => draggedRef.current !== null, onHelp: openShortcuts });

  // Escape leaves full screen (unless a drag is on: there Escape cancels the drag).
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !draggedRef.current && !event.defaultPrevented) setFullscreen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen]);

  // ---------------------------------------------------------------------------------------------
  // Dragging

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
    [indicator],
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
    setDragging(data ? { label: data.label, icon: getBlockModule(type ?? "")?.icon ?? "" } : null);
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
        const position = indicator.get()?.position ?? "inside";
        return t.dnd[position](label, nameOf(over.data.current as DropData | undefined));
      },
      onDragEnd: ({ active }) => t.dnd.dropped((active.data.current as DragData | undefined)?.label ?? ""),
      onDragCancel: ({ active }) => t.dnd.cancelled((active.data.current as DragData | undefined)?.label ?? ""),
    };
    return { announcements, screenReaderInstructions: { draggable: t.dnd.instructions } };
  }, [indicator]);

  // ---------------------------------------------------------------------------------------------

  // Elements that do not depend on the blocks are made once, so typing in the properties panel
  // does not re-render the library's 40 draggable entries or the canvas's empty state.
  const insertRef = useRef(insertNew);
  insertRef.current = insertNew;
  const library = useMemo(
    () => (
      <ElementLibrary
        onInsert={(m) => {
          const inserted = insertRef.current(m);
          // The overlay library of a narrow screen gives way, so the new block can be seen.
          if (inserted && isNarrow()) setLibraryOpen(false);
          return inserted;
        }}
      />
    ),
    [],
  );
  const emptyCanvas = useMemo(
    () => (
      <div data-testid="canvas-empty" className="grid justify-items-center gap-1 rounded-lg border-2 border-dashed px-6 py-12 text-center">
        <p className="font-semibold">{t.canvas.emptyTitle}</p>
        <p className="text-sm text-muted-foreground">{t.canvas.emptyText}</p>
      </div>
    ),
    [],
  );

  // Stable handlers: the memoised toolbar then skips the re-render of every keystroke.
  const toggleLibrary = useCallback(() => setLibraryOpen((v) => !v), []);
  const toggleProperties = useCallback(() => setPropertiesOpen((v) => !v), []);
  const toggleFullscreen = useCallback(() => setFullscreen((v) => !v), []);
  const closeLibrary = useCallback(() => setLibraryOpen(false), []);
  const closeProperties = useCallback(() => setPropertiesOpen(false), []);
  const changeMode = useCallback(
    (next: BuilderMode) => {
      setMode(next);
      if (next === "preview") select(null);
    },
    [select],
  );

  // What typing changes — the blocks and the selected block — reaches the canvas and the properties
  // panel through a store, not as props through DndContext: on every render DndContext hands its
  // children a new transform object, and React then searches the whole canvas (every frame of a
  // 500-block page) for readers of it. With stable props and children it sits still while typing.
  const [live] = useState(() => createValueStore<LiveBuilder>({ blocks, selected, total }));
  useLayoutEffect(() => {
    const shown = live.get();
    if (shown.blocks !== blocks || shown.selected !== selected) live.set({ blocks, selected, total });
  }, [live, blocks, selected, total]);

  const workspace = useMemo(
    () => (
      <BuilderWorkspace
        live={live}
        editing={editing}
        device={device}
        libraryOpen={libraryOpen}
        propertiesOpen={propertiesOpen}
        onCloseLibrary={closeLibrary}
        onCloseProperties={closeProperties}
        fullscreen={fullscreen}
        library={library}
        emptyCanvas={emptyCanvas}
        canvasActions={canvasActions}
        dispatch={dispatch}
        pages={props.pages}
        suggestions={props.suggestions}
        dragging={dragging}
      />
    ),
    [live, editing, device, libraryOpen, propertiesOpen, closeLibrary, closeProperties, fullscreen, library, emptyCanvas, canvasActions, dispatch, props.pages, props.suggestions, dragging],
  );

  return (
    <div
      data-testid="page-builder"
      // The admin shell narrows its sidebar to icons while a builder is on screen (admin-shell.tsx).
      data-page-builder=""
      className={cn("grid gap-3", fullscreen && "fixed inset-0 z-50 grid-rows-[auto_minmax(0,1fr)] overflow-hidden bg-background p-3")}
    >
      <BuilderToolbar
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onSave={props.onSave}
        saving={props.saving}
        status={props.status}
        statusTone={props.statusTone}
        libraryOpen={libraryOpen}
        onToggleLibrary={toggleLibrary}
        propertiesOpen={propertiesOpen}
        onToggleProperties={toggleProperties}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        mode={mode}
        onMode={changeMode}
        device={device}
        onDevice={setDevice}
        onPublish={props.onPublish}
        publishing={props.publishing}
        canPublish={props.canPublish}
        onShortcuts={openShortcuts}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={handleDragStart}
        onDragMove={handleDragMove}
        onDragOver={handleDragMove}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
        accessibility={accessibility}
      >
        {workspace}
      </DndContext>
    </div>
  );
}

/** The builder's state that changes with every edit (see `live` in PageBuilder). */
interface LiveBuilder {
  blocks: Block[];
  selected: Block | null;
  /** How many blocks the tree holds, nested ones included. */
  total: number;
}

/** The block being dragged, as the drag overlay shows it. */
interface Dragging {
  label: string;
  icon: string;
}

interface WorkspaceProps {
  live: ValueStore<LiveBuilder>;
  editing: boolean;
  device: Device;
  libraryOpen: boolean;
  propertiesOpen: boolean;
  onCloseLibrary: () => void;
  onCloseProperties: () => void;
  fullscreen: boolean;
  library: ReactNode;
  emptyCanvas: ReactNode;
  canvasActions: CanvasActions;
  dispatch: UseEditor["dispatch"];
  pages: LinkPage[];
  suggestions?: Readonly<Record<string, readonly string[]>>;
  dragging: Dragging | null;
}

/**
 * Where the panels sit. From lg on: three columns, the panels sticky beside the canvas below the
 * toolbar. Below lg (a tablet): overlays from the left and right edge below the editor's head.
 */
const LIBRARY_PANEL =
  "flex min-h-0 flex-col max-lg:fixed max-lg:top-[calc(3.5rem+var(--editor-header-height,0px))] max-lg:bottom-0 max-lg:left-0 max-lg:z-40 max-lg:w-72 max-lg:max-w-[85vw] max-lg:gap-2 max-lg:border-r max-lg:bg-background max-lg:p-2 max-lg:shadow-xl lg:sticky lg:top-[calc(7rem+var(--editor-header-height,0px))] lg:max-h-[calc(100vh-8rem-var(--editor-header-height,0px))]";
const PROPERTIES_PANEL =
  "grid content-start gap-2 rounded-lg border bg-card p-3 max-lg:fixed max-lg:top-[calc(3.5rem+var(--editor-header-height,0px))] max-lg:right-0 max-lg:bottom-0 max-lg:z-40 max-lg:w-80 max-lg:max-w-[85vw] max-lg:overflow-y-auto max-lg:rounded-none max-lg:shadow-xl lg:sticky lg:top-[calc(7rem+var(--editor-header-height,0px))] lg:max-h-[calc(100vh-8rem-var(--editor-header-height,0px))] lg:overflow-y-auto";

/** The close button an overlay panel shows on a narrow screen (the toolbar's switch may be under it). */
function ClosePanel({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <Button type="button" size="sm" variant="ghost" className="self-end lg:hidden" onClick={onClose}>
      <X aria-hidden="true" />
      {t.canvas.closePanel(label)}
    </Button>
  );
}

/** Library, canvas and properties panel; reads the blocks from the store, so only it re-renders while typing. */
const BuilderWorkspace = memo(function BuilderWorkspace(p: WorkspaceProps) {
  const { blocks, selected, total } = useStoreValue(p.live);
  const { editing, device, fullscreen, dispatch } = p;
  const editorData = useEditorData();
  const module = selected ? getBlockModule(selected.type) : undefined;
  // The canvas renders at the device's layout width and is scaled to the space it has (canvas-scale.ts).
  const layoutWidth = CANVAS_WIDTHS[device];
  const viewportRef = useRef<HTMLDivElement>(null);
  const available = useContentWidth(viewportRef);
  const [zoom, setZoom] = useState<CanvasZoom>("fit");
  const capped = total > CAP_CANVAS_ABOVE;
  // Tablet and mobile previews render in a frame of the device's size, so responsive classes follow it.
  const previewDevice = !editing && device !== "desktop" ? device : null;
  const frameHeight = previewDevice ? DEVICE_SIZES[previewDevice].height : 0;
  const scale = zoom === "full" ? 1 : fitScale(available, layoutWidth);
  const previewBody = (
    <div className="p-4 sm:p-6">
      {blocks.length === 0 ? (
        <div className="grid justify-items-center gap-1 px-6 py-12 text-center">
          <p className="font-semibold">{t.canvas.emptyTitle}</p>
        </div>
      ) : (
        <BlockList blocks={blocks} />
      )}
    </div>
  );

  return (
    <>
      <div
        className={cn(
          "grid min-h-0 items-start gap-3",
          editing && p.libraryOpen && p.propertiesOpen && "lg:grid-cols-[15rem_minmax(0,1fr)_20rem]",
          editing && p.libraryOpen && !p.propertiesOpen && "lg:grid-cols-[15rem_minmax(0,1fr)]",
          editing && !p.libraryOpen && p.propertiesOpen && "lg:grid-cols-[minmax(0,1fr)_20rem]",
        )}
      >
        {editing && p.libraryOpen && (
          <div data-testid="library-panel" className={cn(LIBRARY_PANEL, fullscreen && "lg:top-0 lg:max-h-full")}>
            <ClosePanel label={deEditor.builder.library.title} onClose={p.onCloseLibrary} />
            {p.library}
          </div>
        )}
        <section aria-labelledby="canvas-title" className="min-w-0 rounded-lg border bg-muted/40">
          <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b bg-card px-3 py-2">
            <h2 id="canvas-title" className="font-semibold">
              {editing ? t.canvas.editTitle : t.canvas.previewTitle}
            </h2>
            <span data-testid="element-count" className="text-sm text-muted-foreground">
              {t.canvas.count(total)}
            </span>
            {total > MANY_BLOCKS_BADGE && (
              <span data-testid="many-blocks" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t.canvas.manyBadge(total)}
              </span>
            )}
            <span data-testid="canvas-scale" className="ml-auto text-xs text-muted-foreground tabular-nums">
              {t.canvas.scale(layoutWidth, Math.round(scale * 100))}
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-7 px-2 text-xs"
              aria-pressed={zoom === "full"}
              title={zoom === "full" ? t.canvas.zoomFitHint : t.canvas.zoomFullHint}
              onClick={() => setZoom((z) => (z === "full" ? "fit" : "full"))}
            >
              {zoom === "full" ? t.canvas.zoomFit : t.canvas.zoomFull}
            </Button>
          </header>
          <div
            ref={viewportRef}
            data-testid="canvas-viewport"
            className={cn(
              "overflow-x-auto p-3 sm:p-4",
              !previewDevice && capped && "max-h-[80vh] overflow-y-auto [scrollbar-gutter:stable]",
              !previewDevice && fullscreen && "max-h-[calc(100vh-8rem)] overflow-y-auto [scrollbar-gutter:stable]",
            )}
          >
            {previewDevice ? (
              // Scaled with a transform: the preview takes no pointer input that would need its coordinates.
              <div className="mx-auto" style={{ width: layoutWidth * scale, height: frameHeight * scale }}>
                <div style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: "0 0" } : undefined}>
                  <DeviceFrame {...DEVICE_SIZES[previewDevice]} title={previewTitle(previewDevice)}>
                    <BlockDataContext.Provider value={editorData}>{previewBody}</BlockDataContext.Provider>
                  </DeviceFrame>
                </div>
              </div>
            ) : (
              <div
                data-testid="canvas"
                data-device={device}
                data-canvas-root=""
                style={canvasStyle(layoutWidth, scale)}
                className="mx-auto rounded-md bg-background shadow-sm"
                // Blocks are real: links and forms inside them must not navigate while editing.
                onClickCapture={(event) => {
                  if ((event.target as Element).closest("a[href]")) event.preventDefault();
                }}
                onSubmitCapture={(event) => event.preventDefault()}
                onClick={() => editing && dispatch({ type: "select", id: null })}
              >
                <BlockDataContext.Provider value={editorData}>
                  {editing ? (
                    <CanvasContext.Provider value={p.canvasActions}>
                      <SlotZone
                        parent={null}
                        slot={ROOT_SLOT}
                        blocks={blocks}
                        ancestors={ROOT_ANCESTORS}
                        className={blocks.length === 0 ? ROOT_ZONE_EMPTY : ROOT_ZONE}
                        empty={p.emptyCanvas}
                      />
                    </CanvasContext.Provider>
                  ) : (
                    previewBody
                  )}
                </BlockDataContext.Provider>
              </div>
            )}
          </div>
        </section>
        {editing && p.propertiesOpen && (
          <aside aria-label={t.properties.title} data-testid="properties" className={cn(PROPERTIES_PANEL, fullscreen && "lg:top-0 lg:max-h-full")}>
            <ClosePanel label={t.properties.title} onClose={p.onCloseProperties} />
            {selected && module ? (
              // The panel names the block in its own heading ('Eigenschaften: Überschrift').
              <PropertiesPanel
                block={selected}
                module={module}
                pages={p.pages}
                suggestions={p.suggestions}
                pageBlocks={blocks}
                onContent={(patch, coalesce) => dispatch({ type: "update-content", id: selected.id, patch, coalesce })}
                onStyle={(patch, coalesce) => dispatch({ type: "update-style", id: selected.id, patch, coalesce })}
              />
            ) : (
              <>
                <h2 className="font-semibold">{t.properties.title}</h2>
                <p className="text-sm text-muted-foreground">{selected ? t.canvas.notImplemented(selected.type) : t.properties.none}</p>
              </>
            )}
          </aside>
        )}
      </div>
      <DragOverlay dropAnimation={null}>
        {p.dragging ? (
          <div className="flex items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-medium shadow-lg">
            <BlockIcon name={p.dragging.icon} className="size-4" />
            {p.dragging.label}
          </div>
        ) : null}
      </DragOverlay>
    </>
  );
});
