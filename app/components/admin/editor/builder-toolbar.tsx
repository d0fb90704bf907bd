import { Keyboard, Maximize2, Minimize2, Monitor, PanelLeft, PanelRight, Redo2, Save, Send, Smartphone, Tablet, Undo2 } from "lucide-react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { memo, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { deBuilderShortcuts } from "~/i18n/builder-shortcuts";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";

const t = deEditor.builder.toolbar;

export type BuilderMode = "edit" | "preview";
export type Device = "desktop" | "tablet" | "mobile";

/** Spec §2: tablet 768×1024, mobile 375×667; desktop takes the full width. */
export const DEVICE_SIZES: Record<Exclude<Device, "desktop">, { width: number; height: number }> = {
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 667 },
};

export interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  saving: boolean;
  /** The save status label ('Speichert...', 'Gespeichert 14:03', 'Nicht gespeichert' …). */
  status: string;
  statusTone: "neutral" | "pending" | "error";
  libraryOpen: boolean;
  onToggleLibrary: () => void;
  propertiesOpen: boolean;
  onToggleProperties: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  mode: BuilderMode;
  onMode: (mode: BuilderMode) => void;
  device: Device;
  onDevice: (device: Device) => void;
  /** Absent: the person may not publish (an Autor), no button. */
  onPublish?: () => void;
  publishing: boolean;
  canPublish: boolean;
  /** Opens the keyboard shortcut overlay ('?'). */
  onShortcuts?: () => void;
  /** Issue 30 ('Ansehen'): no save, undo, mode or publish controls. */
  readOnly?: boolean;
}

/** Memoised: typing in the properties panel re-renders the builder, not its toolbar (all its handlers are stable). */
export const BuilderToolbar = memo(function BuilderToolbar(p: ToolbarProps) {
  return (
    // Sticky below the admin's top bar (h-14) and the editor's head (its height as a CSS variable, see
    // editor-header.tsx): Speichern and Veröffentlichen stay in reach on a long page.
    <div
      role="toolbar"
      aria-label={t.label}
      data-testid="builder-toolbar"
      className={cn("flex flex-wrap items-center gap-1.5 rounded-lg border bg-card p-1.5", !p.fullscreen && "sticky top-[calc(3.5rem+var(--editor-header-height,0px))] z-20 shadow-sm")}
    >
      {!p.readOnly && (
        <>
          <BusyButton variant="outline" onClick={p.onSave} disabled={p.saving} aria-keyshortcuts="Control+S" title={`${t.save} (${t.saveShortcut})`} busy={p.saving} icon={Save} label={t.save} />
          <ToolButton label={t.undo} shortcut={t.undoShortcut} keys="Control+Z" disabled={!p.canUndo} onClick={p.onUndo}>
            <Undo2 aria-hidden="true" />
          </ToolButton>
          <ToolButton label={t.redo} shortcut={t.redoShortcut} keys="Control+Y" disabled={!p.canRedo} onClick={p.onRedo}>
            <Redo2 aria-hidden="true" />
          </ToolButton>
          <Divider />
        </>
      )}
      {/* Below lg the library is an overlay panel; this switch opens it there too. */}
      <ToolButton label={t.library} toggle="library" pressed={p.libraryOpen} onClick={p.onToggleLibrary} disabled={p.mode === "preview"}>
        <PanelLeft aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t.properties} toggle="properties" pressed={p.propertiesOpen} onClick={p.onToggleProperties} disabled={p.mode === "preview"}>
        <PanelRight aria-hidden="true" />
      </ToolButton>
      <ToolButton label={p.fullscreen ? t.exitFullscreen : t.fullscreen} pressed={p.fullscreen} onClick={p.onToggleFullscreen}>
        {p.fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
      </ToolButton>
      {p.onShortcuts && (
        <ToolButton label={deBuilderShortcuts.button} shortcut="?" keys="?" onClick={p.onShortcuts}>
          <Keyboard aria-hidden="true" />
        </ToolButton>
      )}
      <Divider />
      <div role="group" aria-label={t.mode} className={cn("flex rounded-md bg-muted p-0.5", p.readOnly && "hidden")}>
        {(["edit", "preview"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={p.mode === mode}
            onClick={() => p.onMode(mode)}
            className={cn(
              "h-7 rounded px-2.5 text-sm font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              p.mode === mode && "bg-background text-foreground shadow-sm",
            )}
          >
            {mode === "edit" ? t.edit : t.preview}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t.device} className="flex rounded-md bg-muted p-0.5">
        {(
          [
            ["desktop", t.desktop, Monitor],
            ["tablet", t.tablet, Tablet],
            ["mobile", t.mobile, Smartphone],
          ] as const
        ).map(([device, label, Icon]) => (
          <button
            key={device}
            type="button"
            aria-pressed={p.device === device}
            aria-label={label}
            title={label}
            onClick={() => p.onDevice(device)}
            className={cn(
              "grid size-7 place-items-center rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              p.device === device && "bg-background text-foreground shadow-sm",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <span
        role="status"
        aria-live="polite"
        data-testid="save-status"
        className={cn(
          "ml-auto px-1 text-xs font-medium",
          p.statusTone === "error" ? "text-destructive" : p.statusTone === "pending" ? "text-amber-700" : "text-muted-foreground",
        )}
      >
        {p.status}
      </span>
      {p.onPublish && !p.readOnly && <BusyButton onClick={p.onPublish} disabled={!p.canPublish || p.publishing} busy={p.publishing} icon={Send} label={t.publish} busyLabel={t.publishing} />}
    </div>
  );
});

function Divider() {
  return <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-border" />;
}

function ToolButton({
  label,
  shortcut,
  keys,
  pressed,
  disabled,
  onClick,
  className,
  toggle,
  children,
}: {
  /** data-panel-toggle: where Escape on the panel's overlay puts the focus back. */
  toggle?: string;
  label: string;
  shortcut?: string;
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant={pressed ? "secondary" : "ghost"}
      className={cn("size-8", className)}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      onClick={onClick}
      data-panel-toggle={toggle}
    >
      {children}
    </Button>
  );
}
