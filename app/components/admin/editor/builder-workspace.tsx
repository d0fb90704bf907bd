import { DragOverlay } from "@dnd-kit/core";
import { X } from "lucide-react";
import { memo, useMemo, useRef, useState, type ReactNode } from "react";
import { BlockIcon } from "~/blocks/admin-registry";
import { BlockDataContext, useBlockData, type BlockData } from "~/blocks/data";
import { getBlockModule } from "~/blocks/registry";
import { BlockList } from "~/blocks/render";
import { ROOT_SLOT } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { Button } from "~/components/ui/button";
import type { UseEditor } from "~/editor/use-editor";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { DEVICE_SIZES, type Device } from "./builder-toolbar";
import { ROOT_ANCESTORS, SlotZone } from "./canvas-blocks";
import { CanvasContext, type CanvasActions } from "./canvas-context";
import { canvasLayout, canvasStyle, useContentWidth, type CanvasZoom } from "./canvas-scale";
import { DeviceFrame, previewTitle } from "./device-frame";
import { useFrameBars } from "./frame-bars";
import { LIBRARY_FLYOUT_ID, LibraryRail } from "./library-rail";
import { useStoreValue, type ValueStore } from "./indicator-store";
import { PropertiesPanel } from "./properties/properties-panel";
import type { LinkPage } from "./properties/link-value";
import type { Dragging } from "./use-builder-drag";

const t = deEditor.builder;

/** Spec §9: a badge with the count above 30 blocks; the canvas is capped at 80vh above 20. */
export const MANY_BLOCKS_BADGE = 30;
export const CAP_CANVAS_ABOVE = 20;

const ROOT_ZONE = "min-h-64 p-4 pt-6 sm:p-6 sm:pt-8";
const ROOT_ZONE_EMPTY = cn(ROOT_ZONE, "grid place-items-center");

/**
 * What the editor hands blocks that read render-time data: edit mode (form fields disabled, spec §5),
 * on top of what the surrounding editor provides (a blog post's title for its canvas header).
 */
function useEditorData(): BlockData {
  const outer = useBlockData();
  return useMemo(() => ({ ...outer, editMode: true }), [outer]);
}

/** The builder's state that changes with every edit (see `live` in PageBuilder). */
export interface LiveBuilder {
  blocks: Block[];
  selected: Block | null;
  /** How many blocks the tree holds, nested ones included. */
  total: number;
}

