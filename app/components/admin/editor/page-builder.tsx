import { DndContext } from "@dnd-kit/core";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { findBlock, flattenBlocks } from "~/blocks/tree";
import type { BlockModule } from "~/blocks/types";
import { editorReducer } from "~/editor/actions";
import { createEditorState } from "~/editor/state";
import type { UseEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { BuilderToolbar, type BuilderMode, type Device } from "./builder-toolbar";
import { BuilderWorkspace, type LiveBuilder } from "./builder-workspace";
import type { CanvasActions } from "./canvas-context";
import { clickInsertTarget, createBlock } from "./drop-model";
import { ElementLibrary } from "./element-library";
import { createIndicatorStore, createSelectionStore, createValueStore } from "./indicator-store";
import type { LinkPage } from "./properties/link-value";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useBuilderDrag } from "./use-builder-drag";
import { useBuilderShortcuts } from "./use-builder-shortcuts";

const t = deEditor.builder;


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
  /** Absent: the person may not publish (an Autor), no button. */
  onPublish?: () => void;
  publishing: boolean;
  canPublish: boolean;
  /** Issue 30 ('Ansehen'): the canvas as preview only, no editing controls. */
  readOnly?: boolean;
}


/** Below this width (Tailwind's lg) library and properties are overlays over the canvas, closed at first. */
const NARROW_QUERY = "(max-width: 1023.98px)";
const isNarrow = () => typeof window !== "undefined" && window.matchMedia(NARROW_QUERY).matches;
/**
 * From this width the library is a column beside the canvas; below it a rail of icons with a
 * flyout (issue 38): at 1280 px a docked library left the desktop canvas 42 % of its size.
 */
const DOCKED_QUERY = "(min-width: 1920px)";

/** Whether the library is docked, followed as the window changes; false on the server. */
function useDocked(): boolean {
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DOCKED_QUERY);
    const follow = () => setDocked(query.matches);
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return docked;
}

/** Escape inside these belongs to them (a dialog, a menu, a list box). */
const OWN_ESCAPE = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]';


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
  // An empty page starts with the library open; one with content shows its canvas (the library is
  // docked open from 1920 px, see the effect below).
  const [libraryOpen, setLibraryOpen] = useState(() => blocks.length === 0);
  const [propertiesOpen, setPropertiesOpen] = useState(true);
  const docked = useDocked();
  const dockedRef = useRef(docked);
  dockedRef.current = docked;
  const [fullscreen, setFullscreen] = useState(false);
  const indicator = useMemo(() => createIndicatorStore(), []);
  // Created with the first selection; the layout effect below follows later ones.
  const [selection] = useState(() => createSelectionStore(selectedId));
  // The frames read the selection from the store; mirrored before paint so a click shows at once.
  useLayoutEffect(() => selection.set(selectedId), [selection, selectedId]);
  const editing = mode === "edit" && !props.readOnly;
  // A tablet has no room for three columns: the panels start closed there and open as overlays.
  useEffect(() => {
    if (!isNarrow()) return;
    setLibraryOpen(false);
    setPropertiesOpen(false);
  }, []);
  useEffect(() => {
    if (docked) setLibraryOpen(true);
  }, [docked]);

  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;

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
    // The flyout (or a narrow screen's overlay) gives way, so the new block can be seen.
    if (!dockedRef.current) setLibraryOpen(false);
    // Show where it went: the new block may be far below on a long page.
    requestAnimationFrame(() => document.querySelector(`[data-editor-block="${CSS.escape(block.id)}"]`)?.scrollIntoView({ block: "nearest" }));
    return true;
  }

  const drag = useBuilderDrag({ blocksRef, total, indicator, dispatch, insertNew });
  const { draggedRef, dragging } = drag;

  // Delete, Ctrl+C/V/D, Escape (parent), '?' (use-builder-shortcuts.ts).
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useBuilderShortcuts({ enabled: editing, blocks, selectedId, dispatch, isDragging: () => draggedRef.current !== null, onHelp: openShortcuts });

  // Escape closes a panel that lies over the canvas (the library's flyout; on a tablet or phone both
  // drawers) before it means anything else, and gives the focus back to the switch that opened it.
  const overlays = useRef({ library: false, properties: false });
  overlays.current = { library: libraryOpen && !docked, properties: propertiesOpen && isNarrow() };
  useEffect(() => {
    if (!editing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || draggedRef.current) return;
      const { library, properties } = overlays.current;
      if (!library && !properties) return;
      const target = event.target as Element | null;
      if (target?.closest?.(OWN_ESCAPE)) return;
      // Escape while typing on the canvas (a text edited in place) ends that edit, not a panel.
      const inPanel = target?.closest?.("[data-testid=library-panel], [data-testid=properties]");
      if (!inPanel && target?.closest?.("[data-canvas-root]")) return;
      event.preventDefault();
      const focusWasInside = !!inPanel || target === document.body;
      if (library) setLibraryOpen(false);
      if (properties) setPropertiesOpen(false);
      if (focusWasInside) {
        const toggle = library && !isNarrow() ? "library-rail" : library ? "library" : "properties";
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-panel-toggle="${toggle}"]`)?.focus());
      }
    };
    // Capture: before the builder's own Escape (select the parent) sees it.
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [editing, draggedRef]);

  // Escape leaves full screen (unless a drag is on: there Escape cancels the drag).
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !draggedRef.current && !event.defaultPrevented) setFullscreen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen, draggedRef]);

  // Elements that do not depend on the blocks are made once, so typing in the properties panel
  // does not re-render the library's 40 draggable entries or the canvas's empty state.
  const insertRef = useRef(insertNew);
  insertRef.current = insertNew;
  const library = useMemo(
    () => (
      <ElementLibrary onInsert={(m) => insertRef.current(m)} />
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
  const openLibrary = useCallback(() => setLibraryOpen(true), []);
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
        libraryDocked={docked}
        propertiesOpen={propertiesOpen}
        onOpenLibrary={openLibrary}
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
    [live, editing, device, libraryOpen, docked, propertiesOpen, openLibrary, closeLibrary, closeProperties, fullscreen, library, emptyCanvas, canvasActions, dispatch, props.pages, props.suggestions, dragging],
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
        mode={props.readOnly ? "preview" : mode}
        onMode={changeMode}
        readOnly={props.readOnly}
        device={device}
        onDevice={setDevice}
        onPublish={props.onPublish}
        publishing={props.publishing}
        canPublish={props.canPublish}
        onShortcuts={openShortcuts}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <DndContext
        sensors={drag.sensors}
        collisionDetection={drag.collisionDetection}
        onDragStart={drag.onDragStart}
        onDragMove={drag.onDragMove}
        onDragOver={drag.onDragMove}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
        accessibility={drag.accessibility}
      >
        {workspace}
      </DndContext>
    </div>
  );
}
