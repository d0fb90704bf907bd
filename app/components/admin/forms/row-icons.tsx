import { CornerDownRight, ExternalLink, Eye, GripVertical, History, LayoutTemplate, Pencil, Send, Trash2, Undo2 } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * Icons repeated on every row of a paged admin list (issue 38, item 18): drawn once per screen as
 * SVG symbols (RowIconSprite) and referenced by each row (RowIcon, about 100 bytes instead of 400).
 */
const ICONS = {
  pencil: Pencil,
  eye: Eye,
  trash: Trash2,
  send: Send,
  undo: Undo2,
  external: ExternalLink,
  history: History,
  template: LayoutTemplate,
  grip: GripVertical,
  corner: CornerDownRight,
} as const;

export type RowIconName = keyof typeof ICONS;

/** The symbols; once per screen, before the rows. */
export function RowIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`ri-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function RowIcon({ name, className }: { name: RowIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("size-4", className)}>
      <use href={`#ri-${name}`} />
    </svg>
  );
}