interface WorkspaceProps {
  live: ValueStore<LiveBuilder>;
  editing: boolean;
  device: Device;
  libraryOpen: boolean;
  /**
   * Wide windows (from 1920 px) show the library as a column beside the canvas; narrower ones as
   * a rail of icons whose flyout lies over the canvas's edge, so the canvas keeps the width.
   */
  libraryDocked: boolean;
  propertiesOpen: boolean;
  onOpenLibrary: () => void;
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
 * Where the panels sit. From lg on: columns, the panels sticky beside the canvas below the toolbar
 * (the library docked as a column from 1920 px, else a rail with a flyout over the canvas's edge).
 * Below lg (a tablet, a phone): overlays from the left and right edge below the editor's head.
 */
const STICKY = "lg:sticky lg:top-[calc(7rem+var(--editor-header-height,0px))] lg:max-h-[calc(100vh-8rem-var(--editor-header-height,0px))]";
const LIBRARY_OVERLAY =
  "flex min-h-0 flex-col max-lg:fixed max-lg:top-[calc(3.5rem+var(--editor-header-height,0px))] max-lg:bottom-0 max-lg:left-0 max-lg:z-40 max-lg:w-72 max-lg:max-w-[85vw] max-lg:gap-2 max-lg:border-r max-lg:bg-background max-lg:p-2 max-lg:shadow-xl";
const LIBRARY_PANEL = cn(LIBRARY_OVERLAY, STICKY);
/**
 * The flyout beside the rail, over the canvas, with a shadow; its end stays in the window also
 * before the rail sticks below the toolbar (the page not yet scrolled: the rail starts lower).
 */
const LIBRARY_FLYOUT = cn(
  LIBRARY_OVERLAY,
  "lg:absolute lg:top-0 lg:left-full lg:z-30 lg:ml-2 lg:h-[calc(100dvh-16rem)] lg:w-64 lg:rounded-lg lg:border lg:bg-card lg:pt-1 lg:shadow-xl lg:[&>section]:border-0 lg:[&>section]:pt-0",
);
const PROPERTIES_PANEL = cn(
  "grid content-start gap-2 rounded-lg border bg-card p-3 max-lg:fixed max-lg:top-[calc(3.5rem+var(--editor-header-height,0px))] max-lg:right-0 max-lg:bottom-0 max-lg:z-40 max-lg:w-80 max-lg:max-w-[85vw] max-lg:overflow-y-auto max-lg:rounded-none max-lg:shadow-xl lg:overflow-y-auto",
  STICKY,
);

/** The workspace's columns from lg on: [library or rail] canvas [properties]. */
function workspaceColumns(editing: boolean, docked: boolean, libraryOpen: boolean, propertiesOpen: boolean): string | false {
  if (!editing) return false;
  const library = docked ? (libraryOpen ? "15rem_" : "") : "2.75rem_";
  const properties = propertiesOpen ? "_18rem" : "";
  if (!library && !properties) return false;
  return `grid-cols-[${library}minmax(0,1fr)${properties}]`;
}

/** Tailwind sees only whole class names: every combination workspaceColumns can produce. */
const COLUMNS: Record<string, string> = {
  "grid-cols-[15rem_minmax(0,1fr)_18rem]": "lg:grid-cols-[15rem_minmax(0,1fr)_18rem]",
  "grid-cols-[15rem_minmax(0,1fr)]": "lg:grid-cols-[15rem_minmax(0,1fr)]",
  "grid-cols-[minmax(0,1fr)_18rem]": "lg:grid-cols-[minmax(0,1fr)_18rem]",
  "grid-cols-[2.75rem_minmax(0,1fr)_18rem]": "lg:grid-cols-[2.75rem_minmax(0,1fr)_18rem]",
  "grid-cols-[2.75rem_minmax(0,1fr)]": "lg:grid-cols-[2.75rem_minmax(0,1fr)]",
};

/** The close button an overlay panel shows on a narrow screen (the toolbar's switch may be under it). */
function ClosePanel({ label, onClose, always }: { label: string; onClose: () => void; always?: boolean }) {
  return (
    <Button type="button" size="sm" variant="ghost" className={cn("self-end", !always && "lg:hidden")} onClick={onClose}>
      <X aria-hidden="true" />
      {t.canvas.closePanel(label)}
    </Button>
  );
}

/** Library, canvas and properties panel; reads the blocks from the store, so only it re-renders while typing. */
export const BuilderWorkspace = memo(function BuilderWorkspace(p: WorkspaceProps) {
  const { blocks, selected, total } = useStoreValue(p.live);
  const { editing, device, fullscreen, dispatch } = p;
  const editorData = useEditorData();
  const module = selected ? getBlockModule(selected.type) : undefined;
  // The canvas renders at the device's layout width and is scaled to the space it has (canvas-scale.ts).
  const viewportRef = useRef<HTMLDivElement>(null);
  const available = useContentWidth(viewportRef);
  const [zoom, setZoom] = useState<CanvasZoom>("fit");
  const { width: layoutWidth, scale } = canvasLayout(device, available, zoom);
  const canvasRef = useRef<HTMLDivElement>(null);
  // Which frame bars show (the hovered block's and its parent's), and where (frame-bars.ts).
  const previewDevice = !editing && device !== "desktop" ? device : null;
  const frameBars = useFrameBars(canvasRef, previewDevice);
  const capped = total > CAP_CANVAS_ABOVE;
  // Tablet and mobile previews render in a frame of the device's size, so responsive classes follow it.
  const frameHeight = previewDevice ? DEVICE_SIZES[previewDevice].height : 0;
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
      <div className={cn("grid min-h-0 items-start gap-3", COLUMNS[workspaceColumns(editing, p.libraryDocked, p.libraryOpen, p.propertiesOpen) || ""])}>
        {editing && p.libraryDocked && p.libraryOpen && (
          <div data-testid="library-panel" className={cn(LIBRARY_PANEL, fullscreen && "lg:top-0 lg:max-h-full")}>
            <ClosePanel label={deEditor.builder.library.title} onClose={p.onCloseLibrary} />
            {p.library}
          </div>
        )}
        {editing && !p.libraryDocked && (
          // Below lg only the overlay panel counts (the rail is hidden, this box takes no room).
          <div className={cn("relative z-30 max-lg:contents", STICKY, fullscreen && "lg:top-0")}>
            <div className="max-lg:hidden">
              <LibraryRail open={p.libraryOpen} onOpen={p.onOpenLibrary} onClose={p.onCloseLibrary} />
            </div>
            {p.libraryOpen && (
              <div
                id={LIBRARY_FLYOUT_ID}
                data-testid="library-panel"
                data-flyout=""
                // While a new block is dragged out of it, the flyout steps aside: the whole canvas is the target.
                className={cn(LIBRARY_FLYOUT, p.dragging?.kind === "new" && "lg:pointer-events-none lg:opacity-0")}
              >
                <ClosePanel label={deEditor.builder.library.title} onClose={p.onCloseLibrary} always />
                {p.library}
              </div>
            )}
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
                ref={canvasRef}
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
                onPointerOver={frameBars.onPointerOver}
                onPointerLeave={frameBars.onPointerLeave}
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
            <BlockIcon type={p.dragging.type} className="size-4" />
            {p.dragging.label}
          </div>
        ) : null}
      </DragOverlay>
    </>
  );
});
