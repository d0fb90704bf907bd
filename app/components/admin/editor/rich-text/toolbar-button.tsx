import type { Editor } from "@tiptap/core";
import { Popover } from "radix-ui";
import { forwardRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A toolbar button that keeps the editor's selection: mouse-down would otherwise move focus away. */
export const ToolbarButton = forwardRef<HTMLButtonElement, ComponentProps<"button"> & { label: string; pressed?: boolean }>(function ToolbarButton(
  { label, pressed, className, onMouseDown, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-toolbar-item=""
      onMouseDown={(e) => {
        e.preventDefault();
        onMouseDown?.(e);
      }}
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-foreground [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
});

/** The panel of a toolbar popover (link, colour): portalled, and closing it puts the cursor back into the text. */
export function ToolbarPopoverContent({ editor, label, className, children }: { editor: Editor | null; label: string; className?: string; children: ReactNode }) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={6}
        aria-label={label}
        className={cn("z-50 rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-none", className)}
        onCloseAutoFocus={(e) => {
          // Back into the text, where the user continues writing.
          e.preventDefault();
          editor?.commands.focus();
        }}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
