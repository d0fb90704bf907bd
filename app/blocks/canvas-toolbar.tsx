import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** One button of a block's canvas toolbar: disabled at a limit, with the reason as its title. */
export interface CanvasToolbarAction {
  label: string;
  icon: LucideIcon;
  enabled: boolean;
  /** Why it is disabled (shown as the title). */
  why: string;
  /** Shown as the title while enabled. */
  hint?: string;
  run: () => void;
}

/**
 * The toolbar a block's canvas tools (app/blocks/<type>/canvas.tsx) show above the selected block:
 * its actions, then anything else the block adds (a count, a hint, per-item buttons).
 */
export function CanvasToolbar({ label, actions = [], children }: { label: string; actions?: readonly CanvasToolbarAction[]; children?: ReactNode }) {
  // In the flow above the block's body, so it never covers the block's text; the frame's bar sits
  // above the frame (canvas-blocks.tsx). Padded, not a margin, so nothing collapses through the frame.
  return (
    <div className="pt-1">
      <div role="toolbar" aria-label={label} className="mb-2 flex flex-wrap items-center gap-1 rounded-md border border-border bg-background p-1 shadow-xs">
        {actions.map(({ label: name, icon: Icon, enabled, why, hint, run }) => (
          <Button
            key={name}
            type="button"
            variant="ghost"
            size="sm"
            disabled={!enabled}
            title={enabled ? hint : why}
            onClick={run}
            className="h-7 px-2 text-xs disabled:pointer-events-auto disabled:cursor-not-allowed"
          >
            <Icon aria-hidden="true" />
            {name}
          </Button>
        ))}
        {children}
      </div>
    </div>
  );
}
